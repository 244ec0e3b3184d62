import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SMS_SETTING_PROBLEMS,
  type SmsSettings,
  type SmsTestResult,
} from '@store/shared/schemas/sms';
import { auditLog, secrets, settings as settingsTable } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { SMS_SETTINGS_KEY, SMS_TEST_TEXT } from './index.ts';
import { FakeUnifonic } from './testing.ts';

/**
 * The SMS settings and test message through the whole app on a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), with Unifonic's real client talking to the local fake. The
 * store starts as a new one would: no AppSid, so messages go to the development outbox.
 */
let ctx: TestContext;
let fake: FakeUnifonic;
let users: AdminTestHeaders;
let dataDir: string;
const logLines: string[] = [];
/** Every response body of this file, to prove the AppSid never leaves the server. */
const bodies: string[] = [];

beforeAll(async () => {
  fake = await new FakeUnifonic().start();
  fake.hangMs = 800;
  dataDir = await mkdtemp(path.join(tmpdir(), 'sms-test-'));
  ctx = await createTestApp({
    seed: false,
    env: { UNIFONIC_BASE_URL: fake.url, SMS_TIMEOUT_MS: '300', DATA_DIR: dataDir },
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers = users.admin,
) {
  const res = await ctx.app.inject({ method, url, headers, payload });
  bodies.push(res.body);
  return { status: res.statusCode, body: res.json() };
}

const readSettings = async () =>
  (await call('GET', '/api/admin/sms/settings')).body.data as SmsSettings;
const save = (payload: object) => call('PUT', '/api/admin/sms/settings', payload);
const sendTest = async (to: string) => {
  const res = await call('POST', '/api/admin/sms/test-message', { to });
  return { status: res.status, body: res.body, result: res.body.data as SmsTestResult };
};
const smsAudits = () =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, SMS_SETTINGS_KEY));

describe('SMS settings: the admin only', () => {
  it('refuses a signed-in non-admin on every route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/sms/settings', undefined],
      ['PUT', '/api/admin/sms/settings', { senderId: 'PerfumeSA' }],
      ['POST', '/api/admin/sms/test-message', { to: '0551234567' }],
    ] as const) {
      expect((await call(method, url, payload, users.customer)).status).toBe(403);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('SMS without credentials, outside production: the development outbox', () => {
  it('says so, and shows where the outbox is', async () => {
    const settings = await readSettings();
    expect(settings).toMatchObject({
      provider: 'unifonic',
      hasAppSid: false,
      appSidLast4: null,
      senderId: '',
      delivery: 'outbox',
      production: false,
      outbox: { directory: path.join(dataDir, 'sms-outbox'), recent: [] },
      updatedAt: null,
    });
  });

  it('writes a test message to a file, logs one line, and lists it on the settings', async () => {
    const { status, result } = await sendTest('٠٥٥ ١٢٣ ٤٥٦٧');
    expect(status).toBe(200);
    expect(result).toMatchObject({
      ok: true,
      delivery: 'outbox',
      to: '+966551234567',
      reason: null,
      providerMessage: null,
    });
    const files = await readdir(path.join(dataDir, 'sms-outbox'));
    expect(files).toEqual([result.messageId]);
    const written = JSON.parse(await readFile(path.join(dataDir, 'sms-outbox', files[0]!), 'utf8'));
    expect(written).toMatchObject({ to: '+966551234567', text: SMS_TEST_TEXT });

    const outboxLines = logLines.filter((line) => line.includes('SMS not sent (no SMS provider)'));
    expect(outboxLines).toHaveLength(1);
    expect(outboxLines[0]).toContain(files[0]);

    const settings = await readSettings();
    expect(settings.outbox?.recent).toEqual([
      expect.objectContaining({ file: files[0], to: '+966551234567', text: SMS_TEST_TEXT }),
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('SMS test message: the store’s Saudi mobile rules', () => {
  it.each([
    '0551234567',
    '551234567',
    '+966551234567',
    '00966551234567',
    '٠٥٥١٢٣٤٥٦٧',
    '055-123-4567',
  ])('takes %s as +966551234567', async (to) => {
    const { status, result } = await sendTest(to);
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, to: '+966551234567' });
  });
});

describe('SMS settings: bad input changes nothing', () => {
  it.each([
    ['empty', '   ', SMS_SETTING_PROBLEMS.senderRequired],
    ['over 11 characters', 'PerfumeStore1', SMS_SETTING_PROBLEMS.senderTooLong],
    ['not Latin letters', 'عطور', SMS_SETTING_PROBLEMS.senderFormat],
    ['digits only', '12345', SMS_SETTING_PROBLEMS.senderFormat],
  ])('refuses a sender name %s on its field', async (_case, senderId, problem) => {
    const { status, body } = await save({ appSid: fake.appSid, senderId });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'senderId', message: problem }]);
  });

  it('refuses an AppSid replaced and cleared at once', async () => {
    const { status, body } = await save({
      appSid: fake.appSid,
      clearAppSid: true,
      senderId: 'PerfumeSA',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'appSid', message: SMS_SETTING_PROBLEMS.replaceAndClear },
    ]);
  });

  it.each(['12345', '0412345678', '+971501234567', 'call me'])(
    'refuses a test message to %s: not a Saudi mobile',
    async (to) => {
      const { status, body } = await sendTest(to);
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'to', message: SMS_SETTING_PROBLEMS.invalidMobile }]);
    },
  );

  it('saved nothing, stored no secret and audited no save', async () => {
    expect(await ctx.database.db.select().from(secrets)).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(settingsTable)
        .where(eq(settingsTable.key, SMS_SETTINGS_KEY)),
    ).toEqual([]);
    expect((await smsAudits()).filter((row) => row.action === 'updated')).toEqual([]);
    expect((await readSettings()).delivery).toBe('outbox');
  });
});

