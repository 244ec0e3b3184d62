import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, type ProviderOrderRequest } from '../payment-provider.ts';
import { FakePaypal } from './fake-paypal-server.ts';
import { PaypalClient } from './paypal-client.ts';

let fake: FakePaypal;

beforeAll(async () => {
  fake = await new FakePaypal().start();
  fake.timeoutDelayMs = 600;
});
afterAll(() => fake.stop());

function client(overrides: Partial<ConstructorParameters<typeof PaypalClient>[0]> = {}) {
  return new PaypalClient({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.url,
    webhookId: fake.webhookId,
    timeoutMs: 300,
    ...overrides,
  });
}

let sequence = 0;
function request(overrides: Partial<ProviderOrderRequest> = {}): ProviderOrderRequest {
  sequence++;
  return {
    reference: `MA-TEST-${String(sequence).padStart(4, '0')}`,
    requestId: `create-test-${sequence}-${Date.now()}`,
    currency: 'USD',
    items: [
      { name: 'Oud Royal', sku: 'p1', unitMinor: 12000, quantity: 2 },
      { name: 'عنبر', sku: 'p2', unitMinor: 2667, quantity: 1 },
    ],
    shippingMinor: 500,
    taxMinor: 0,
    brandName: 'Maison Anbar',
    description: 'Maison Anbar order',
    locale: 'en-US',
    returnUrl: 'http://shop.test/payment/return',
    cancelUrl: 'http://shop.test/checkout/cancel',
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

// No database involved: runs once, not again in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'PaypalClient against the documented contract',
  () => {
    it('creates an order whose totals add up, with an idempotency key, and finds the payer-action link', async () => {
      const paypal = client();
      const input = request();
      const order = await paypal.createOrder(input);
      expect(order.status).toBe('PAYER_ACTION_REQUIRED');
      expect(order.approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`);

      const sent = fake.calls('POST', '/v2/checkout/orders').at(-1)!;
      expect(sent.headers['paypal-request-id']).toBe(input.requestId);
      expect(sent.headers.prefer).toBe('return=representation');
      const body = JSON.parse(sent.body);
      expect(body.purchase_units[0]).toMatchObject({
        reference_id: input.reference,
        custom_id: input.reference,
        invoice_id: input.reference,
        amount: {
          currency_code: 'USD',
          value: '271.67',
          breakdown: {
            item_total: { currency_code: 'USD', value: '266.67' },
            shipping: { currency_code: 'USD', value: '5.00' },
            tax_total: { currency_code: 'USD', value: '0.00' },
          },
        },
        items: [
          {
            name: 'Oud Royal',
            quantity: '2',
            unit_amount: { value: '120.00' },
            category: 'PHYSICAL_GOODS',
          },
          { name: 'عنبر', quantity: '1', unit_amount: { value: '26.67' } },
        ],
      });
      expect(body.payment_source.paypal.experience_context).toMatchObject({
        locale: 'en-US',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        user_action: 'PAY_NOW',
      });

      // A retried create (same key) returns the same order instead of a second one.
      const again = await paypal.createOrder(input);
      expect(again.id).toBe(order.id);
    });

    it('reuses one access token across requests, also concurrent ones', async () => {
      const paypal = client();
      const before = fake.tokensIssued;
      await Promise.all([paypal.createOrder(request()), paypal.createOrder(request())]);
      await paypal.createOrder(request());
      expect(fake.tokensIssued - before).toBe(1);
    });

    it('renews a token PayPal revoked early, once', async () => {
      const paypal = client();
      await paypal.createOrder(request());
      const before = fake.tokensIssued;
      fake.revokeTokens();
      await paypal.createOrder(request());
      expect(fake.tokensIssued - before).toBe(1);
    });

    it('renews a token shortly before it expires', async () => {
      fake.tokenTtlSeconds = 60; // within the renewal margin: renewed on every call
      try {
        const paypal = client();
        const before = fake.tokensIssued;
        await paypal.createOrder(request());
        await paypal.createOrder(request());
        expect(fake.tokensIssued - before).toBe(2);
      } finally {
        fake.tokenTtlSeconds = 32_400;
      }
    });

    it('refuses a capture before approval, captures after it, and replays the same capture for the same key', async () => {
      const paypal = client();
      const order = await paypal.createOrder(request());
      expect((await failure(paypal.captureOrder(order.id, 'cap-1'))).kind).toBe('not-approved');

      fake.approve(order.id);
      const captured = await paypal.captureOrder(order.id, 'cap-2');
      expect(captured.status).toBe('COMPLETED');
      expect(captured.capture).toMatchObject({
        status: 'COMPLETED',
        amountMinor: 27167,
        currency: 'USD',
        reference: expect.stringMatching(/^MA-TEST-/),
      });
      const replay = await paypal.captureOrder(order.id, 'cap-2');
      expect(replay.capture?.id).toBe(captured.capture?.id);
      const other = await failure(paypal.captureOrder(order.id, 'cap-3'));
      expect(other).toMatchObject({
        kind: 'already-captured',
        details: { issue: 'ORDER_ALREADY_CAPTURED' },
      });
      expect((await paypal.getOrder(order.id)).capture?.id).toBe(captured.capture?.id);
    });

    it('reports a declined instrument, an outage and a timeout in terms the checkout acts on', async () => {
      const paypal = client();
      const order = await paypal.createOrder(request());
      fake.approve(order.id);

      fake.failNext('capture', 'declined');
      expect(await failure(paypal.captureOrder(order.id, 'k1'))).toMatchObject({
        kind: 'declined',
        details: { status: 422, issue: 'INSTRUMENT_DECLINED' },
      });
      fake.failNext('capture', 'server-error');
      expect((await failure(paypal.captureOrder(order.id, 'k2'))).kind).toBe('unavailable');
      fake.failNext('capture', 'timeout');
      const timedOut = await failure(paypal.captureOrder(order.id, 'k3'));
      expect(timedOut.kind).toBe('unavailable');
      expect(timedOut.message).toContain('timed out');
      // The timed-out capture went through at PayPal; the same key now answers with it.
      await new Promise((resolve) => setTimeout(resolve, fake.timeoutDelayMs));
      expect((await paypal.captureOrder(order.id, 'k3')).capture?.status).toBe('COMPLETED');
    });

    it('says not-found for an unknown order and rejected for wrong credentials', async () => {
      expect((await failure(client().getOrder('NOSUCHORDER123'))).kind).toBe('not-found');
      expect((await failure(client().getOrder('bad id/../x'))).kind).toBe('not-found');
      expect((await failure(client({ clientSecret: 'wrong' }).getOrder('X'))).kind).toBe(
        'rejected',
      );
      expect((await failure(client({ baseUrl: 'http://127.0.0.1:9' }).getOrder('X'))).kind).toBe(
        'unavailable',
      );
    });

    describe('webhook verification', () => {
      const rawEvent =
        '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED", "resource":{"amount":{"value":"10.50"},"n":1.10}}';
      const headers = (valid: boolean) => {
        const h = fake.webhookHeaders(valid);
        return {
          authAlgo: h['paypal-auth-algo'],
          certUrl: h['paypal-cert-url'],
          transmissionId: h['paypal-transmission-id'],
          transmissionSig: h['paypal-transmission-sig'],
          transmissionTime: h['paypal-transmission-time'],
        };
      };

      it('trusts SUCCESS only, though PayPal answers 200 to both', async () => {
        expect(await client().verifyWebhook(headers(true), rawEvent)).toBe(true);
        expect(await client().verifyWebhook(headers(false), rawEvent)).toBe(false);
      });

      it('sends the event back exactly as received', async () => {
        await client().verifyWebhook(headers(true), rawEvent);
        const sent = fake.calls('POST', '/v1/notifications/verify-webhook-signature').at(-1)!;
        expect(sent.body).toContain(`"webhook_event":${rawEvent}}`);
        expect(JSON.parse(sent.body)).toMatchObject({ webhook_id: fake.webhookId });
      });

      it('refuses without asking when the webhook id or a header is missing', async () => {
        const before = fake.calls('POST', '/v1/notifications').length;
        expect(await client({ webhookId: undefined }).verifyWebhook(headers(true), rawEvent)).toBe(
          false,
        );
        expect(
          await client().verifyWebhook({ ...headers(true), transmissionSig: undefined }, rawEvent),
        ).toBe(false);
        expect(fake.calls('POST', '/v1/notifications').length).toBe(before);
      });
    });
  },
);

describe.skipIf(process.env.TEST_DB === 'postgres')('PaypalClient refunds', () => {
  async function capturedOrder() {
    const paypal = client();
    const order = await paypal.createOrder(request());
    fake.approve(order.id);
    const captured = await paypal.captureOrder(order.id, `capture-${order.id}`);
    return { paypal, capture: captured.capture! };
  }

  it('refunds the whole capture: no amount sent, our order number as invoice id, an idempotency key', async () => {
    const { paypal, capture } = await capturedOrder();
    const refund = await paypal.refundCapture(capture.id, {
      requestId: 'refund-1',
      reference: 'MA-REFUND-1',
      noteToPayer: 'Sorry to see it go',
    });
    expect(refund).toMatchObject({ status: 'COMPLETED', amountMinor: 27167, currency: 'USD' });
    expect(refund.amountMinor).toBe(capture.amountMinor);
    expect(refund.id).toMatch(/^[A-Z0-9]+$/);
    const [sent] = fake.calls('POST', `/v2/payments/captures/${capture.id}/refund`);
    expect(JSON.parse(sent!.body)).toEqual({
      invoice_id: 'MA-REFUND-1',
      note_to_payer: 'Sorry to see it go',
    });
    expect(sent!.headers['paypal-request-id']).toBe('refund-1');

    // The same request id again: the same refund, not a second one.
    const again = await paypal.refundCapture(capture.id, {
      requestId: 'refund-1',
      reference: 'MA-REFUND-1',
    });
    expect(again.id).toBe(refund.id);
    // A new request for a refunded capture is refused.
    const error = await failure(
      paypal.refundCapture(capture.id, { requestId: 'refund-2', reference: 'MA-REFUND-1' }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.details.issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('refunds part of a capture in its currency, then refuses more than is left', async () => {
    const { paypal, capture } = await capturedOrder();
    const part = await paypal.refundCapture(capture.id, {
      requestId: 'refund-part-1',
      customId: 'our-refund-1',
      reference: 'MA-PART-1',
      amount: { minor: 1000, currency: 'USD' },
    });
    expect(part).toMatchObject({ status: 'COMPLETED', amountMinor: 1000, currency: 'USD' });
    const [sent] = fake.calls('POST', `/v2/payments/captures/${capture.id}/refund`);
    expect(JSON.parse(sent!.body)).toEqual({
      amount: { currency_code: 'USD', value: '10.00' },
      invoice_id: 'MA-PART-1',
      custom_id: 'our-refund-1',
    });
    const over = await failure(
      paypal.refundCapture(capture.id, {
        requestId: 'refund-part-2',
        reference: 'MA-PART-1',
        amount: { minor: capture.amountMinor!, currency: 'USD' },
      }),
    );
    expect(over).toMatchObject({ kind: 'rejected', details: { issue: 'REFUND_AMOUNT_EXCEEDED' } });
    const rest = await paypal.refundCapture(capture.id, {
      requestId: 'refund-part-3',
      reference: 'MA-PART-1',
    });
    expect(rest.amountMinor).toBe(capture.amountMinor! - 1000);
  });

  it('reports a refusal, an outage and an unknown capture as such', async () => {
    const { paypal, capture } = await capturedOrder();
    fake.failNext('refund', 'refund-refused');
    const refused = await failure(
      paypal.refundCapture(capture.id, { requestId: 'r-a', reference: 'MA-1' }),
    );
    expect(refused).toMatchObject({ kind: 'rejected', details: { issue: 'REFUND_NOT_ALLOWED' } });
    fake.failNext('refund', 'server-error');
    const down = await failure(
      paypal.refundCapture(capture.id, { requestId: 'r-b', reference: 'MA-1' }),
    );
    expect(down.kind).toBe('unavailable');
    const unknown = await failure(
      paypal.refundCapture('NOSUCHCAPTURE1', { requestId: 'r-c', reference: 'MA-1' }),
    );
    expect(unknown.kind).toBe('not-found');
    const malformed = await failure(
      paypal.refundCapture('../../v1/evil', { requestId: 'r-d', reference: 'MA-1' }),
    );
    expect(malformed.kind).toBe('not-found');
  });
});
