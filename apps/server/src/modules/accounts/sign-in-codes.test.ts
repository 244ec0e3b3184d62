import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_SEND_WINDOW_MS, SIGN_IN_CODE_TTL_MS } from '@store/shared/shopper-sign-in';
import { auditLog, shopperAccounts, shopperSessions, signInCodes } from '../../db/schema.ts';
import { mailHeader, mailText, temporaryDataDir } from '../../test/checkout-support.ts';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';
import {
  askCode,
  freshMobile,
  Outboxes,
  shopperCookieOf,
  signInShopper,
  verifyCode,
} from './test-sign-in.ts';

const clock = createTestClock();
const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, clock: clock.now, env: { DATA_DIR: data.dir } });
});
afterAll(async () => {
  await ctx.close();
  data.remove();
});

function db() {
  return ctx.database.db;
}

async function codesOf(destination: string) {
  return db()
    .select()
    .from(signInCodes)
    .where(eq(signInCodes.destination, destination))
    .orderBy(signInCodes.createdAt);
}

describe('POST /api/account/sign-in/code', () => {
  it('accepts every usual form of a Saudi mobile number and keeps it as E.164', async () => {
    const arabicIndic = (text: string) =>
      text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const forms: ((n: { e164: string; local: string }) => string)[] = [
      (n) => n.local, // 05XXXXXXXX
      (n) => n.local.slice(1), // 5XXXXXXXX
      (n) => n.e164, // +9665XXXXXXXX
      (n) => `00${n.e164.slice(1)}`, // 009665XXXXXXXX
      (n) => arabicIndic(n.local), // ٠٥…
      (n) => `+${arabicIndic(n.e164.slice(1))}`,
      (n) => `${n.local.slice(0, 3)} ${n.local.slice(3, 6)} ${n.local.slice(6)}`,
    ];
    for (const form of forms) {
      const number = freshMobile();
      const res = await askCode(ctx.app, { phone: form(number) });
      expect(res.statusCode, `${form(number)}: ${res.body}`).toBe(202);
      expect(outboxes.lastSms().to).toBe(number.e164);
      const [stored] = await codesOf(number.e164);
      expect(stored).toMatchObject({ destinationKind: 'phone', destination: number.e164 });
    }
    // And the account made at sign-in has it in the same form.
    const number = freshMobile();
    await signInShopper(ctx.app, outboxes, `00${number.e164.slice(1)}`);
    const [account] = await db()
      .select()
      .from(shopperAccounts)
      .where(eq(shopperAccounts.phone, number.e164));
    expect(account?.phoneVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a number that is not a Saudi mobile, in the shopper’s language', async () => {
    for (const phone of ['0112345678', '+971501234567', '12345', 'call me']) {
      const en = await askCode(ctx.app, { phone }, { 'accept-language': 'en' });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a Saudi mobile number, for example 05X XXX XXXX.',
        reason: { key: 'notSaudiMobile' },
      });
      const ar = await askCode(ctx.app, { phone, language: 'ar' });
      expect(ar.statusCode).toBe(400);
      expect(ar.json().message).toBe('يرجى إدخال رقم جوال سعودي، مثل 05X XXX XXXX.');
    }
    const badEmail = await askCode(
      ctx.app,
      { email: 'not-an-address' },
      { 'accept-language': 'ar-SA' },
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      message: 'يرجى إدخال بريد إلكتروني صحيح.',
      reason: { key: 'invalidEmail' },
    });
    expect(outboxes.newMessages('sms')).toEqual([]);
  });

  it('asks for exactly one of phone and email', async () => {
    expect((await askCode(ctx.app, {})).statusCode).toBe(400);
    const number = freshMobile();
    const both = await askCode(ctx.app, { phone: number.local, email: 'a@example.com' });
    expect(both.statusCode).toBe(400);
  });

  it('answers the same whether or not an account exists', async () => {
    const known = freshMobile();
    await signInShopper(ctx.app, outboxes, known.local);
    const unknown = freshMobile();
    const forKnown = await askCode(ctx.app, { phone: known.local });
    const forUnknown = await askCode(ctx.app, { phone: unknown.local });
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.json().data).toEqual({
      channel: 'phone',
      expiresInSeconds: 300,
      codeLength: 6,
    });
    expect(outboxes.newMessages('sms')).toHaveLength(2);
    // No code, and no sign of the account, in the answer.
    expect(forKnown.body).not.toMatch(/\d{6}/);
  });

  it('refuses a 4th send to one number within 15 minutes, and sends again after', async () => {
    const number = freshMobile();
    for (let i = 0; i < 3; i++) {
      expect((await askCode(ctx.app, { phone: number.local })).statusCode).toBe(202);
      clock.advance(60_000);
    }
    outboxes.newMessages('sms');
    // Another form of the same number counts against the same limit.
    const fourth = await askCode(ctx.app, { phone: number.e164 }, { 'accept-language': 'en' });
    expect(fourth.statusCode).toBe(429);
    // The first send was 3 minutes ago: 12 minutes to wait.
    expect(fourth.headers['retry-after']).toBe(String(12 * 60));
    expect(fourth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many codes were sent to this address. Please try again in 12 minutes.',
      reason: { key: 'tooManySends', params: { minutes: 12 } },
    });
    const arabic = await askCode(ctx.app, { phone: number.e164, language: 'ar' });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toContain('12 دقيقة');
    expect(outboxes.newMessages('sms')).toEqual([]);
    expect(await codesOf(number.e164)).toHaveLength(3);

    clock.advance(SIGN_IN_CODE_SEND_WINDOW_MS - 3 * 60_000);
    expect((await askCode(ctx.app, { phone: number.local })).statusCode).toBe(202);
    expect(outboxes.newMessages('sms')).toHaveLength(1);
  });

  it('never keeps the code itself: a keyed hash only', async () => {
    const number = freshMobile();
    await askCode(ctx.app, { phone: number.local });
    const { code } = outboxes.lastSms();
    const [row] = await codesOf(number.e164);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    // Not a plain hash of the code either: without the server's key it cannot be tried.
    const { createHash } = await import('node:crypto');
    expect(row!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('sends the code by email in the shopper’s language', async () => {
    const ar = await askCode(ctx.app, { email: 'Layla@Example.com', language: 'ar' });
    expect(ar.statusCode).toBe(202);
    const [arabic] = outboxes.newMessages('email');
    expect(mailHeader(arabic!, 'To')).toBe('layla@example.com');
    expect(mailHeader(arabic!, 'Subject')).toMatch(/^رمز الدخول الخاص بك \d{6} – /);
    const arabicText = mailText(arabic!);
    expect(arabicText).toContain('استخدم هذا الرمز لتسجيل الدخول');
    const code = /رمز الدخول: (\d{6})/.exec(arabicText)?.[1];
    expect(code).toBeDefined();
    const signedIn = await verifyCode(ctx.app, { email: 'layla@example.com', code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.account).toMatchObject({ email: 'layla@example.com', phone: null });

    const en = await askCode(
      ctx.app,
      { email: 'omar@example.com' },
      { 'accept-language': 'en-GB,ar;q=0.5' },
    );
    expect(en.statusCode).toBe(202);
    const [english] = outboxes.newMessages('email');
    expect(mailHeader(english!, 'Subject')).toMatch(/^\d{6} is your sign-in code – /);
    expect(mailText(english!)).toContain('It works once, for 5 minutes.');
  });
});

describe('POST /api/account/sign-in/verify', () => {
  it('says how many tries are left after a wrong code, and the 5th wrong try kills it', async () => {
    const number = freshMobile();
    await askCode(ctx.app, { phone: number.local });
    const { code } = outboxes.lastSms();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await verifyCode(
        ctx.app,
        { phone: number.local, code: wrong },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: { key: 'codeWrong', params: { triesLeft: left } },
      });
      expect(res.json().message).toBe(
        `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    const fifth = await verifyCode(ctx.app, { phone: number.local, code: wrong, language: 'ar' });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toMatchObject({
      reason: { key: 'tooManyTries' },
      message: 'محاولات خاطئة كثيرة: لم يعد هذا الرمز صالحًا. يرجى طلب رمز جديد.',
    });
    // The right code no longer works either.
    const late = await verifyCode(ctx.app, { phone: number.local, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().reason.key).toBe('codeDead');
    expect(shopperCookieOf(late)).toBeUndefined();
    const [row] = await codesOf(number.e164);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sign-in-code'), eq(auditLog.entityId, row!.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'locked', actorId: null });
    expect(JSON.stringify(audits[0]!.details)).not.toContain(number.e164);
  });

  it('refuses a code after 5 minutes', async () => {
    const number = freshMobile();
    await askCode(ctx.app, { phone: number.local });
    const { code } = outboxes.lastSms();
    clock.advance(SIGN_IN_CODE_TTL_MS);
    const res = await verifyCode(
      ctx.app,
      { phone: number.local, code },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: { key: 'codeDead' },
      message: 'This code has expired or was already used. Please ask for a new code.',
    });

    // A second short of five minutes it still works.
    await askCode(ctx.app, { phone: number.local });
    const fresh = outboxes.lastSms().code;
    clock.advance(SIGN_IN_CODE_TTL_MS - 1000);
    expect((await verifyCode(ctx.app, { phone: number.local, code: fresh })).statusCode).toBe(200);
  });

  it('takes a code once, typed with Arabic-Indic digits too', async () => {
    const number = freshMobile();
    await askCode(ctx.app, { phone: number.local });
    const { code } = outboxes.lastSms();
    const typed = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const first = await verifyCode(ctx.app, { phone: number.e164, code: typed });
    expect(first.statusCode).toBe(200);
    const second = await verifyCode(ctx.app, { phone: number.local, code });
    expect(second.statusCode).toBe(400);
    expect(second.json().reason.key).toBe('codeDead');
  });

  it('takes only the newest code of a number', async () => {
    const number = freshMobile();
    await askCode(ctx.app, { phone: number.local });
    const older = outboxes.lastSms().code;
    await askCode(ctx.app, { phone: number.local });
    const newer = outboxes.lastSms().code;
    if (older !== newer) {
      const res = await verifyCode(ctx.app, { phone: number.local, code: older });
      expect(res.json().reason.key).toBe('codeWrong');
    }
    expect((await verifyCode(ctx.app, { phone: number.local, code: newer })).statusCode).toBe(200);
  });

  it('signs in the same account again, and records the sign-ins', async () => {
    const number = freshMobile();
    const first = await signInShopper(ctx.app, outboxes, number.local);
    const again = await signInShopper(ctx.app, outboxes, number.e164);
    expect(again.accountId).toBe(first.accountId);
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shopper-account'), eq(auditLog.entityId, first.accountId)))
      .orderBy(auditLog.createdAt, auditLog.action);
    expect(audits.map((a) => a.action).sort()).toEqual(['created', 'signed-in']);
  });

  it('of two checks of one code at once, exactly one signs in', async () => {
    const number = freshMobile();
    await askCode(ctx.app, { phone: number.local });
    const { code } = outboxes.lastSms();
    const answers = await Promise.all([
      verifyCode(ctx.app, { phone: number.local, code }),
      verifyCode(ctx.app, { phone: number.e164, code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [account] = await db()
      .select()
      .from(shopperAccounts)
      .where(eq(shopperAccounts.phone, number.e164));
    const sessions = await db()
      .select()
      .from(shopperSessions)
      .where(eq(shopperSessions.accountId, account!.id));
    expect(sessions).toHaveLength(1);
  });
});

describe('when the code cannot be sent', () => {
  it('answers 503 in the shopper’s language, and the code neither works nor counts', async () => {
    // An SMTP server that refuses connections.
    const failing = await createTestApp({
      seed: false,
      env: { DATA_DIR: data.dir, SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    try {
      const email = 'nobody@example.com';
      for (let i = 0; i < 4; i++) {
        const res = await askCode(failing.app, { email, language: 'ar' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          message: 'تعذّر إرسال الرمز الآن. يرجى المحاولة بعد قليل.',
          reason: { key: 'sendFailed' },
        });
      }
      const rows = await failing.database.db
        .select()
        .from(signInCodes)
        .where(eq(signInCodes.destination, email));
      expect(rows).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
