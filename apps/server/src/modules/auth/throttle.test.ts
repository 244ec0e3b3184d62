import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILED_ATTEMPTS, LOGIN_RATE_LIMIT_WINDOW_MS } from '@store/shared/constants';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';
import { adminUsers } from './auth.table.ts';
import { PASSWORD, createAccount, freshAddress, postLogin } from './test-accounts.ts';

const TOO_MANY = {
  success: false,
  code: 'RATE_LIMITED',
  message: 'Too many login attempts. Please try again in 15 minutes.',
  error: { message: 'Too many login attempts. Please try again in 15 minutes.' },
};

const clock = createTestClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    clock: clock.now,
    // Test requests come from 10.x addresses (freshAddress), standing for the store's proxy.
    env: { TRUST_PROXY: '10.0.0.0/8' },
  });
});
afterAll(() => ctx.close());

/** `count` failed sign-ins for the email, each from an address of its own unless one is given. */
async function fail(email: string, count: number, ip?: string) {
  for (let i = 0; i < count; i += 1) {
    const res = await postLogin(ctx.app, { email, password: 'wrong password' }, { ip });
    expect(res.statusCode).toBe(401);
  }
}

describe('login throttling by email', () => {
  it('answers 429 after five failures for one email, whatever the address, for 15 minutes', async () => {
    const admin = await createAccount(ctx.database.db);
    await fail(admin.email, LOGIN_MAX_FAILED_ATTEMPTS);

    // Even the right password, from a new address, is refused now.
    const refused = await postLogin(ctx.app, { email: admin.email, password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers['retry-after']).toBe(String(LOGIN_RATE_LIMIT_WINDOW_MS / 1000));

    clock.advance(LOGIN_RATE_LIMIT_WINDOW_MS + 1000);
    const later = await postLogin(ctx.app, { email: admin.email, password: PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('throttles an unknown email the same way, so it reveals nothing', async () => {
    await fail('nobody-at-all@maison.test', LOGIN_MAX_FAILED_ATTEMPTS);
    const refused = await postLogin(ctx.app, {
      email: 'nobody-at-all@maison.test',
      password: 'wrong password',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });

  it('starts counting again after a successful sign-in', async () => {
    const admin = await createAccount(ctx.database.db);
    await fail(admin.email, LOGIN_MAX_FAILED_ATTEMPTS - 1);
    expect((await postLogin(ctx.app, { email: admin.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    await fail(admin.email, LOGIN_MAX_FAILED_ATTEMPTS - 1);
    expect((await postLogin(ctx.app, { email: admin.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('login throttling under a burst', () => {
  it('lets no more than five guesses through when they all arrive at once', async () => {
    const admin = await createAccount(ctx.database.db);
    // Each is checked before any has been verified: a check that only reads the failures so far
    // let every one of them try the password.
    const answers = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILED_ATTEMPTS + 7 }, () =>
        postLogin(ctx.app, { email: admin.email, password: 'wrong password' }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      LOGIN_MAX_FAILED_ATTEMPTS,
    );
    // The refused ones were never tried: after the window the right password gets in.
    clock.advance(LOGIN_RATE_LIMIT_WINDOW_MS + 1000);
    const later = await postLogin(ctx.app, { email: admin.email, password: PASSWORD });
    expect(later.statusCode).toBe(200);
  });
});

describe('login throttling by client address', () => {
  it('answers 429 after five failures from one address, whatever the emails', async () => {
    const admin = await createAccount(ctx.database.db);
    const ip = freshAddress();
    for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i += 1) {
      await fail(`guess-${i}@maison.test`, 1, ip);
    }
    const fromThere = await postLogin(ctx.app, { email: admin.email, password: PASSWORD }, { ip });
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.json()).toEqual(TOO_MANY);

    const fromElsewhere = await postLogin(ctx.app, { email: admin.email, password: PASSWORD });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('counts the address behind the proxy (X-Forwarded-For), not the proxy', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.23' };
    for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i += 1) {
      const res = await postLogin(
        ctx.app,
        { email: `proxied-${i}@maison.test`, password: 'wrong password' },
        { headers },
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await postLogin(
      ctx.app,
      { email: 'proxied-next@maison.test', password: 'wrong password' },
      { headers },
    );
    expect(res.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const direct = await createTestApp({ seed: false });
    try {
      const address = freshAddress();
      for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i += 1) {
        // A new forged address each time would dodge the limit if the header were believed.
        const res = await postLogin(
          direct.app,
          { email: `forged-${i}@maison.test`, password: 'wrong password' },
          { ip: address, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
        );
        expect(res.statusCode).toBe(401);
      }
      const res = await postLogin(
        direct.app,
        { email: 'forged-next@maison.test', password: 'wrong password' },
        { ip: address, headers: { 'x-forwarded-for': '198.51.100.200' } },
      );
      expect(res.statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('keeps the counts in the database, so another instance agrees', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, null);
    const other = await buildApp({
      config,
      database: ctx.database,
      logger: false,
      clock: clock.now,
    });
    try {
      const admin = await createAccount(ctx.database.db);
      await fail(admin.email, LOGIN_MAX_FAILED_ATTEMPTS);
      const res = await postLogin(other, { email: admin.email, password: PASSWORD });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('account lock', () => {
  it('locks an account after five wrong passwords in a row, even across windows', async () => {
    const admin = await createAccount(ctx.database.db);
    await fail(admin.email, 3);
    // The first failures leave the throttling window; the account still remembers them.
    clock.advance(LOGIN_RATE_LIMIT_WINDOW_MS + 1000);
    await fail(admin.email, 2);

    const locked = await postLogin(ctx.app, { email: admin.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('locked');
    expect(locked.json().message).toBe(
      'Account is temporarily locked due to too many failed attempts. Please try again in 15 minutes.',
    );
    expect(locked.json().error.message).toBe(locked.json().message);
    expect(Number(locked.headers['retry-after'])).toBe(LOGIN_RATE_LIMIT_WINDOW_MS / 1000);

    clock.advance(LOGIN_RATE_LIMIT_WINDOW_MS + 1000);
    const unlocked = await postLogin(ctx.app, { email: admin.email, password: PASSWORD });
    expect(unlocked.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ failed: adminUsers.failedLoginCount, lockedUntil: adminUsers.lockedUntil })
      .from(adminUsers)
      .where(eq(adminUsers.id, admin.id));
    expect(row).toEqual({ failed: 0, lockedUntil: null });
  });
});
