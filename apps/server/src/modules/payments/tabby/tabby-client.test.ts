import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.ts';
import { FakeTabby } from './fake-tabby-server.ts';
import { TABBY_BASE_URLS, TabbyClient, verifyTabbyWebhook } from './tabby-client.ts';
import {
  fromTabbyAmount,
  parseTabbyAmount,
  readTabbyPayment,
  TABBY_REJECTION_MESSAGES,
  toTabbyAmount,
  type TabbySessionRequest,
} from './tabby-wire.ts';

let fake: FakeTabby;

beforeAll(async () => {
  fake = await new FakeTabby().start();
  fake.hangMs = 600;
});
afterAll(() => fake.stop());

function client(overrides: Partial<ConstructorParameters<typeof TabbyClient>[0]> = {}) {
  return new TabbyClient({
    secretKey: fake.secretKey,
    merchantCode: fake.merchantCode,
    baseUrl: fake.url,
    timeoutMs: 300,
    ...overrides,
  });
}

let sequence = 0;
function session(overrides: Partial<TabbySessionRequest> = {}): TabbySessionRequest {
  sequence++;
  return {
    amountHalalas: 2_716_70,
    currency: 'SAR',
    description: 'Maison Anbar order',
    buyer: { name: 'Sara Test', email: 'otp.success@tabby.ai', phone: '+966500000001' },
    shippingAddress: { city: 'Riyadh', address: 'King Fahd Road 12', zip: '12211' },
    order: {
      referenceId: `MA-TABBY-${String(sequence).padStart(4, '0')}`,
      items: [
        {
          title: 'Oud Royal',
          quantity: 2,
          unitPriceHalalas: 1_200_00,
          category: 'Perfumes',
          referenceId: 'p1',
        },
        {
          title: 'عنبر',
          quantity: 1,
          unitPriceHalalas: 266_70,
          category: 'Perfumes',
          referenceId: 'p2',
        },
      ],
      taxHalalas: 0,
      shippingHalalas: 50_00,
      discountHalalas: 0,
    },
    lang: 'en',
    urls: {
      success: 'https://shop.test/payment/tabby/success',
      cancel: 'https://shop.test/payment/tabby/cancel',
      failure: 'https://shop.test/payment/tabby/failure',
    },
    ...overrides,
  };
}

async function failure(work: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** A created session whose payment the buyer has authorized on Tabby's page. */
async function authorizedPayment(amountHalalas = 2_716_70) {
  const tabby = client();
  const created = await tabby.createSession(session({ amountHalalas }));
  expect(fake.authorize(created.paymentId!)).toBe('AUTHORIZED');
  return { tabby, paymentId: created.paymentId! };
}

describe('Tabby amounts: integer halalas and decimal strings', () => {
  it('formats halalas exactly', () => {
    expect(toTabbyAmount(0)).toBe('0.00');
    expect(toTabbyAmount(1)).toBe('0.01');
    expect(toTabbyAmount(100)).toBe('1.00');
    expect(toTabbyAmount(12345)).toBe('123.45');
    expect(toTabbyAmount(999_999_999)).toBe('9999999.99');
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => toTabbyAmount(bad)).toThrow(RangeError);
    }
  });

  it('reads what Tabby sends and refuses anything else', () => {
    expect(fromTabbyAmount('1.5')).toBe(150);
    expect(fromTabbyAmount('1.50')).toBe(150);
    expect(fromTabbyAmount('100')).toBe(10000);
    expect(fromTabbyAmount('123.45')).toBe(12345);
    expect(fromTabbyAmount('0.01')).toBe(1);
    expect(fromTabbyAmount('2.500')).toBe(250);
    for (const bad of [
      'abc',
      '-1',
      '1.234',
      '',
      ' 1',
      '1e3',
      '1.',
      '.5',
      '1,5',
      '99999999999999999',
    ]) {
      expect(parseTabbyAmount(bad)).toBeNull();
      expect(() => fromTabbyAmount(bad)).toThrow(RangeError);
    }
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (halalas) => {
        expect(fromTabbyAmount(toTabbyAmount(halalas))).toBe(halalas);
      }),
    );
  });
});

