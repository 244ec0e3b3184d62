import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARRIER_SETTING_PROBLEMS,
  shipmentRequestSchema,
  trackingNumberProblem,
  type CarrierSettings,
} from '@store/shared/schemas/carriers';
import { loadConfig } from '../../config.ts';
import { auditLog, carrierEvents, secrets } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { shippingProviderInForce } from './carrier-provider.ts';
import { FakeOto, forgetOtoTokens } from './testing.ts';

/**
 * The carriers' admin API, OTO's webhook route and the simulator, through the whole app on a real
 * database, with OTO's real client talking to the local fake. Nothing is in the environment but
 * the fake's address: the store starts on the simulator, as a new one would.
 */
let ctx: TestContext;
let fake: FakeOto;
let users: AdminTestHeaders;
const logLines: string[] = [];
/** Every response body of this file, to prove no secret ever leaves the server. */
const bodies: string[] = [];

const WEBHOOK_SECRET = 'oto-webhook-secret-5521';
const WRONG_TOKEN = 'AMf-wrong-refresh-token-7719';

beforeAll(async () => {
  fake = await new FakeOto().start();
  fake.hangMs = 1_000;
  ctx = await createTestApp({
    seed: false,
    env: { OTO_BASE_URL: fake.url, OTO_TIMEOUT_MS: '300' },
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.stop();
  forgetOtoTokens();
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

const settings = async () =>
  (await call('GET', '/api/admin/carriers/settings')).body.data as CarrierSettings;
const putOto = (payload: object) => call('PUT', '/api/admin/carriers/oto', payload);
const SIMULATOR = '/api/admin/carriers/simulator/shipments';

function shipment(reference: string, overrides: object = {}) {
  return {
    reference,
    recipient: {
      name: 'سارة العتيبي',
      phone: '0551234567',
      city: 'الرياض',
      district: 'العليا',
      addressLine: 'طريق الملك فهد ١٢',
      shortAddress: 'RRRD2929',
    },
    items: [{ name: 'Oud Royal', quantity: 1, unitPriceHalalas: 450_00 }],
    totalHalalas: 450_00,
    codHalalas: 450_00,
    ...overrides,
  };
}

function postWebhook(body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/carriers/oto/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe('a new store ships through the OTO simulator, the whole way', () => {
  it('starts in simulator mode, with the manual carriers and their pages', async () => {
    const view = await settings();
    expect(view.oto).toMatchObject({
      mode: 'simulator',
      hasRefreshToken: false,
      refreshTokenLast4: null,
      hasWebhookSecret: false,
      source: 'environment',
    });
    expect(view.oto.webhookUrl).toMatch(/\/api\/carriers\/oto\/webhook$/);
    expect(view.manual.carriers.map((carrier) => carrier.id)).toEqual([
      'smsa',
      'aramex',
      'spl',
      'jt',
      'naqel',
      'custom',
    ]);
    expect(view.manual.carriers[0]!.trackingUrlTemplate).toContain('smsaexpress.com');
    expect(view.manual.carriers.at(-1)!.trackingUrlTemplate).toBeNull();
  });

  it('creates a shipment with a real PDF label and a tracking number of the carrier', async () => {
    const created = await call(
      'POST',
      SIMULATOR,
      shipment('MA-SIM-0001', { preferredCarrier: 'spl' }),
    );
    expect(created.status).toBe(200);
    const data = created.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      reference: 'MA-SIM-0001',
      carrier: 'spl',
      status: 'created',
      providerStatus: 'shipmentCreated',
      codHalalas: 450_00,
    });
    expect(trackingNumberProblem('spl', data.trackingNumber as string)).toBeNull();
    expect(data.labelPdfBytes).toBeGreaterThan(1000);

    const label = await ctx.app.inject({
      method: 'GET',
      url: data.labelUrl as string,
      headers: users.admin,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await call('POST', SIMULATOR, shipment('MA-SIM-0001'));
    expect((again.body.data as Record<string, unknown>).trackingNumber).toBe(data.trackingNumber);
  });

  it('moves it along, each step delivered to the webhook route as OTO signs it, each once', async () => {
    const steps: string[] = [];
    for (let i = 0; i < 4; i++) {
      const moved = await call('POST', `${SIMULATOR}/MA-SIM-0001/advance`, { move: 'next' });
      expect(moved.status).toBe(200);
      expect(moved.body.data.webhook.httpStatus).toBe(200);
      steps.push(moved.body.data.shipment.status as string);
    }
    expect(steps).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    const events = await ctx.database.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.reference, 'MA-SIM-0001'));
    expect(events.map((event) => event.status)).toEqual(steps);
    expect(events.every((event) => event.processedAt !== null)).toBe(true);
    expect(events.every((event) => !('signature' in event.payload))).toBe(true);
    // No order has this parcel: the fulfilment flow acknowledges each update and drops it.
    const received = logLines.filter((line) =>
      line.includes('carrier update for a shipment the store does not have'),
    );
    expect(received.length).toBeGreaterThanOrEqual(4);
    expect(received.at(-1)).toContain('"status":"delivered"');

    const shown = await call('GET', `${SIMULATOR}/MA-SIM-0001`);
    expect(
      shown.body.data.history.map((step: { providerStatus: string }) => step.providerStatus),
    ).toEqual([
      'searchingDriver',
      'shipmentCreated',
      'pickedUp',
      'inTransit',
      'outForDelivery',
      'delivered',
    ]);
  });

  it("refuses what OTO refuses, with OTO's words: a delivered shipment moves no more, a picked-up one cannot be cancelled", async () => {
    const delivered = await call('POST', `${SIMULATOR}/MA-SIM-0001/advance`, { move: 'next' });
    expect(delivered.status).toBe(422);
    expect(delivered.body).toMatchObject({
      code: 'CARRIER_REFUSED',
      reason: { key: 'carrier.refused', params: { providerCode: 'OTO1103' } },
    });

    await call('POST', SIMULATOR, shipment('MA-SIM-0002'));
    // No body: the next usual step.
    const picked = await call('POST', `${SIMULATOR}/MA-SIM-0002/advance`);
    expect(picked.body.data.shipment.status).toBe('picked_up');
    const cancel = await call('POST', `${SIMULATOR}/MA-SIM-0002/advance`, { move: 'cancelled' });
    expect(cancel.status).toBe(422);
    expect(cancel.body.reason.params).toMatchObject({
      providerCode: 'OTO1082',
      providerMessage: 'Order Status is not allowed for cancel shipment',
    });
    const failed = await call('POST', `${SIMULATOR}/MA-SIM-0002/advance`, {
      move: 'delivery_failed',
    });
    expect(failed.body.data.shipment.status).toBe('delivery_failed');
    const retried = await call('POST', `${SIMULATOR}/MA-SIM-0002/advance`);
    expect(retried.body.data.shipment.providerStatus).toBe('outForDelivery');
    const back = await call('POST', `${SIMULATOR}/MA-SIM-0002/advance`, { move: 'returned' });
    expect(back.body.data.shipment.status).toBe('returned');

    const unknown = await call('POST', `${SIMULATOR}/MA-NOPE/advance`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason.key).toBe('carrier.notFound');
  });

  it('refuses a phone OTO would refuse, as an address refusal', async () => {
    const refused = await call(
      'POST',
      SIMULATOR,
      shipment('MA-SIM-0003', { recipient: { ...shipment('x').recipient, phone: '12' } }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'CARRIER_REFUSED',
      reason: { key: 'carrier.addressRefused', params: { providerCode: 'OTO1030' } },
    });
  });

  it("refuses a webhook not signed with the simulator's key", async () => {
    const forged = await postWebhook({
      orderId: 'MA-SIM-0001',
      status: 'returned',
      timestamp: String(Date.now()),
      signature: 'AAAA',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'WEBHOOK_UNVERIFIED' });
  });
});

describe('the manual carriers', () => {
  it("names the other courier, sets its page, and may replace a carrier's page (https only)", async () => {
    const saved = await call('PUT', '/api/admin/carriers/manual', {
      customName: { en: 'Riyadh Bikes', ar: 'دراجات الرياض' },
      templates: {
        custom: 'https://bikes.example/track/{tracking}',
        jt: 'https://jt.example/?n={tracking}',
        naqel: null,
      },
    });
    expect(saved.status).toBe(200);
    const carriers = (saved.body.data as CarrierSettings).manual.carriers;
    expect(carriers.find((carrier) => carrier.id === 'custom')).toMatchObject({
      name: { en: 'Riyadh Bikes', ar: 'دراجات الرياض' },
      trackingUrlTemplate: 'https://bikes.example/track/{tracking}',
    });
    expect(carriers.find((carrier) => carrier.id === 'jt')).toMatchObject({
      trackingUrlTemplate: 'https://jt.example/?n={tracking}',
      defaultTemplate: expect.stringContaining('jtexpress') as string,
    });
    expect(carriers.find((carrier) => carrier.id === 'naqel')!.trackingUrlTemplate).toContain(
      'naqelexpress.com',
    );
    const plain = await call('PUT', '/api/admin/carriers/manual', {
      customName: { en: 'x', ar: 'x' },
      templates: { custom: 'http://bikes.example/{tracking}' },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errors[0].field).toBe('templates.custom');
  });
});

describe("OTO's settings, test connection and webhooks", () => {
  it('needs a refresh token for test and live, and keeps nothing of a refused save', async () => {
    const refused = await putOto({ mode: 'test' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'refreshToken', message: CARRIER_SETTING_PROBLEMS.tokenRequired },
    ]);
    expect((await settings()).oto.mode).toBe('simulator');
  });

  it('tests the token typed before saving it: refused, accepted, OTO down', async () => {
    const wrong = await call('POST', '/api/admin/carriers/oto/test-connection', {
      mode: 'test',
      refreshToken: WRONG_TOKEN,
    });
    expect(wrong.body.data).toMatchObject({
      ok: false,
      outcome: 'key-refused',
      providerMessage: 'Invalid refresh token',
    });
    const right = await call('POST', '/api/admin/carriers/oto/test-connection', {
      mode: 'test',
      refreshToken: fake.refreshToken,
    });
    expect(right.body.data).toMatchObject({ ok: true, outcome: 'connected', mode: 'test' });
    expect(right.body.data.message).toContain('testEmail_enterprise@tryoto.com');
    fake.failNext('server-error');
    forgetOtoTokens();
    const down = await call('POST', '/api/admin/carriers/oto/test-connection', {
      mode: 'live',
      refreshToken: fake.refreshToken,
    });
    expect(down.body.data).toMatchObject({ ok: false, outcome: 'unavailable' });
  });

  it('saves the token and the webhook secret encrypted, and shows the token only as its last 4', async () => {
    const saved = await putOto({
      mode: 'test',
      refreshToken: fake.refreshToken,
      webhookSecret: WEBHOOK_SECRET,
      pickupLocationCode: 'ruh_wh',
      deliveryOptionId: 103,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.oto).toMatchObject({
      mode: 'test',
      hasRefreshToken: true,
      refreshTokenLast4: fake.refreshToken.slice(-4),
      refreshTokenSource: 'stored',
      hasWebhookSecret: true,
      webhookSecretSource: 'stored',
      pickupLocationCode: 'ruh_wh',
      deliveryOptionId: 103,
      source: 'stored',
    });
    const stored = await ctx.database.db.select().from(secrets).where(like(secrets.key, 'oto.%'));
    expect(stored.map((row) => row.key).sort()).toEqual(['oto.refreshToken', 'oto.webhookSecret']);
    for (const row of stored) {
      expect(row.ciphertext).not.toContain(fake.refreshToken);
      expect(row.ciphertext).not.toContain(WEBHOOK_SECRET);
    }
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'carriers.oto'));
    expect(audit!.details).toMatchObject({
      after: { hasRefreshToken: true, hasWebhookSecret: true },
    });
    expect(JSON.stringify(audit)).not.toContain(fake.refreshToken);
    expect(JSON.stringify(audit)).not.toContain(WEBHOOK_SECRET);

    // Saving again without the secrets keeps them.
    const kept = await putOto({
      mode: 'test',
      pickupLocationCode: 'ruh_wh',
      deliveryOptionId: 103,
    });
    expect(kept.body.data.oto.hasRefreshToken).toBe(true);
    expect(kept.body.data.oto.hasWebhookSecret).toBe(true);
  });

  it('closes the simulator once OTO is in test mode', async () => {
    expect((await call('GET', SIMULATOR)).status).toBe(404);
  });

  it("receives OTO's signed webhooks: once each, repeats answered, forgeries refused", async () => {
    const reference = 'MA-OTO-LIVE-1';
    // The shipment is made through OTO's real client, as a flow would.
    const provider = await shippingProviderInForce({
      db: ctx.database.db,
      box: ctx.app.secretBox,
      config: loadConfig({ NODE_ENV: 'test', OTO_BASE_URL: fake.url, OTO_TIMEOUT_MS: '300' }, null),
    });
    expect(provider.name).toBe('oto');
    const made = await provider.createShipment(shipmentRequestSchema.parse(shipment(reference)));
    expect(made.carrier).toBe('spl');
    expect(JSON.parse(fake.calls('POST', '/rest/v2/createOrder').at(-1)!.body)).toMatchObject({
      pickupLocationCode: 'ruh_wh',
      deliveryOptionId: 103,
    });

    fake.advance(reference);
    const body = fake.webhookBody(reference, WEBHOOK_SECRET);
    const first = await postWebhook(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false, passedOn: true });
    const repeat = await postWebhook(body);
    expect(repeat.json().data).toEqual({ received: true, duplicate: true, passedOn: false });
    const forged = await postWebhook(fake.webhookBody(reference, 'not-our-secret'));
    expect(forged.statusCode).toBe(401);
    const error = await postWebhook(fake.shipmentErrorBody(reference, WEBHOOK_SECRET));
    expect(error.json().data.passedOn).toBe(true);
    const events = await ctx.database.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.reference, reference));
    expect(events.map((event) => [event.providerStatus, event.status])).toEqual([
      ['pickedUp', 'picked_up'],
      ['deliveryCompanyError', null],
    ]);
  });

  it('registers both webhook addresses with OTO, over https only', async () => {
    const plain = await call('POST', '/api/admin/carriers/oto/webhook');
    expect(plain.status).toBe(400);
    expect(plain.body.errors[0].message).toBe(CARRIER_SETTING_PROBLEMS.httpsNeeded);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/carriers/oto/webhook',
      headers: { ...users.admin, 'x-forwarded-proto': 'https', host: 'shop.example' },
    });
    // Without TRUST_PROXY the forwarded protocol is not believed: still http.
    expect(registered.statusCode).toBe(400);
  });

  it('never lets the token or the webhook secret out: answers, logs', () => {
    for (const secret of [fake.refreshToken, WEBHOOK_SECRET, WRONG_TOKEN]) {
      for (const body of bodies) expect(body).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret);
    }
  });
});

