import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  shipmentRequestSchema,
  trackingNumberProblem,
  type ShipmentRequestInput,
} from '@store/shared/schemas/carriers';
import { CarrierError } from '../shipping-provider.ts';
import { FakeOto } from './fake-oto-server.ts';
import { OtoClient, type OtoClientOptions } from './oto-client.ts';
import {
  otoMobile,
  otoOrderDate,
  readOtoWebhook,
  shipmentStatusOf,
  toOtoAmount,
} from './oto-wire.ts';

let fake: FakeOto;

beforeAll(async () => {
  fake = await new FakeOto().start();
  fake.hangMs = 600;
});
afterAll(() => fake.stop());

function client(overrides: Partial<OtoClientOptions> = {}) {
  return new OtoClient({
    refreshToken: fake.refreshToken,
    baseUrl: fake.url,
    timeoutMs: 300,
    labelPolls: 3,
    labelPollMs: 10,
    ...overrides,
  });
}

let sequence = 0;
function request(overrides: Partial<ShipmentRequestInput> = {}) {
  sequence++;
  return shipmentRequestSchema.parse({
    reference: `MA-OTO-${String(sequence).padStart(4, '0')}`,
    recipient: {
      name: 'عبدالله الغامدي',
      phone: '+966 50 123 4567',
      email: 'abdullah@example.com',
      city: 'Jeddah',
      district: 'Al Hamra',
      addressLine: '6832 Abruq AR Rughamah, Jeddah 22272',
      postalCode: '22272',
    },
    items: [
      { name: 'Oud Royal', sku: 'OUD-50', quantity: 2, unitPriceHalalas: 450_00 },
      { name: 'عنبر', quantity: 1, unitPriceHalalas: 120_50 },
    ],
    totalHalalas: 1_020_50,
    codHalalas: 1_020_50,
    weightGrams: 1_200,
    ...overrides,
  });
}

async function failure(work: Promise<unknown>): Promise<CarrierError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('OTO amounts, phones and dates at the edge', () => {
  it('sends halalas as SAR numbers, exactly', () => {
    expect(toOtoAmount(0)).toBe(0);
    expect(toOtoAmount(1)).toBe(0.01);
    expect(toOtoAmount(12345)).toBe(123.45);
    expect(toOtoAmount(1_020_50)).toBe(1020.5);
    expect(() => toOtoAmount(-1)).toThrow(RangeError);
    expect(() => toOtoAmount(1.5)).toThrow(RangeError);
  });

  it('sends Saudi mobiles in the form OTO keeps them', () => {
    expect(otoMobile('+966 50 123 4567')).toBe('966501234567');
    expect(otoMobile('0501234567')).toBe('966501234567');
    expect(otoMobile('501234567')).toBe('966501234567');
    expect(otoMobile('00966501234567')).toBe('966501234567');
    expect(otoMobile('+971 50 123 4567')).toBe('971501234567');
  });

  it("writes the order date as OTO's example, in Riyadh time", () => {
    expect(otoOrderDate(new Date('2022-12-31T12:45:00Z'))).toBe('31/12/2022 15:45');
    expect(otoOrderDate(new Date('2026-01-01T21:05:00Z'))).toBe('02/01/2026 00:05');
  });

  it("maps OTO's statuses to ours and leaves the others out", () => {
    expect(shipmentStatusOf('searchingDriver')).toBe('created');
    expect(shipmentStatusOf('pickedUp')).toBe('picked_up');
    expect(shipmentStatusOf('arrivedDestinationTerminal')).toBe('in_transit');
    expect(shipmentStatusOf('outForDelivery')).toBe('out_for_delivery');
    expect(shipmentStatusOf('delivered')).toBe('delivered');
    expect(shipmentStatusOf('undeliveredAttempt')).toBe('delivery_failed');
    expect(shipmentStatusOf('returned')).toBe('returned');
    expect(shipmentStatusOf('shipmentCanceled')).toBe('cancelled');
    for (const other of ['new', 'packed', 'informationUpdate', 'reverseReturned', 'toString']) {
      expect(shipmentStatusOf(other), other).toBeNull();
    }
  });
});