// No database involved: runs once, not again in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'TabbyClient against the documented API',
  () => {
    it('creates a session with the secret key, the documented body and the buyer link', async () => {
      const input = session({
        buyerHistory: { registeredSince: '2024-01-02T10:00:00Z', loyaltyLevel: 3 },
      });
      const created = await client().createSession(input);
      expect(created).toMatchObject({ status: 'created', rejectionReason: null });
      expect(created.webUrl).toMatch(new RegExp(`^${fake.url}/hpp/${created.id}`));
      expect(fake.payments.get(created.paymentId!)?.status).toBe('CREATED');

      const sent = fake.calls('POST', '/api/v2/checkout').at(-1)!;
      expect(sent.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
      expect(sent.headers['content-type']).toBe('application/json');
      expect(JSON.parse(sent.body)).toEqual({
        payment: {
          amount: '2716.70',
          currency: 'SAR',
          description: 'Maison Anbar order',
          buyer: { name: 'Sara Test', email: 'otp.success@tabby.ai', phone: '+966500000001' },
          shipping_address: { city: 'Riyadh', address: 'King Fahd Road 12', zip: '12211' },
          order: {
            reference_id: input.order.referenceId,
            items: [
              {
                title: 'Oud Royal',
                quantity: 2,
                unit_price: '1200.00',
                reference_id: 'p1',
                category: 'Perfumes',
              },
              {
                title: 'عنبر',
                quantity: 1,
                unit_price: '266.70',
                reference_id: 'p2',
                category: 'Perfumes',
              },
            ],
            tax_amount: '0.00',
            shipping_amount: '50.00',
            discount_amount: '0.00',
          },
          buyer_history: { registered_since: '2024-01-02T10:00:00Z', loyalty_level: 3 },
          order_history: [],
        },
        lang: 'en',
        merchant_code: fake.merchantCode,
        merchant_urls: input.urls,
      });
    });

    it('reads each rejection reason, for which Tabby publishes both languages', async () => {
      const tabby = client();
      const tooLow = await tabby.createSession(
        session({ amountHalalas: fake.minAmountHalalas - 1 }),
      );
      const tooHigh = await tabby.createSession(
        session({ amountHalalas: fake.maxAmountHalalas + 1 }),
      );
      const sandboxReject = await tabby.createSession(
        session({ buyer: { name: 'R', email: 'otp.success@tabby.ai', phone: '+966500000002' } }),
      );
      expect(tooLow).toMatchObject({ status: 'rejected', rejectionReason: 'order_amount_too_low' });
      expect(tooHigh).toMatchObject({
        status: 'rejected',
        rejectionReason: 'order_amount_too_high',
      });
      expect(sandboxReject).toMatchObject({ status: 'rejected', rejectionReason: 'not_available' });
      expect(sandboxReject.webUrl).toBeNull();
      for (const reason of [
        'not_available',
        'order_amount_too_high',
        'order_amount_too_low',
      ] as const) {
        expect(TABBY_REJECTION_MESSAGES[reason].en).toMatch(/Tabby/);
        expect(TABBY_REJECTION_MESSAGES[reason].ar).toMatch(/تابي/);
      }
    });

    it('refuses an invalid session body with Tabby’s error shape', async () => {
      const error = await failure(
        client().createSession(session({ buyer: { name: 'X', email: '', phone: '' } })),
      );
      expect(error).toMatchObject({
        kind: 'rejected',
        details: { status: 400, issue: 'bad_data' },
      });
      expect(error.message).toContain('$.payment.buyer.email');
    });

    it('reads the payment: CREATED until the buyer completes Tabby’s page, then AUTHORIZED', async () => {
      const tabby = client();
      const input = session();
      const created = await tabby.createSession(input);
      expect((await tabby.getPayment(created.paymentId!)).status).toBe('CREATED');
      fake.authorize(created.paymentId!);
      expect(await tabby.getPayment(created.paymentId!)).toMatchObject({
        id: created.paymentId,
        status: 'AUTHORIZED',
        amountHalalas: 2_716_70,
        currency: 'SAR',
        referenceId: input.order.referenceId,
        capturedHalalas: 0,
        captures: [],
        refunds: [],
        isTest: true,
      });
    });

    it('follows the sandbox: the rejected test buyer ends REJECTED, a cancelled one EXPIRED', async () => {
      const tabby = client();
      const rejected = await tabby.createSession(
        session({ buyer: { name: 'R', email: 'otp.rejected@tabby.ai', phone: '+966500000001' } }),
      );
      expect(rejected.status).toBe('created');
      expect(fake.authorize(rejected.paymentId!)).toBe('REJECTED');
      expect((await tabby.getPayment(rejected.paymentId!)).status).toBe('REJECTED');
      const cancelled = await tabby.createSession(session());
      fake.expire(cancelled.paymentId!);
      expect((await tabby.getPayment(cancelled.paymentId!)).status).toBe('EXPIRED');
    });

    it('captures in full once, however often the same reference is retried; the payment closes', async () => {
      const { tabby, paymentId } = await authorizedPayment();
      const captured = await tabby.capture(paymentId, 2_716_70, 'capture-1');
      expect(captured).toMatchObject({ status: 'CLOSED', capturedHalalas: 2_716_70 });
      expect(captured.captures).toMatchObject([
        { amountHalalas: 2_716_70, referenceId: 'capture-1' },
      ]);
      expect(
        JSON.parse(fake.calls('POST', `/api/v2/payments/${paymentId}/captures`)[0]!.body),
      ).toEqual({ amount: '2716.70', reference_id: 'capture-1' });
      const again = await tabby.capture(paymentId, 2_716_70, 'capture-1');
      expect(again.captures).toHaveLength(1);
    });

    it('keeps a partly captured payment AUTHORIZED and refuses to capture more than is left', async () => {
      const { tabby, paymentId } = await authorizedPayment(100_00);
      expect(await tabby.capture(paymentId, 40_00, 'c-1')).toMatchObject({
        status: 'AUTHORIZED',
        capturedHalalas: 40_00,
      });
      const over = await failure(tabby.capture(paymentId, 60_01, 'c-2'));
      expect(over).toMatchObject({ kind: 'rejected', details: { status: 400, issue: 'bad_data' } });
      expect((await tabby.capture(paymentId, 60_00, 'c-3')).status).toBe('CLOSED');
    });

    it('explains a refused capture from the payment’s state', async () => {
      const tabby = client();
      const pending = await tabby.createSession(session());
      expect((await failure(tabby.capture(pending.paymentId!, 100, 'x'))).kind).toBe(
        'not-approved',
      );

      fake.reject(pending.paymentId!);
      expect((await failure(tabby.capture(pending.paymentId!, 100, 'y'))).kind).toBe('declined');

      const { paymentId } = await authorizedPayment(50_00);
      await tabby.capture(paymentId, 50_00, 'first');
      const twice = await failure(tabby.capture(paymentId, 50_00, 'second'));
      expect(twice.kind).toBe('already-captured');
    });

    it('refunds in part, then the rest, and refuses more than was captured', async () => {
      const { tabby, paymentId } = await authorizedPayment(100_00);
      await tabby.capture(paymentId, 100_00, 'cap');
      const partial = await tabby.refund(paymentId, 30_00, 'refund-1', 'One bottle returned');
      expect(partial).toMatchObject({ status: 'CLOSED', refundedHalalas: 30_00 });
      expect(partial.refunds).toMatchObject([
        { amountHalalas: 30_00, referenceId: 'refund-1', reason: 'One bottle returned' },
      ]);
      expect(
        JSON.parse(fake.calls('POST', `/api/v2/payments/${paymentId}/refunds`)[0]!.body),
      ).toEqual({
        amount: '30.00',
        reference_id: 'refund-1',
        reason: 'One bottle returned',
      });
      // The same reference again: the same refund, not a second one.
      expect((await tabby.refund(paymentId, 30_00, 'refund-1')).refundedHalalas).toBe(30_00);

      const over = await failure(tabby.refund(paymentId, 70_01, 'refund-2'));
      expect(over).toMatchObject({ kind: 'rejected', details: { status: 400 } });
      expect((await tabby.refund(paymentId, 70_00, 'refund-3')).refundedHalalas).toBe(100_00);
      expect((await failure(tabby.refund(paymentId, 1, 'refund-4'))).kind).toBe('rejected');
    });

    it('refuses to refund a payment that is not closed', async () => {
      const { tabby, paymentId } = await authorizedPayment(100_00);
      const error = await failure(tabby.refund(paymentId, 10_00, 'early'));
      expect(error).toMatchObject({ kind: 'rejected', details: { status: 400 } });
    });

    it('closes an uncaptured payment, and a second close answers with the closed payment', async () => {
      const { tabby, paymentId } = await authorizedPayment();
      expect(await tabby.close(paymentId)).toMatchObject({ status: 'CLOSED', capturedHalalas: 0 });
      expect((await tabby.close(paymentId)).status).toBe('CLOSED');
    });

    it('updates the order reference of an authorized payment', async () => {
      const { tabby, paymentId } = await authorizedPayment();
      expect((await tabby.updateReference(paymentId, 'MA-RENAMED-1')).referenceId).toBe(
        'MA-RENAMED-1',
      );
    });

    it('says rejected for a wrong key, and never repeats the key', async () => {
      const secretKey = 'sk_test_wrong-key-0000';
      const error = await failure(client({ secretKey }).getPayment(crypto.randomUUID()));
      expect(error).toMatchObject({
        kind: 'rejected',
        details: { status: 401, issue: 'not_authorized' },
      });
      expect(`${error.message} ${JSON.stringify(error)}`).not.toContain(secretKey);
      expect(JSON.stringify(client({ secretKey }))).not.toContain(secretKey);
    });

    it('says not-found for an unknown payment, and for a malformed id without asking Tabby', async () => {
      expect((await failure(client().getPayment(crypto.randomUUID()))).kind).toBe('not-found');
      const before = fake.requestCount;
      for (const id of ['../../api/v1/webhooks', 'abc', `${crypto.randomUUID()}/close`]) {
        expect((await failure(client().getPayment(id))).kind).toBe('not-found');
        expect((await failure(client().capture(id, 100, 'r'))).kind).toBe('not-found');
      }
      expect(fake.requestCount).toBe(before);
    });

    it('says unavailable for a 5xx, a 429, a time-out and a closed port', async () => {
      const { tabby, paymentId } = await authorizedPayment();
      fake.failNext('server-error');
      expect(await failure(tabby.getPayment(paymentId))).toMatchObject({
        kind: 'unavailable',
        details: { status: 500 },
      });
      fake.failNext('rate-limited');
      expect((await failure(tabby.getPayment(paymentId))).kind).toBe('unavailable');

      fake.failNext('hang');
      const timedOut = await failure(tabby.capture(paymentId, 2_716_70, 'slow-capture'));
      expect(timedOut.kind).toBe('unavailable');
      expect(timedOut.message).toContain('timed out');
      // The timed-out capture went through; retrying with the same reference captures nothing more.
      await new Promise((resolve) => setTimeout(resolve, fake.hangMs));
      const retried = await tabby.capture(paymentId, 2_716_70, 'slow-capture');
      expect(retried).toMatchObject({ status: 'CLOSED', capturedHalalas: 2_716_70 });
      expect(retried.captures).toHaveLength(1);

      const down = client({ baseUrl: 'http://127.0.0.1:9' });
      expect((await failure(down.getPayment(paymentId))).kind).toBe('unavailable');
    });

    it('gives a clear error for an answer that is not JSON or not a payment', async () => {
      const { tabby, paymentId } = await authorizedPayment();
      fake.failNext('malformed');
      const cut = await failure(tabby.getPayment(paymentId));
      expect(cut.kind).toBe('unavailable');
      expect(cut.message).toMatch(/unreadable.*not JSON/);

      const body = { id: paymentId, status: 'AUTHORIZED', amount: '12,34', currency: 'SAR' };
      expect(() => readTabbyPayment(body)).toThrow(/unreadable \(payment\): amount/);
      expect(() => readTabbyPayment({ ...body, amount: '12.34', status: 'PAID' })).toThrow(
        /unreadable/,
      );
      expect(() => readTabbyPayment('nonsense')).toThrow(PaymentProviderError);
      const capture = { id: 'c', amount: '-1', reference_id: 'r' };
      expect(() => readTabbyPayment({ ...body, amount: '12.34', captures: [capture] })).toThrow(
        /captures\.0\.amount/,
      );
    });

    it('defaults to the KSA host', () => {
      expect(TABBY_BASE_URLS.ksa).toBe('https://api.tabby.sa');
    });
  },
);