describe('SMS through Unifonic', () => {
  it('saves the AppSid encrypted, shows only its last 4, and audits without it', async () => {
    const { status, body } = await save({ appSid: fake.appSid, senderId: ' PerfumeSA ' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      hasAppSid: true,
      appSidLast4: fake.appSid.slice(-4),
      senderId: 'PerfumeSA',
      delivery: 'provider',
      outbox: null,
    });
    const [stored] = await ctx.database.db.select().from(secrets);
    expect(stored?.key).toBe('unifonic.appSid');
    expect(JSON.stringify(stored)).not.toContain(fake.appSid);

    const [audit] = (await smsAudits()).filter((row) => row.action === 'updated');
    expect(audit?.details).toMatchObject({
      before: { senderId: '', hasAppSid: false },
      after: { senderId: 'PerfumeSA', hasAppSid: true },
    });
    expect(JSON.stringify(audit)).not.toContain(fake.appSid);
  });

  it('sends the test message through Unifonic, the number as Unifonic wants it', async () => {
    const { result } = await sendTest('+966 55 123 4567');
    expect(fake.messages).toHaveLength(1);
    const [sent] = fake.messages;
    expect(sent).toMatchObject({
      senderId: 'PerfumeSA',
      recipient: '966551234567',
      body: SMS_TEST_TEXT,
    });
    expect(result).toEqual({
      ok: true,
      delivery: 'provider',
      to: '+966551234567',
      messageId: sent?.messageId,
      reason: null,
      providerMessage: null,
    });
    const audits = (await smsAudits()).filter((row) => row.action === 'sms-test-sent');
    expect(audits.map((row) => row.details?.after)).toContainEqual({
      to: '+966551234567',
      delivery: 'provider',
      ok: true,
      reason: null,
    });
  });

  it('keeps the AppSid when a save leaves it blank', async () => {
    const { body } = await save({ appSid: '', senderId: 'PerfumeSA' });
    expect(body.data).toMatchObject({ hasAppSid: true, appSidLast4: fake.appSid.slice(-4) });
    expect((await sendTest('0551234567')).result.ok).toBe(true);
  });

  it('says why Unifonic refused: a sender name not approved, a wrong AppSid', async () => {
    await save({ senderId: 'OtherShop' });
    expect((await sendTest('0551234567')).result).toMatchObject({
      ok: false,
      delivery: 'provider',
      reason: 'sender-not-approved',
      providerMessage: 'This user cannot use specified SenderID',
    });
    await save({ appSid: 'wrong-app-sid-1234', senderId: 'PerfumeSA' });
    expect((await sendTest('0551234567')).result).toMatchObject({
      ok: false,
      reason: 'bad-credentials',
      providerMessage: 'Authentication failed',
    });
  });

  it('says Unifonic is down on a 5xx and on a time-out', async () => {
    await save({ appSid: fake.appSid, senderId: 'PerfumeSA' });
    fake.failNext('server-error');
    expect((await sendTest('0551234567')).result).toMatchObject({
      ok: false,
      reason: 'provider-down',
    });
    fake.failNext('hang');
    expect((await sendTest('0551234567')).result).toMatchObject({
      ok: false,
      reason: 'provider-down',
      providerMessage: 'Unifonic did not answer within 300 ms',
    });
  });

  it('goes back to the outbox when the AppSid is cleared', async () => {
    const { body } = await save({ clearAppSid: true, senderId: 'PerfumeSA' });
    expect(body.data).toMatchObject({ hasAppSid: false, appSidLast4: null, delivery: 'outbox' });
    expect(await ctx.database.db.select().from(secrets)).toEqual([]);
  });

  it('never let the AppSid into an answer or a log line', () => {
    for (const secret of [fake.appSid, 'wrong-app-sid-1234']) {
      expect(bodies.join('\n')).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret);
    }
  });
});

describe('SMS in production without credentials', () => {
  let production: TestContext;
  let productionDir: string;
  let admin: AdminTestHeaders;

  beforeAll(async () => {
    productionDir = await mkdtemp(path.join(tmpdir(), 'sms-production-'));
    production = await createTestApp({
      seed: false,
      env: { NODE_ENV: 'production', UNIFONIC_BASE_URL: fake.url, DATA_DIR: productionDir },
    });
    admin = await signInTestUsers(production.app, production.database.db);
  });
  afterAll(async () => {
    await production?.close();
    if (productionDir) await rm(productionDir, { recursive: true, force: true });
  });

  it('writes to the outbox as `npm start` on a fresh machine would, and tells the admin it is production', async () => {
    const get = await production.app.inject({
      method: 'GET',
      url: '/api/admin/sms/settings',
      headers: admin.admin,
    });
    expect(get.json().data).toMatchObject({ delivery: 'outbox', production: true });
    const before = fake.requests.length;
    const test = await production.app.inject({
      method: 'POST',
      url: '/api/admin/sms/test-message',
      headers: admin.admin,
      payload: { to: '0551234567' },
    });
    const result = test.json().data as SmsTestResult;
    expect(result).toMatchObject({ ok: true, delivery: 'outbox', to: '+966551234567' });
    expect(await readdir(path.join(productionDir, 'sms-outbox'))).toEqual([result.messageId]);
    expect(fake.requests.length).toBe(before);
  });
});