describe('OTO webhook registration over https', () => {
  it('registers status changes and carrier refusals at distinct addresses, once', async () => {
    const https = await createTestApp({
      seed: false,
      env: {
        OTO_BASE_URL: fake.url,
        OTO_TIMEOUT_MS: '300',
        OTO_REFRESH_TOKEN: fake.refreshToken,
        OTO_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_BASE_URL: 'https://shop.example',
      },
    });
    try {
      const admin = await signInTestUsers(https.app, https.database.db);
      fake.webhooks.length = 0;
      const first = await https.app.inject({
        method: 'POST',
        url: '/api/admin/carriers/oto/webhook',
        headers: admin.admin,
      });
      expect(first.json().data).toMatchObject({
        ok: true,
        url: 'https://shop.example/api/carriers/oto/webhook',
        alreadyRegistered: false,
      });
      expect(fake.webhooks.map((webhook) => [webhook.url, webhook.webhookType])).toEqual([
        ['https://shop.example/api/carriers/oto/webhook', 'orderStatus'],
        ['https://shop.example/api/carriers/oto/webhook?kind=shipmentError', 'shipmentError'],
      ]);
      expect(fake.webhooks.every((webhook) => webhook.secretKey === WEBHOOK_SECRET)).toBe(true);
      const again = await https.app.inject({
        method: 'POST',
        url: '/api/admin/carriers/oto/webhook',
        headers: admin.admin,
      });
      expect(again.json().data.alreadyRegistered).toBe(true);
      expect(fake.webhooks).toHaveLength(2);
      expect(again.body).not.toContain(WEBHOOK_SECRET);
    } finally {
      await https.close();
    }
  });
});