describe.skipIf(process.env.TEST_DB === 'postgres')('Tabby webhooks', () => {
  const header = { title: 'X-Shop-Tabby-Token', value: 'a-long-random-shared-secret' };
  let receiver: Server;
  let receiverUrl = '';
  const deliveries: { headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tabby/webhook`;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('registers a webhook with the merchant code header and our auth header', async () => {
    const webhook = await client().registerWebhook('https://shop.test/tabby/webhook', header, true);
    expect(webhook).toMatchObject({
      url: 'https://shop.test/tabby/webhook',
      isTest: true,
      headerTitle: header.title,
    });
    const sent = fake.calls('POST', '/api/v1/webhooks').at(-1)!;
    expect(sent.headers['x-merchant-code']).toBe(fake.merchantCode);
    expect(JSON.parse(sent.body)).toEqual({
      url: 'https://shop.test/tabby/webhook',
      is_test: true,
      header,
    });
  });

  it('lists the webhooks of the merchant code: none (null), one, or several', async () => {
    const empty = await new FakeTabby().start();
    try {
      const tabby = client({ secretKey: empty.secretKey, baseUrl: empty.url });
      expect(await tabby.listWebhooks()).toEqual([]);
      await tabby.registerWebhook('https://shop.test/tabby/one', header, true);
      expect(await tabby.listWebhooks()).toMatchObject([{ url: 'https://shop.test/tabby/one' }]);
      await tabby.registerWebhook('https://shop.test/tabby/two', header, true);
      expect((await tabby.listWebhooks()).map((webhook) => webhook.url)).toEqual([
        'https://shop.test/tabby/one',
        'https://shop.test/tabby/two',
      ]);
      const sent = empty.calls('GET', '/api/v1/webhooks').at(-1)!;
      expect(sent.headers['x-merchant-code']).toBe(empty.merchantCode);
      expect(sent.headers.authorization).toBe(`Bearer ${empty.secretKey}`);
    } finally {
      await empty.stop();
    }
  });

  it('is refused listing webhooks with a wrong key or merchant code', async () => {
    await expect(client({ secretKey: 'sk_test_not-ours' }).listWebhooks()).rejects.toMatchObject({
      kind: 'rejected',
      details: { status: 401, issue: 'not_authorized' },
    });
    await expect(client({ merchantCode: 'OTHER_SA' }).listWebhooks()).rejects.toMatchObject({
      kind: 'rejected',
      details: { status: 401 },
    });
  });

  it('accepts a delivery with our header and reads its lower-case status', async () => {
    const { tabby, paymentId } = await authorizedPayment();
    await tabby.capture(paymentId, 1_000_00, 'part');
    expect(await fake.sendWebhook(receiverUrl, paymentId, header)).toBe(200);
    const delivery = deliveries.at(-1)!;
    expect(JSON.parse(delivery.body).status).toBe('authorized');
    expect(verifyTabbyWebhook(delivery.headers, delivery.body, header)).toMatchObject({
      id: paymentId,
      status: 'AUTHORIZED',
      amountHalalas: 2_716_70,
      capturedHalalas: 1_000_00,
      currency: 'SAR',
    });
    expect(verifyTabbyWebhook(delivery.headers, Buffer.from(delivery.body), header)?.id).toBe(
      paymentId,
    );
  });

  it('refuses a wrong or missing header, bad JSON and an empty expected value', async () => {
    const { paymentId } = await authorizedPayment();
    await fake.sendWebhook(receiverUrl, paymentId, { title: header.title, value: 'forged' });
    const forged = deliveries.at(-1)!;
    expect(verifyTabbyWebhook(forged.headers, forged.body, header)).toBeNull();

    await fake.sendWebhook(receiverUrl, paymentId);
    const bare = deliveries.at(-1)!;
    expect(verifyTabbyWebhook(bare.headers, bare.body, header)).toBeNull();

    const good = { [header.title.toLowerCase()]: header.value };
    expect(verifyTabbyWebhook(good, '{"id":', header)).toBeNull();
    expect(verifyTabbyWebhook(good, '{"id":"x","status":"paid"}', header)).toBeNull();
    expect(
      verifyTabbyWebhook({ ...good }, bare.body, { title: header.title, value: '' }),
    ).toBeNull();
    expect(
      verifyTabbyWebhook({ [header.title]: [header.value, header.value] }, bare.body, header),
    ).toBeNull();
  });
});
