import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { ADMIN_USAGE, parseAdminCommand, runAdminCommand, type AdminCommand } from './admin-cli.ts';
import { findUserByEmail } from './admin-users.service.ts';
import { adminSessions, adminUsers } from './auth.table.ts';
import { readNewPassword } from './password-input.ts';
import { bearer, createAccount, postLogin, refresh, signInAs, verify } from './test-accounts.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

/** Runs a command as the CLI does, with the password "typed" and the output captured. */
async function run(args: string[], typedPassword: string) {
  const command = parseAdminCommand(args);
  if (typeof command === 'string') throw new Error(command);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(ctx.database.db, command as AdminCommand, {
    readPassword: async () => typedPassword,
    print: (text) => out.push(text),
    printError: (text) => err.push(text),
  });
  return { code, out: out.join(''), err: err.join('') };
}

/** The password shown in the output's notice. */
function shownPassword(output: string): string {
  return /Password: (\S+)/.exec(output)![1]!;
}

describe('parseAdminCommand', () => {
  it('reads create and reset-password with an email', () => {
    expect(parseAdminCommand(['create', 'a@b.co', '--first-name', 'Noor'])).toEqual({
      name: 'create',
      email: 'a@b.co',
      firstName: 'Noor',
      lastName: undefined,
    });
    expect(parseAdminCommand(['reset-password', 'a@b.co'])).toEqual({
      name: 'reset-password',
      email: 'a@b.co',
    });
  });

  it.each([[[]], [['delete', 'a@b.co']], [['create']], [['create', 'a@b.co', 'extra']]])(
    'answers the usage for %o',
    (args) => {
      expect(parseAdminCommand(args)).toBe(ADMIN_USAGE);
    },
  );

  it('names a bad email or option', () => {
    expect(parseAdminCommand(['create', 'nope'])).toBe('Not an email address: nope');
    expect(parseAdminCommand(['create', 'a@b.co', '--role', 'x'])).toMatch(/role/);
  });
});

describe('npm run admin -- create', () => {
  it('creates an administrator with the typed password', async () => {
    const { code, out } = await run(
      ['create', 'Layla@Maison.test', '--first-name', 'Layla', '--last-name', 'Saleh'],
      'a typed long password',
    );
    expect(code).toBe(0);
    expect(out).toBe('Created the administrator layla@maison.test.\n');
    const user = await findUserByEmail(ctx.database.db, 'layla@maison.test');
    expect(user).toMatchObject({ role: 'admin', firstName: 'Layla', lastName: 'Saleh' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const res = await postLogin(ctx.app, {
      email: 'layla@maison.test',
      password: 'a typed long password',
    });
    expect(res.statusCode).toBe(200);
  });

  it('generates a strong password when none is given, and shows it once', async () => {
    const { code, out } = await run(['create', 'generated@maison.test'], '');
    expect(code).toBe(0);
    const password = shownPassword(out);
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(out.split(password)).toHaveLength(2);
    const res = await postLogin(ctx.app, { email: 'generated@maison.test', password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a short password and an email already taken', async () => {
    const short = await run(['create', 'short@maison.test'], 'too short');
    expect(short.code).toBe(1);
    expect(short.err).toContain('at least 12 characters');
    expect(await findUserByEmail(ctx.database.db, 'short@maison.test')).toBeUndefined();

    const existing = await createAccount(ctx.database.db);
    const taken = await run(['create', existing.email.toUpperCase()], 'another long password');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('already exists');
  });
});

describe('npm run admin -- reset-password', () => {
  it('changes the password and ends every session of the user', async () => {
    const account = await createAccount(ctx.database.db);
    const laptop = await signInAs(ctx.app, account);
    const phone = await signInAs(ctx.app, account);
    await ctx.database.db
      .update(adminUsers)
      .set({ failedLoginCount: 3, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(adminUsers.id, account.id));

    const { code, out } = await run(['reset-password', account.email], 'the new long password');
    expect(code).toBe(0);
    expect(out).toBe(`Changed the password of ${account.email}; ended 2 sessions.\n`);

    const sessions = await ctx.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.userId, account.id));
    expect(sessions).toEqual([]);
    for (const session of [laptop, phone]) {
      expect((await verify(ctx.app, session.token)).statusCode).toBe(401);
      expect((await refresh(ctx.app, { cookie: session.refreshToken })).statusCode).toBe(401);
    }
    const logoutStillFine = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(laptop.token),
    });
    expect(logoutStillFine.statusCode).toBe(200);

    // The lock is lifted, the old password is refused, the new one works.
    expect(
      (await postLogin(ctx.app, { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    expect(
      (await postLogin(ctx.app, { email: account.email, password: 'the new long password' }))
        .statusCode,
    ).toBe(200);
  });

  it('generates a password when none is given', async () => {
    const account = await createAccount(ctx.database.db);
    const { code, out } = await run(['reset-password', account.email], '');
    expect(code).toBe(0);
    const res = await postLogin(ctx.app, { email: account.email, password: shownPassword(out) });
    expect(res.statusCode).toBe(200);
  });

  it('answers 1 for an unknown email', async () => {
    const { code, err } = await run(['reset-password', 'ghost@maison.test'], 'whatever long one');
    expect(code).toBe(1);
    expect(err).toBe('No user with the email ghost@maison.test.');
  });
});

describe('readNewPassword', () => {
  const notTty = (text: string) => Readable.from([text]) as unknown as NodeJS.ReadStream;

  it('takes NEW_ADMIN_PASSWORD first', async () => {
    expect(await readNewPassword({ NEW_ADMIN_PASSWORD: 'from the env var' }, notTty('x\n'))).toBe(
      'from the env var',
    );
  });

  it('reads the first line of piped input', async () => {
    expect(await readNewPassword({}, notTty('piped password\nrest\n'))).toBe('piped password');
    expect(await readNewPassword({}, notTty(''))).toBe('');
  });
});
