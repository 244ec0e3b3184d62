import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperProfileSchema } from '@store/shared/schemas/accounts';
import { auditLog, shopperAccounts } from '../../db/schema.ts';
import { temporaryDataDir } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { freshMobile, me, Outboxes, signInShopper, withShopperCookie } from './testing.ts';

const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

function call(
  token: string | undefined,
  method: 'PUT' | 'POST',
  url: string,
  payload: Record<string, unknown>,
  language: 'en' | 'ar' = 'en',
) {
  return ctx.app.inject({
    method,
    url,
    payload,
    cookies: token ? withShopperCookie(token) : {},
    headers: { 'accept-language': language },
  });
}

async function profileOf(token: string) {
  const res = await me(ctx.app, token);
  expect(res.statusCode, res.body).toBe(200);
  return shopperProfileSchema.parse(res.json().data.account);
}

async function auditOf(accountId: string, action: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, accountId), eq(auditLog.action, action)));
}

describe('the shopper’s profile', () => {
  it('needs a session for every change', async () => {
    for (const [method, url, body] of [
      ['PUT', '/api/account/profile', { name: 'Sara' }],
      ['POST', '/api/account/contact/code', { phone: freshMobile().local }],
      ['POST', '/api/account/contact/verify', { phone: freshMobile().local, code: '123456' }],
      ['PUT', '/api/account/marketing', { email: true, sms: false, whatsapp: false }],
    ] as const) {
      const res = await call(undefined, method, url, body);
      expect(res.statusCode, url).toBe(401);
    }
    expect(outboxes.newMessages('sms')).toEqual([]);
  });

  it('keeps a name, and clears it when emptied', async () => {
    const { token } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    const saved = await call(
      token,
      'PUT',
      '/api/account/profile',
      { name: '  نورة القحطاني ' },
      'ar',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('تم حفظ بياناتك.');
    expect((await profileOf(token)).name).toBe('نورة القحطاني');
    const tooLong = await call(token, 'PUT', '/api/account/profile', { name: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect((await profileOf(token)).name).toBe('نورة القحطاني');
    await call(token, 'PUT', '/api/account/profile', { name: '' });
    expect((await profileOf(token)).name).toBeNull();
  });

  it('changes the phone only once a code sent to the new number is typed back', async () => {
    const old = freshMobile();
    const { token, accountId } = await signInShopper(ctx.app, outboxes, old.local);
    const next = freshMobile();

    const asked = await call(
      token,
      'POST',
      '/api/account/contact/code',
      { phone: next.local },
      'ar',
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const sms = outboxes.lastSms();
    expect(sms.to).toBe(next.e164);
    // Nothing changes until the code is back.
    expect((await profileOf(token)).phone).toBe(old.e164);

    const wrongCode = sms.code === '000000' ? '111111' : '000000';
    const wrong = await call(
      token,
      'POST',
      '/api/account/contact/verify',
      { phone: next.local, code: wrongCode },
      'ar',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: { key: 'codeWrong', params: { triesLeft: 4 } } });
    expect(wrong.json().message).toMatch(/الرمز غير صحيح/);
    expect((await profileOf(token)).phone).toBe(old.e164);

    const right = await call(token, 'POST', '/api/account/contact/verify', {
      phone: next.local,
      code: sms.code,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().message).toBe('Your account is updated.');
    const profile = await profileOf(token);
    expect(profile.phone).toBe(next.e164);
    expect(profile.phoneVerifiedAt).not.toBeNull();
    const [entry] = await auditOf(accountId, 'phone-changed');
    expect(JSON.stringify(entry?.details)).not.toContain(next.e164);

    // The code is used: typed again, it no longer works.
    const again = await call(token, 'POST', '/api/account/contact/verify', {
      phone: next.local,
      code: sms.code,
    });
    expect(again.json()).toMatchObject({ reason: { key: 'codeDead' } });
  });

  it('refuses a number of another account, a non-Saudi number and the same number, in the page’s language', async () => {
    const theirs = freshMobile();
    await signInShopper(ctx.app, outboxes, theirs.local);
    const mine = freshMobile();
    const { token } = await signInShopper(ctx.app, outboxes, mine.local);

    const taken = await call(
      token,
      'POST',
      '/api/account/contact/code',
      { phone: theirs.e164 },
      'ar',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: { key: 'contactTaken' } });
    expect(taken.json().message).toMatch(/مرتبط بحساب آخر/);

    const foreign = await call(token, 'POST', '/api/account/contact/code', {
      phone: '+971501234567',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ reason: { key: 'notSaudiMobile' } });

    const same = await call(token, 'POST', '/api/account/contact/code', { phone: mine.local });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ reason: { key: 'contactSame' } });
    expect(outboxes.newMessages('sms')).toEqual([]);
    expect((await profileOf(token)).phone).toBe(mine.e164);
  });

  it('refuses at verification a number another account took after the code was sent', async () => {
    const { token } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    const wanted = freshMobile();
    await call(token, 'POST', '/api/account/contact/code', { phone: wanted.local });
    const { code } = outboxes.lastSms();
    // Meanwhile another account gets the number (its owner signed in on another device).
    await ctx.database.db
      .insert(shopperAccounts)
      .values({ phone: wanted.e164, phoneVerifiedAt: new Date() });
    const late = await call(
      token,
      'POST',
      '/api/account/contact/verify',
      { phone: wanted.local, code },
      'ar',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: { key: 'contactTaken' } });
    expect((await profileOf(token)).phone).not.toBe(wanted.e164);
  });

  it('adds an email proven by a code sent to it', async () => {
    const { token } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    const email = `profile-${Date.now()}@example.com`;
    const asked = await call(token, 'POST', '/api/account/contact/code', {
      email: email.toUpperCase(),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const [mail] = outboxes.newMessages('email');
    const code = /\b(\d{6})\b/.exec(mail!.replace(/=\r?\n/g, ''))?.[1];
    const verified = await call(token, 'POST', '/api/account/contact/verify', { email, code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await profileOf(token)).email).toBe(email);
  });
});

describe('marketing preferences', () => {
  it('are all off by default; each opt-in keeps the time it was given, until turned off', async () => {
    const { token, accountId } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    expect((await profileOf(token)).marketing).toEqual({ email: null, sms: null, whatsapp: null });

    const on = await call(
      token,
      'PUT',
      '/api/account/marketing',
      { email: true, sms: false, whatsapp: true },
      'ar',
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().message).toBe('تم حفظ اختياراتك.');
    const first = shopperProfileSchema.parse(on.json().data).marketing;
    expect(first.email).not.toBeNull();
    expect(first.whatsapp).not.toBeNull();
    expect(first.sms).toBeNull();

    // Saved again with SMS added: email and WhatsApp keep their first time.
    const more = await call(token, 'PUT', '/api/account/marketing', {
      email: true,
      sms: true,
      whatsapp: true,
    });
    const second = shopperProfileSchema.parse(more.json().data).marketing;
    expect(second.email).toBe(first.email);
    expect(second.whatsapp).toBe(first.whatsapp);
    expect(second.sms).not.toBeNull();

    await call(token, 'PUT', '/api/account/marketing', {
      email: false,
      sms: true,
      whatsapp: false,
    });
    const third = (await profileOf(token)).marketing;
    expect(third).toEqual({ email: null, sms: second.sms, whatsapp: null });

    // A body that is not three yes-or-no answers changes nothing.
    const bad = await call(token, 'PUT', '/api/account/marketing', { email: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await profileOf(token)).marketing).toEqual(third);
    expect(await auditOf(accountId, 'marketing-preferences')).toHaveLength(3);
  });
});