// No database involved: runs once, not again in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')('OtoClient against the documented API', () => {
  it('creates the order and its shipment, then brings back the carrier number, the PDF label and the page', async () => {
    const oto = client();
    const shipment = request();
    const created = await oto.createShipment(shipment);

    expect(created.provider).toBe('oto');
    expect(created.reference).toBe(shipment.reference);
    expect(created.carrier).toBe('smsa');
    expect(created.deliveryCompany).toBe('smsaecom');
    expect(trackingNumberProblem('smsa', created.trackingNumber)).toBeNull();
    expect(created.label.url).toContain('/print/awb?enc=');
    expect(created.label.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(created.trackingUrl).toContain('/tracking?enc=');
    expect(created.status).toBe('created');
    expect(created.providerShipmentId).toBe(fake.orders.get(shipment.reference)!.otoId);

    const sent = JSON.parse(fake.calls('POST', '/rest/v2/createOrder').at(-1)!.body) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      orderId: shipment.reference,
      payment_method: 'cod',
      amount: 1020.5,
      amount_due: 1020.5,
      currency: 'SAR',
      packageCount: 1,
      packageWeight: 1.2,
      language: 'ar',
      customer: {
        name: 'عبدالله الغامدي',
        mobile: '966501234567',
        city: 'Jeddah',
        district: 'Al Hamra',
        country: 'SA',
        postcode: '22272',
      },
      items: [
        { name: 'Oud Royal', sku: 'OUD-50', price: 450, quantity: 2, rowTotal: 900 },
        { name: 'عنبر', price: 120.5, quantity: 1, rowTotal: 120.5 },
      ],
    });
    expect(sent.orderDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // Every authenticated call carried a bearer access token, never the refresh token.
    for (const call of fake.requests.filter((r) => r.path !== '/rest/v2/refreshToken')) {
      if (call.path.startsWith('/rest/v2/')) {
        expect(call.headers.authorization).toMatch(/^Bearer ey/);
        expect(call.headers.authorization).not.toContain(fake.refreshToken);
      }
    }
  });

  it('sends a paid order with nothing to collect, the pickup location and the delivery option', async () => {
    const oto = client({ pickupLocationCode: 'jdd_wh', deliveryOptionId: 102 });
    const created = await oto.createShipment(request({ codHalalas: 0 }));
    expect(created.carrier).toBe('aramex');
    expect(trackingNumberProblem('aramex', created.trackingNumber)).toBeNull();
    const sent = JSON.parse(fake.calls('POST', '/rest/v2/createOrder').at(-1)!.body) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      payment_method: 'paid',
      amount_due: 0,
      pickupLocationCode: 'jdd_wh',
      deliveryOptionId: 102,
    });
    const shipped = JSON.parse(
      fake.calls('POST', '/rest/v2/createShipment').at(-1)!.body,
    ) as unknown;
    expect(shipped).toEqual({ orderId: created.reference, deliveryOptionId: 102 });
  });

  it('is the same shipment when asked again with the same reference (a retry after a lost answer)', async () => {
    const oto = client();
    const shipment = request();
    const first = await oto.createShipment(shipment);
    const ordersBefore = fake.orders.size;
    const again = await oto.createShipment(shipment);
    expect(again.trackingNumber).toBe(first.trackingNumber);
    expect(again.providerShipmentId).toBe(first.providerShipmentId);
    expect(fake.orders.size).toBe(ordersBefore);
  });

  it('survives a time-out after OTO created the order: the retry goes on from there', async () => {
    const oto = client();
    const shipment = request();
    fake.failNext('hang');
    const lost = await failure(oto.createShipment(shipment));
    expect(lost.kind).toBe('unavailable');
    expect(lost.message).toContain('timed out');
    expect(fake.orders.has(shipment.reference)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, fake.hangMs));
    const created = await oto.createShipment(shipment);
    expect(created.trackingNumber).toBe(fake.orders.get(shipment.reference)!.shipmentId);
  });

  it('says the label is pending while the carrier has not given its number, and tracking brings it later', async () => {
    fake.labelDelayPolls = 5;
    try {
      const oto = client({ labelPolls: 2 });
      const shipment = request();
      const pending = await failure(oto.createShipment(shipment));
      expect(pending.kind).toBe('pending');
      expect(pending.key).toBe('labelPending');
      expect(pending.details.reference).toBe(shipment.reference);
      let tracking = await oto.trackShipment(shipment.reference);
      while (!tracking.trackingNumber) tracking = await oto.trackShipment(shipment.reference);
      expect(tracking.status).toBe('created');
      expect(tracking.labelUrl).toContain('/print/awb');
      expect(tracking.carrier).toBe('smsa');
    } finally {
      fake.labelDelayPolls = 0;
    }
  });

  it('keeps the label address when it does not answer a PDF', async () => {
    fake.labelAsHtml = true;
    try {
      const created = await client().createShipment(request());
      expect(created.label.pdf).toBeNull();
      expect(created.label.url).toContain('/print/awb');
    } finally {
      fake.labelAsHtml = false;
    }
  });

  it("refuses a bad address with OTO's own words and code", async () => {
    const noCity = request();
    const error = await failure(
      client().createShipment({ ...noCity, recipient: { ...noCity.recipient, city: '' } }),
    );
    expect(error.kind).toBe('refused');
    expect(error.key).toBe('addressRefused');
    expect(error.providerCode).toBe('OTO1022');
    expect(error.providerMessage).toBe('Recipient city is missing or invalid');
    expect(error.details.httpStatus).toBe(400);

    const badPhone = request();
    const phone = await failure(
      client().createShipment({ ...badPhone, recipient: { ...badPhone.recipient, phone: '12' } }),
    );
    expect(phone.key).toBe('addressRefused');
    expect(phone.providerCode).toBe('OTO1030');
  });

  it('says when the wallet has no credit', async () => {
    fake.hasCredit = false;
    try {
      const error = await failure(client().createShipment(request()));
      expect(error.key).toBe('creditLow');
      expect(error.providerMessage).toBe('Credit is not enough');
    } finally {
      fake.hasCredit = true;
    }
  });

  it('refuses a wrong refresh token as such, and never repeats a token in its message', async () => {
    const wrong = 'AMf-not-the-merchants-token-4242';
    const error = await failure(client({ refreshToken: wrong }).createShipment(request()));
    expect(error.kind).toBe('refused');
    expect(error.key).toBe('authRefused');
    expect(error.details.httpStatus).toBe(401);
    expect(error.message).not.toContain(wrong);
    expect(JSON.stringify(error.details)).not.toContain(wrong);
  });

  it('gets a new access token when OTO says the old one expired, and retries once', async () => {
    const oto = client();
    await oto.accountInfo();
    const tokensBefore = fake.calls('POST', '/rest/v2/refreshToken').length;
    await oto.accountInfo();
    expect(fake.calls('POST', '/rest/v2/refreshToken').length).toBe(tokensBefore);
    fake.expireTokens();
    const info = await oto.accountInfo();
    expect(info.email).toBe('testEmail_enterprise@tryoto.com');
    expect(fake.calls('POST', '/rest/v2/refreshToken').length).toBe(tokensBefore + 1);
  });

  it.each([
    ['server-error', 500, 'OTO1009'],
    ['rate-limited', 429, 'OTO1143'],
    ['bad-gateway', 502, null],
  ] as const)(
    'reports OTO down (%s) as unavailable, with what it said',
    async (fault, status, code) => {
      const oto = client();
      await oto.accountInfo();
      fake.failNext(fault);
      const error = await failure(oto.createShipment(request()));
      expect(error.kind).toBe('unavailable');
      expect(error.key).toBe('unavailable');
      expect(error.details.httpStatus).toBe(status);
      expect(error.providerCode).toBe(code);
      expect(error.providerMessage).toBeTruthy();
    },
  );

  it('reports a cut-off answer and a closed port as unavailable', async () => {
    const oto = client();
    await oto.accountInfo();
    fake.failNext('malformed');
    expect((await failure(oto.accountInfo())).message).toContain('unreadable');
    const closed = client({ baseUrl: 'http://127.0.0.1:9' });
    const error = await failure(closed.accountInfo());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('failed');
  });

  it('tracks a shipment along its way', async () => {
    const oto = client();
    const { reference } = await oto.createShipment(request());
    expect((await oto.trackShipment(reference)).status).toBe('created');
    fake.advance(reference);
    expect((await oto.trackShipment(reference)).status).toBe('picked_up');
    fake.advance(reference, 'undeliveredAttempt');
    const failed = await oto.trackShipment(reference);
    expect(failed.status).toBe('delivery_failed');
    expect(failed.providerStatus).toBe('undeliveredAttempt');
    const unknown = await failure(oto.trackShipment('MA-NEVER-SHIPPED'));
    expect(unknown.kind).toBe('not-found');
    expect(unknown.providerCode).toBe('OTO1002');
  });

  it('registers webhooks and lists them without their secrets', async () => {
    const oto = client();
    await oto.registerWebhook(
      'https://shop.example/api/carriers/oto/webhook',
      'orderStatus',
      'whsec-1',
    );
    const listed = await oto.listWebhooks();
    expect(listed).toContainEqual({
      id: expect.any(String) as string,
      url: 'https://shop.example/api/carriers/oto/webhook',
      webhookType: 'orderStatus',
    });
    expect(JSON.stringify(listed)).not.toContain('whsec-1');
    const again = await failure(
      oto.registerWebhook(
        'https://shop.example/api/carriers/oto/webhook',
        'orderStatus',
        'whsec-1',
      ),
    );
    expect(again.providerCode).toBe('OTO1122');
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')("OTO's webhook signature", () => {
  const secret = 'store-webhook-secret-4242';

  it('reads a signed orderStatus body into an update', async () => {
    const oto = client();
    const { reference } = await oto.createShipment(request());
    fake.advance(reference);
    const body = fake.webhookBody(reference, secret, new Date('2026-05-01T09:00:00Z'));
    const reading = readOtoWebhook(JSON.parse(JSON.stringify(body)), secret);
    expect(reading.verified).toBe(true);
    if (!reading.verified || reading.update?.kind !== 'status') throw new Error('not read');
    expect(reading.update).toMatchObject({
      provider: 'oto',
      reference,
      status: 'picked_up',
      providerStatus: 'pickedUp',
      carrier: 'smsa',
      eventId: `${reference}:pickedUp:${Date.parse('2026-05-01T09:00:00Z')}`,
    });
    expect(reading.update.occurredAt.toISOString()).toBe('2026-05-01T09:00:00.000Z');
    expect(reading.payload).not.toHaveProperty('signature');
  });

  it('refuses a body signed with another secret, altered, or unsigned', async () => {
    const oto = client();
    const { reference } = await oto.createShipment(request());
    const body = fake.webhookBody(reference, secret);
    expect(readOtoWebhook(body, 'another-secret')).toMatchObject({ verified: false });
    expect(readOtoWebhook({ ...body, status: 'delivered' }, secret)).toMatchObject({
      verified: false,
      reason: 'signature does not match',
    });
    const { signature: _signature, ...unsigned } = body;
    expect(readOtoWebhook(unsigned, secret)).toMatchObject({
      verified: false,
      reason: 'no signature',
    });
    expect(readOtoWebhook('nope', secret)).toMatchObject({ verified: false });
  });

  it('reads a shipment error, signed over its error code', () => {
    const reading = readOtoWebhook(fake.shipmentErrorBody('MA-ERR-1', secret), secret);
    expect(reading.verified).toBe(true);
    if (!reading.verified) throw new Error('not verified');
    expect(reading.update).toMatchObject({
      kind: 'shipment-error',
      reference: 'MA-ERR-1',
      errorCode: 'deliveryCompanyError',
      message: 'delivery company not allow to create shipment',
      carrierMessage: 'error: Shipper.PartyAddress - City/Zipcode is empty',
      carrier: 'aramex',
    });
  });

  it('verifies, then leaves out, a status that is no step of the delivery', async () => {
    const oto = client();
    const { reference } = await oto.createShipment(request());
    fake.advance(reference, 'informationUpdate');
    const reading = readOtoWebhook(fake.webhookBody(reference, secret), secret);
    expect(reading).toMatchObject({
      verified: true,
      update: null,
      providerStatus: 'informationUpdate',
    });
  });
});
