import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_SETTING_PROBLEMS } from '@store/shared/schemas/payment-providers';
import { auditLog, secrets } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { customer, insertProduct } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { FakeMoyasar, FakeTabby } from './testing.ts';

/**
 * Moyasar's and Tabby's settings through the admin API, with the real clients talking to local
 * fakes of both providers. Nothing is in the environment but the fakes' addresses: the store
 * starts on the simulators, as a new one would.
 */
let ctx: TestContext;
let moyasarFake: FakeMoyasar;
let tabbyFake: FakeTabby;
let users: AdminTestHeaders;
const logLines: string[] = [];
/** Every response body of this file, to prove no secret ever leaves the server. */
const bodies: string[] = [];

const MOYASAR_WEBHOOK_SECRET = 'moyasar-webhook-secret-4471';
const TABBY_WEBHOOK_SECRET = 'tabby-webhook-secret-8832';
const BASE = '/api/admin/payments/providers';

beforeAll(async () => {
  moyasarFake = await new FakeMoyasar().start();
  tabbyFake = await new FakeTabby().start();
  tabbyFake.hangMs = 1_000;
  ctx = await createTestApp({
    env: {
      MOYASAR_BASE_URL: moyasarFake.url,
      TABBY_BASE_URL: tabbyFake.url,
      PAYPAL_TIMEOUT_MS: '300',
    },
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await moyasarFake?.stop();
  await tabbyFake?.stop();
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

const getProviders = () => call('GET', BASE);
const putMoyasar = (payload: object) => call('PUT', `${BASE}/moyasar`, payload);
const putTabby = (payload: object) => call('PUT', `${BASE}/tabby`, payload);
const testMoyasar = (payload: object = {}) =>
  call('POST', `${BASE}/moyasar/test-connection`, payload);
const testTabby = (payload: object = {}) => call('POST', `${BASE}/tabby/test-connection`, payload);

function fieldErrors(body: { errors?: { field: string; message: string }[] }) {
  return body.errors ?? [];
}

async function startMoyasarPayment() {
  const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
  const price = (await ctx.app.inject(`/api/products/${product.id}`)).json().data.price as number;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/moyasar/payments',
    payload: {
      amount: price,
      currency: 'SAR',
      orderData: {
        items: [{ productId: product.id, quantity: 1 }],
        customerInfo: customer,
        paymentMethod: 'moyasar',
      },
    },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/admin/payments/providers', () => {
  it('shows the simulators and every method on, before anything is saved or configured', async () => {
    const { status, body } = await getProviders();
    expect(status).toBe(200);
    expect(body.data.moyasar).toEqual({
      mode: 'simulator',
      hasSecretKey: false,
      secretKeyLast4: null,
      secretKeySource: null,
      hasWebhookSecret: false,
      webhookSecretSource: null,
      marks: ['mada', 'visa', 'master', 'applepay', 'stcpay'],
      source: 'environment',
      activeProvider: { name: 'moyasar-simulator', simulated: true },
      updatedAt: null,
    });
    expect(body.data.tabby).toMatchObject({
      mode: 'simulator',
      hasSecretKey: false,
      merchantCode: '',
      captureOn: 'shipment',
      source: 'environment',
      activeProvider: { simulated: true },
    });
    expect(body.data.methods).toEqual(
      ['paypal', 'moyasar', 'tabby', 'cod'].map((method) => ({
        method,
        enabled: true,
        minHalalas: null,
        maxHalalas: null,
      })),
    );
    expect(body.data.methodsUpdatedAt).toBeNull();
  });

  it('is for admins only, and so are the saves and the connection tests', async () => {
    expect((await call('GET', BASE, undefined, {})).status).toBe(401);
    expect((await call('GET', BASE, undefined, users.customer)).status).toBe(403);
    expect(
      (await call('PUT', `${BASE}/moyasar`, { mode: 'simulator' }, users.customer)).status,
    ).toBe(403);
    expect((await call('POST', `${BASE}/tabby/test-connection`, {}, {})).status).toBe(401);
  });
});

describe('Moyasar settings', () => {
  it('refuses a key that does not fit the mode, on its field, and changes nothing', async () => {
    const before = (await getProviders()).body.data;
    const live = await putMoyasar({ mode: 'live', secretKey: moyasarFake.secretKey });
    expect(live.status).toBe(400);
    expect(fieldErrors(live.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.liveKeyNeeded },
    ]);
    const test = await putMoyasar({ mode: 'test', secretKey: 'sk_live_0123456789abcdef' });
    expect(fieldErrors(test.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.testKeyNeeded },
    ]);
    const publishable = await putMoyasar({ mode: 'test', secretKey: 'pk_test_0123456789' });
    expect(fieldErrors(publishable.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.notSecretKey },
    ]);
    const none = await putMoyasar({ mode: 'test' });
    expect(none.status).toBe(400);
    expect(fieldErrors(none.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.keyRequired },
    ]);
    expect((await getProviders()).body.data).toEqual(before);
  });

  it('saves test mode with its keys encrypted, shows only the last 4, and checkout uses it at once', async () => {
    const saved = await putMoyasar({
      mode: 'test',
      secretKey: moyasarFake.secretKey,
      webhookSecret: MOYASAR_WEBHOOK_SECRET,
      marks: ['stcpay', 'mada', 'mada'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Payment provider settings saved');
    expect(saved.body.data.moyasar).toMatchObject({
      mode: 'test',
      hasSecretKey: true,
      secretKeyLast4: moyasarFake.secretKey.slice(-4),
      secretKeySource: 'stored',
      hasWebhookSecret: true,
      webhookSecretSource: 'stored',
      marks: ['mada', 'stcpay'],
      source: 'stored',
      activeProvider: { name: 'moyasar', simulated: false },
    });
    expect(saved.body.data.moyasar.updatedAt).toEqual(expect.any(String));

    const rows = await ctx.database.db.select().from(secrets).where(like(secrets.key, 'moyasar.%'));
    expect(rows.map((row) => row.key).sort()).toEqual([
      'moyasar.secretKey',
      'moyasar.webhookSecret',
    ]);
    expect(JSON.stringify(rows)).not.toContain(moyasarFake.secretKey);
    expect(JSON.stringify(rows)).not.toContain(MOYASAR_WEBHOOK_SECRET);

    // The next checkout opens a real invoice at (the fake) Moyasar, without a restart.
    const invoicesBefore = moyasarFake.calls('POST', '/v1/invoices').length;
    const started = await startMoyasarPayment();
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data.simulated).toBe(false);
    expect(moyasarFake.calls('POST', '/v1/invoices')).toHaveLength(invoicesBefore + 1);
    // The simulator's page is gone while Moyasar itself is in force.
    const simulatorPage = await ctx.app.inject(
      '/moyasar-simulator/invoices/00000000-0000-4000-8000-000000000000',
    );
    expect(simulatorPage.statusCode).toBe(404);
  });

  it('keeps the stored key unless replaced, and still refuses live with a test key kept', async () => {
    const kept = await putMoyasar({ mode: 'test', marks: ['mada', 'visa'] });
    expect(kept.status).toBe(200);
    expect(kept.body.data.moyasar).toMatchObject({ hasSecretKey: true, hasWebhookSecret: true });
    const live = await putMoyasar({ mode: 'live' });
    expect(live.status).toBe(400);
    expect(fieldErrors(live.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.liveKeyNeeded },
    ]);
    expect((await getProviders()).body.data.moyasar.mode).toBe('test');
  });

  it('records each save in the audit log without a secret', async () => {
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'payments.moyasar'));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const first = entries.find((entry) =>
      String((entry.details as { note?: string }).note).includes('first save'),
    );
    expect(first?.details).toMatchObject({
      before: { mode: 'simulator', hasSecretKey: false },
      after: { mode: 'test', hasSecretKey: true, hasWebhookSecret: true },
      note: expect.stringContaining('secret key replaced; webhook secret replaced'),
    });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(moyasarFake.secretKey);
    expect(text).not.toContain(moyasarFake.secretKey.slice(-4));
    expect(text).not.toContain(MOYASAR_WEBHOOK_SECRET);
  });

  it('tests the connection with the stored key, or with one typed and not saved', async () => {
    const stored = await testMoyasar();
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ ok: true, outcome: 'connected', mode: 'test' });
    expect(moyasarFake.calls('GET', '/v1/payments').at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${moyasarFake.secretKey}:`).toString('base64')}`,
    );

    const wrong = await testMoyasar({ mode: 'test', secretKey: 'sk_test_not-the-right-one' });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toMatchObject({ ok: false, outcome: 'key-refused', mode: 'test' });
    expect(wrong.body.data.providerMessage).toContain('Invalid authorization credentials');
    expect(wrong.body.data.providerMessage).not.toContain('sk_test_not-the-right-one');
    // Trying a key saves nothing.
    expect((await getProviders()).body.data.moyasar.secretKeyLast4).toBe(
      moyasarFake.secretKey.slice(-4),
    );

    const mismatch = await testMoyasar({ mode: 'live' });
    expect(mismatch.status).toBe(400);
    expect(fieldErrors(mismatch.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.liveKeyNeeded },
    ]);
  });

  it('says Moyasar did not answer on a 5xx or a time-out', async () => {
    moyasarFake.failNext('server-error');
    const failed = await testMoyasar();
    expect(failed.body.data).toMatchObject({ ok: false, outcome: 'unavailable' });
    expect(failed.body.data.providerMessage).toContain('500');

    moyasarFake.failNext('hang');
    const hung = await testMoyasar();
    expect(hung.body.data).toMatchObject({
      ok: false,
      outcome: 'unavailable',
      providerMessage: null,
    });
    expect(hung.body.data.message).toContain('did not answer');
  });

  it('answers simulator without calling anyone', async () => {
    const calls = moyasarFake.requests.length;
    const result = await testMoyasar({ mode: 'simulator' });
    expect(result.body.data).toEqual({
      ok: true,
      outcome: 'simulator',
      mode: 'simulator',
      message: 'Moyasar simulator: no money moves',
      providerMessage: null,
    });
    expect(moyasarFake.requests).toHaveLength(calls);
  });

  it('clears a stored secret on request, and goes back to the simulator', async () => {
    const cleared = await putMoyasar({
      mode: 'simulator',
      clearWebhookSecret: true,
      marks: ['mada'],
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.moyasar).toMatchObject({
      mode: 'simulator',
      hasSecretKey: true,
      hasWebhookSecret: false,
      activeProvider: { name: 'moyasar-simulator', simulated: true },
    });
    const both = await putMoyasar({
      mode: 'simulator',
      secretKey: 'sk_test_x1',
      clearSecretKey: true,
    });
    expect(fieldErrors(both.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.replaceAndClear },
    ]);
  });
});

