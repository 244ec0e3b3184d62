import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { adminUsers } from './auth.table.ts';
import { GENERATED_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin.ts';
import { createAccount, postLogin } from './test-accounts.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
beforeEach(async () => {
  await ctx.database.db.delete(adminUsers);
});
afterAll(() => ctx.close());

const noCredentials = { adminEmail: undefined, adminPassword: undefined };

describe('the first administrator', () => {
  it('is created with a generated password, printed once and never again', async () => {
    const printed: string[] = [];
    const outcome = await ensureFirstAdmin(ctx.database.db, noCredentials, (text) =>
      printed.push(text),
    );
    expect(outcome).toEqual({
      created: true,
      email: GENERATED_ADMIN_EMAIL,
      generatedPassword: expect.any(String),
    });
    const password = outcome.created ? outcome.generatedPassword! : '';
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(password);
    expect(printed[0]).toContain('npm run admin -- reset-password admin@example.com');

    const res = await postLogin(ctx.app, { email: GENERATED_ADMIN_EMAIL, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');

    // A restart finds the administrator and prints nothing.
    expect(
      await ensureFirstAdmin(ctx.database.db, noCredentials, (text) => printed.push(text)),
    ).toEqual({ created: false });
    expect(printed).toHaveLength(1);
  });

  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, without printing the password', async () => {
    const printed: string[] = [];
    const credentials = {
      adminEmail: 'Owner@Maison.test',
      adminPassword: 'a long chosen password',
    };
    const outcome = await ensureFirstAdmin(ctx.database.db, credentials, (text) =>
      printed.push(text),
    );
    expect(outcome).toEqual({ created: true, email: 'owner@maison.test', generatedPassword: null });
    expect(printed.join('')).not.toContain('a long chosen password');
    const res = await postLogin(ctx.app, {
      email: 'owner@maison.test',
      password: 'a long chosen password',
    });
    expect(res.statusCode).toBe(200);
  });

  it('is not created while an administrator exists, but a user of another role does not count', async () => {
    await createAccount(ctx.database.db, { role: 'viewer' });
    const first = await ensureFirstAdmin(ctx.database.db, noCredentials, () => {});
    expect(first.created).toBe(true);
    const second = await ensureFirstAdmin(ctx.database.db, noCredentials, () => {});
    expect(second.created).toBe(false);
    expect(await ctx.database.db.select().from(adminUsers)).toHaveLength(2);
  });

  it('says so when ADMIN_EMAIL belongs to a user of another role', async () => {
    await createAccount(ctx.database.db, { email: 'taken@maison.test', role: 'viewer' });
    const printed: string[] = [];
    const outcome = await ensureFirstAdmin(
      ctx.database.db,
      { adminEmail: 'taken@maison.test', adminPassword: 'a long chosen password' },
      (text) => printed.push(text),
    );
    expect(outcome).toEqual({ created: false });
    expect(printed.join('')).toContain('No administrator was created');
  });
});
