import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeUnifonic } from './fake-unifonic-server.ts';
import { UNIFONIC_SEND_PATH, UnifonicClient } from './unifonic-client.ts';

/** The real client against a local Unifonic speaking its documented HTTP (SMS-PROVIDER.md). */
let fake: FakeUnifonic;

beforeAll(async () => {
  fake = await new FakeUnifonic().start();
  fake.hangMs = 800;
});
afterAll(async () => {
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.messages.length = 0;
  fake.unreachable.clear();
});

function client(overrides: { appSid?: string; senderId?: string; timeoutMs?: number } = {}) {
  return new UnifonicClient({
    appSid: overrides.appSid ?? fake.appSid,
    senderId: overrides.senderId ?? 'PerfumeSA',
    baseUrl: fake.url,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });
}

const message = { to: '+966551234567', text: 'رمز الدخول: 482913', reference: 'signin-7f3a' };

describe('Unifonic client', () => {
  it('sends one message as a form, the number without +, and answers Unifonic’s MessageID', async () => {
    const outcome = await client().send(message);
    expect(outcome.sent).toBe(true);
    expect(fake.messages).toHaveLength(1);
    const stored = fake.messages[0]!;
    expect(outcome).toEqual({ sent: true, messageId: stored.messageId });

    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(UNIFONIC_SEND_PATH);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      AppSid: fake.appSid,
      SenderID: 'PerfumeSA',
      Recipient: '966551234567',
      Body: 'رمز الدخول: 482913',
      CorrelationID: 'signin-7f3a',
      responseType: 'JSON',
    });
  });

  it('maps a wrong AppSid (401) to bad credentials, with Unifonic’s words and never the AppSid', async () => {
    const wrong = 'wrong-app-sid-0000';
    const outcome = await client({ appSid: wrong }).send(message);
    expect(outcome).toEqual({
      sent: false,
      reason: 'bad-credentials',
      providerMessage: 'Authentication failed',
    });
    expect(JSON.stringify(outcome)).not.toContain(wrong);
    expect(fake.messages).toHaveLength(0);
  });

  it('maps a sender name the account may not use (480) to sender-not-approved', async () => {
    const outcome = await client({ senderId: 'OtherShop' }).send(message);
    expect(outcome).toMatchObject({ sent: false, reason: 'sender-not-approved' });
    expect(outcome.sent === false && outcome.providerMessage).toBe(
      'This user cannot use specified SenderID',
    );
  });

  it('maps a number Unifonic refuses (482) to invalid-number', async () => {
    fake.unreachable.add('966559999999');
    const outcome = await client().send({ ...message, to: '+966559999999' });
    expect(outcome).toEqual({
      sent: false,
      reason: 'invalid-number',
      providerMessage: 'Invalid dest num',
    });
  });

  it('maps HTTP 200 with success "false" to a refusal in Unifonic’s words', async () => {
    fake.failNext('no-balance');
    const outcome = await client().send(message);
    expect(outcome).toEqual({
      sent: false,
      reason: 'refused',
      providerMessage: 'ER-01: No rate found or insufficient funds',
    });
  });

  it('maps a 5xx to provider-down, and a 429 to rate-limited', async () => {
    fake.failNext('server-error');
    expect(await client().send(message)).toEqual({
      sent: false,
      reason: 'provider-down',
      providerMessage: 'HTTP 500',
    });
    fake.failNext('rate-limited');
    expect(await client().send(message)).toMatchObject({ sent: false, reason: 'rate-limited' });
  });

  it('gives up after its time-out: provider-down, saying how long it waited', async () => {
    fake.failNext('hang');
    const started = Date.now();
    const outcome = await client({ timeoutMs: 200 }).send(message);
    expect(Date.now() - started).toBeLessThan(750);
    expect(outcome).toEqual({
      sent: false,
      reason: 'provider-down',
      providerMessage: 'Unifonic did not answer within 200 ms',
    });
  });

  it('says provider-down when nothing listens at the address', async () => {
    const closed = new FakeUnifonic();
    await closed.start();
    const url = closed.url;
    await closed.stop();
    const outcome = await new UnifonicClient({
      appSid: 'x',
      senderId: 'PerfumeSA',
      baseUrl: url,
      timeoutMs: 1_000,
    }).send(message);
    expect(outcome).toEqual({
      sent: false,
      reason: 'provider-down',
      providerMessage: 'Unifonic could not be reached',
    });
  });

  it('refuses to send what is not a Saudi mobile in E.164 or a bad reference (a bug, not a refusal)', async () => {
    await expect(client().send({ ...message, to: '0551234567' })).rejects.toThrow(/\+9665/);
    await expect(client().send({ ...message, reference: 'has space' })).rejects.toThrow(
      /reference/,
    );
    expect(fake.requests).toHaveLength(0);
  });
});