describe('Tabby settings', () => {
  const testMode = () => ({
    mode: 'test',
    secretKey: tabbyFake.secretKey,
    merchantCode: tabbyFake.merchantCode,
    webhookSecret: TABBY_WEBHOOK_SECRET,
    captureOn: 'payment',
  });

  it('needs a merchant code and a key fitting the mode', async () => {
    const noCode = await putTabby({ ...testMode(), merchantCode: '' });
    expect(noCode.status).toBe(400);
    expect(fieldErrors(noCode.body)).toEqual([
      { field: 'merchantCode', message: PROVIDER_SETTING_PROBLEMS.merchantCodeRequired },
    ]);
    const live = await putTabby({ ...testMode(), mode: 'live' });
    expect(fieldErrors(live.body)).toEqual([
      { field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.liveKeyNeeded },
    ]);
    expect((await getProviders()).body.data.tabby.mode).toBe('simulator');
  });

  it('saves test mode and the capture timing, in force at once, secrets never shown', async () => {
    const saved = await putTabby(testMode());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.tabby).toMatchObject({
      mode: 'test',
      hasSecretKey: true,
      secretKeyLast4: tabbyFake.secretKey.slice(-4),
      hasWebhookSecret: true,
      merchantCode: tabbyFake.merchantCode,
      captureOn: 'payment',
      source: 'stored',
      activeProvider: { name: 'tabby', simulated: false },
    });
    expect(ctx.app.checkout.tabbySettings).toMatchObject({
      mode: 'test',
      captureOn: 'payment',
      merchantCode: tabbyFake.merchantCode,
      secretKey: { source: 'stored', last4: tabbyFake.secretKey.slice(-4) },
    });
    expect(JSON.stringify(ctx.app.checkout.tabbySettings)).not.toContain(tabbyFake.secretKey);
    expect(ctx.app.checkout.hosted('tabby')?.name).toBe('tabby');
  });

  it('tests the connection: accepted, wrong key, wrong merchant code', async () => {
    const good = await testTabby();
    expect(good.body.data).toMatchObject({ ok: true, outcome: 'connected', mode: 'test' });
    const sent = tabbyFake.calls('GET', '/api/v1/webhooks').at(-1)!;
    expect(sent.headers['x-merchant-code']).toBe(tabbyFake.merchantCode);

    const wrongKey = await testTabby({ secretKey: 'sk_test_00000000-wrong' });
    expect(wrongKey.body.data).toMatchObject({ ok: false, outcome: 'key-refused' });
    expect(wrongKey.body.data.providerMessage).toContain("provided key doesn't exist");

    const wrongCode = await testTabby({ merchantCode: 'SOMEONE_ELSE' });
    expect(wrongCode.body.data).toMatchObject({ ok: false, outcome: 'key-refused' });
    expect(wrongCode.body.data.message).toBe('Tabby refused the key or the merchant code');
  });

  it('says Tabby did not answer on a 5xx or a time-out', async () => {
    tabbyFake.failNext('server-error');
    expect((await testTabby()).body.data).toMatchObject({ ok: false, outcome: 'unavailable' });
    tabbyFake.failNext('hang');
    expect((await testTabby()).body.data).toMatchObject({
      ok: false,
      outcome: 'unavailable',
      providerMessage: null,
    });
  });

  it('registers the store’s webhook with Tabby once, with our header and secret', async () => {
    // Tabby takes only https addresses: the store's own (PUBLIC_BASE_URL) when it has one.
    const plain = await call('POST', `${BASE}/tabby/webhook`);
    expect(plain.status).toBe(400);
    expect(fieldErrors(plain.body)).toEqual([
      { field: 'webhook', message: PROVIDER_SETTING_PROBLEMS.httpsNeeded },
    ]);
    ctx.app.checkout.publicBaseUrl = 'https://shop.example.com';
    const registered = await call('POST', `${BASE}/tabby/webhook`);
    ctx.app.checkout.publicBaseUrl = undefined;
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data).toMatchObject({
      ok: true,
      mode: 'test',
      url: 'https://shop.example.com/api/tabby/webhook',
      alreadyRegistered: false,
    });
    expect(registered.body.data.message).toMatch(/^Webhook registered: .*\/api\/tabby\/webhook$/);
    const [sent] = tabbyFake.calls('POST', '/api/v1/webhooks');
    expect(JSON.parse(sent!.body)).toMatchObject({
      url: 'https://shop.example.com/api/tabby/webhook',
      is_test: true,
      header: { title: 'X-Store-Webhook-Secret', value: TABBY_WEBHOOK_SECRET },
    });
    ctx.app.checkout.publicBaseUrl = 'https://shop.example.com';
    const again = await call('POST', `${BASE}/tabby/webhook`);
    ctx.app.checkout.publicBaseUrl = undefined;
    expect(again.body.data).toMatchObject({ ok: true, alreadyRegistered: true });
    expect(tabbyFake.calls('POST', '/api/v1/webhooks')).toHaveLength(1);
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line', () => {
    const everything = `${bodies.join('\n')}\n${logLines.join('\n')}`;
    expect(bodies.length).toBeGreaterThan(20);
    expect(logLines.some((line) => line.includes('connection test'))).toBe(true);
    for (const secret of [
      moyasarFake.secretKey,
      MOYASAR_WEBHOOK_SECRET,
      tabbyFake.secretKey,
      TABBY_WEBHOOK_SECRET,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
