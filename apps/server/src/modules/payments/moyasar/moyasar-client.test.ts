import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.ts';
import { FakeMoyasar, type FakePaymentOutcome } from './fake-moyasar-server.ts';
import { MoyasarClient, verifyMoyasarWebhook } from './moyasar-client.ts';
import {
  moyasarPaymentFailure,
  readMoyasarError,
  type MoyasarInvoiceRequest,
} from './moyasar-wire.ts';

const WEBHOOK_SECRET = 'whs-test-secret-token';

let fake: FakeMoyasar;

beforeAll(async () => {
  fake = await new FakeMoyasar().start();
});
afterAll(() => fake.stop());

function client(overrides: Partial<ConstructorParameters<typeof MoyasarClient>[0]> = {}) {
  return new MoyasarClient({
    secretKey: fake.secretKey,
    baseUrl: fake.url,
    timeoutMs: 300,
    webhookSecret: WEBHOOK_SECRET,
    ...overrides,
  });
}

let sequence = 0;
function invoiceRequest(overrides: Partial<MoyasarInvoiceRequest> = {}): MoyasarInvoiceRequest {
  sequence++;
  return {
    amountHalalas: 27_167,
    currency: 'SAR',
    description: `Maison Anbar order MA-${sequence}`,
    callbackUrl: 'https://shop.test/api/payments/moyasar/notify',
    successUrl: 'https://shop.test/checkout/return',
    backUrl: 'https://shop.test/checkout',
    metadata: { order_id: `MA-${sequence}` },
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

async function paidInvoice(
  outcome: FakePaymentOutcome = { method: 'creditcard', brand: 'mada', last4: '1010' },
) {
  const moyasar = client();
  const invoice = await moyasar.createInvoice(invoiceRequest());
  const payment = fake.pay(invoice.id, outcome);
  return { moyasar, invoice, paymentId: payment.id as string };
}

// No database involved: runs once, not again in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'MoyasarClient against the documented API',
  () => {
    it('creates an invoice with Basic auth on the secret key and the documented body', async () => {
      const request = invoiceRequest({ expiresAt: new Date('2030-01-02T03:04:05.000Z') });
      const invoice = await client().createInvoice(request);

      expect(invoice).toMatchObject({
        status: 'initiated',
        amountHalalas: 27_167,
        currency: 'SAR',
        metadata: { order_id: request.metadata.order_id },
        payments: [],
      });
      expect(invoice.url).toBe(`${fake.url}/checkout/invoices/${invoice.id}?lang=en`);
      const sent = fake.calls('POST', '/v1/invoices').at(-1)!;
      expect(sent.headers.authorization).toBe(
        `Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`,
      );
      expect(sent.headers['content-type']).toBe('application/json');
      expect(JSON.parse(sent.body)).toEqual({
        amount: 27_167,
        currency: 'SAR',
        description: request.description,
        callback_url: request.callbackUrl,
        success_url: request.successUrl,
        back_url: request.backUrl,
        expired_at: '2030-01-02T03:04:05.000Z',
        metadata: request.metadata,
      });
    });

    it('reports Moyasar validation errors as rejected, with the fields it names', async () => {
      const error = await failure(
        client().createInvoice(invoiceRequest({ amountHalalas: 99, callbackUrl: 'not a url' })),
      );
      expect(error).toMatchObject({
        kind: 'rejected',
        details: { status: 400, issue: 'invalid_request_error' },
      });
      expect(error.message).toContain('amount must be greater than or equal to 100');
      expect(error.message).toContain('callback_url is not a valid URL');
      // Fractions of a halala never leave the client.
      const before = fake.requests.length;
      expect(
        (await failure(client().createInvoice(invoiceRequest({ amountHalalas: 12.5 })))).kind,
      ).toBe('rejected');
      expect(fake.requests.length).toBe(before);
    });

    it.each<
      [
        string,
        FakePaymentOutcome,
        { method: string; cardBrand: string | null; last4: string | null; message: string },
      ]
    >([
      [
        'mada card',
        { method: 'creditcard', brand: 'mada', last4: '1010' },
        { method: 'creditcard', cardBrand: 'mada', last4: '1010', message: 'APPROVED' },
      ],
      [
        'visa card',
        { method: 'creditcard', brand: 'visa', last4: '1111' },
        { method: 'creditcard', cardBrand: 'visa', last4: '1111', message: 'APPROVED' },
      ],
      [
        'mastercard',
        { method: 'creditcard', brand: 'master', last4: '0000' },
        { method: 'creditcard', cardBrand: 'master', last4: '0000', message: 'APPROVED' },
      ],
      [
        'Apple Pay',
        { method: 'applepay', brand: 'mada', last4: '4352' },
        { method: 'applepay', cardBrand: 'mada', last4: '4352', message: 'APPROVED' },
      ],
      [
        'STC Pay',
        { method: 'stcpay' },
        { method: 'stcpay', cardBrand: null, last4: null, message: 'Paid' },
      ],
    ])('reads a paid invoice and its payment (%s)', async (_name, outcome, expected) => {
      const { moyasar, invoice, paymentId } = await paidInvoice(outcome);

      const read = await moyasar.getInvoice(invoice.id);
      expect(read.status).toBe('paid');
      expect(read.payments).toHaveLength(1);
      expect(read.payments[0]).toMatchObject({ id: paymentId, status: 'paid', ...expected });

      const payment = await moyasar.getPayment(paymentId);
      expect(payment).toMatchObject({
        status: 'paid',
        amountHalalas: 27_167,
        refundedHalalas: 0,
        currency: 'SAR',
        invoiceId: invoice.id,
        metadata: invoice.metadata,
        ...expected,
      });
      expect(moyasarPaymentFailure(payment)).toBeNull();
    });

    it.each([
      ['declined', 'DECLINED'],
      ['insufficient-funds', 'INSUFFICIENT FUNDS'],
      ['3ds-failed', '3-D Secure transaction attempt failed (Not Enrolled)'],
    ] as const)(
      'reads a failed attempt (%s) as a decline, leaving the invoice open',
      async (reason, message) => {
        const { moyasar, invoice, paymentId } = await paidInvoice({
          method: 'creditcard',
          brand: 'visa',
          last4: '0000',
          failure: reason,
        });
        expect((await moyasar.getInvoice(invoice.id)).status).toBe('initiated');
        const payment = await moyasar.getPayment(paymentId);
        expect(payment).toMatchObject({
          status: 'failed',
          cardBrand: 'visa',
          last4: '0000',
          message,
        });
        expect(moyasarPaymentFailure(payment)).toMatchObject({
          kind: 'declined',
          details: { issue: message },
        });
      },
    );

    it('reads expired and canceled invoices; a paid one cannot be canceled', async () => {
      const moyasar = client();
      const expiring = await moyasar.createInvoice(invoiceRequest());
      fake.expire(expiring.id);
      expect((await moyasar.getInvoice(expiring.id)).status).toBe('expired');

      const open = await moyasar.createInvoice(invoiceRequest());
      expect((await moyasar.cancelInvoice(open.id)).status).toBe('canceled');
      expect(fake.calls('PUT', `/v1/invoices/${open.id}/cancel`)).toHaveLength(1);

      const { invoice } = await paidInvoice();
      expect((await failure(moyasar.cancelInvoice(invoice.id))).kind).toBe('rejected');
    });

    it('finds an order’s payments by metadata, for reconciliation', async () => {
      const { moyasar, invoice, paymentId } = await paidInvoice();
      const page = await moyasar.listPayments({
        metadata: { order_id: invoice.metadata.order_id! },
      });
      expect(page.payments.map((p) => p.id)).toEqual([paymentId]);
      expect(page.nextPage).toBeNull();
      const sent = fake.calls('GET', '/v1/payments').at(-1)!;
      expect(sent.query.get('metadata[order_id]')).toBe(invoice.metadata.order_id);
    });

    describe('refunds', () => {
      it('refunds in part, then the rest, and then refuses more', async () => {
        const { moyasar, paymentId } = await paidInvoice();

        const partial = await moyasar.refundPayment(paymentId, 10_000);
        expect(partial).toMatchObject({ status: 'paid', refundedHalalas: 10_000 });
        expect(JSON.parse(fake.calls('POST', `/v1/payments/${paymentId}/refund`)[0]!.body)).toEqual(
          {
            amount: 10_000,
          },
        );

        const over = await failure(moyasar.refundPayment(paymentId, 17_168));
        expect(over).toMatchObject({
          kind: 'rejected',
          details: { status: 400, issue: 'invalid_request_error' },
        });
        expect(over.message).toContain('refundable amount 17167');
        expect((await moyasar.getPayment(paymentId)).refundedHalalas).toBe(10_000);

        const rest = await moyasar.refundPayment(paymentId, 17_167);
        expect(rest).toMatchObject({ status: 'refunded', refundedHalalas: 27_167 });
        expect((await failure(moyasar.refundPayment(paymentId, 100))).kind).toBe('rejected');
      });

      it('refunds in full at once, and never a failed payment', async () => {
        const { moyasar, paymentId } = await paidInvoice();
        expect(await moyasar.refundPayment(paymentId, 27_167)).toMatchObject({
          status: 'refunded',
          refundedHalalas: 27_167,
        });
        const failed = await paidInvoice({ method: 'stcpay', failure: 'insufficient-funds' });
        expect((await failed.moyasar.getPayment(failed.paymentId)).message).toBe(
          'Insufficient Balance.',
        );
        expect((await failure(failed.moyasar.refundPayment(failed.paymentId, 100))).kind).toBe(
          'rejected',
        );
      });

      it('captures part of an authorized payment and voids another', async () => {
        const moyasar = client();
        const toCapture = fake.authorize(10_000).id as string;
        expect(await moyasar.capturePayment(toCapture, 7_000)).toMatchObject({
          status: 'captured',
          capturedHalalas: 7_000,
        });
        expect((await failure(moyasar.capturePayment(toCapture))).kind).toBe('rejected');

        const toVoid = fake.authorize(10_000).id as string;
        expect((await moyasar.voidPayment(toVoid)).status).toBe('voided');
        expect((await failure(moyasar.voidPayment(toVoid))).kind).toBe('rejected');
      });
    });

    describe('failures', () => {
      const unknownId = '00000000-0000-4000-8000-000000000000';

      it('says rejected for a wrong key, and never echoes the key', async () => {
        const wrongKey = 'sk_test_wrongwrongwrong';
        const error = await failure(client({ secretKey: wrongKey }).getPayment(unknownId));
        expect(error).toMatchObject({
          kind: 'rejected',
          details: { status: 401, issue: 'authentication_error' },
        });
        expect(error.message).not.toContain(wrongKey);
        expect(inspect(client(), { showHidden: true, depth: 5 })).not.toContain(fake.secretKey);
        expect(JSON.stringify(client())).not.toContain(fake.secretKey);
      });

      it('says not-found for an unknown id, and for a malformed one without asking', async () => {
        expect(await failure(client().getPayment(unknownId))).toMatchObject({
          kind: 'not-found',
          details: { status: 404 },
        });
        const before = fake.requests.length;
        expect((await failure(client().getInvoice('../../v1/payments'))).kind).toBe('not-found');
        expect((await failure(client().refundPayment('x/../refund', 100))).kind).toBe('not-found');
        expect(fake.requests.length).toBe(before);
      });

      it('says unavailable for 5xx, 429, a time-out and no connection', async () => {
        const { moyasar, paymentId } = await paidInvoice();
        fake.failNext('server-error');
        expect(await failure(moyasar.getPayment(paymentId))).toMatchObject({
          kind: 'unavailable',
          details: { status: 500, issue: 'api_error' },
        });
        fake.failNext('rate-limited');
        expect((await failure(moyasar.getPayment(paymentId))).kind).toBe('unavailable');

        fake.failNext('hang');
        const timedOut = await failure(moyasar.refundPayment(paymentId, 100));
        expect(timedOut.kind).toBe('unavailable');
        expect(timedOut.message).toContain('timed out');

        const closed = await failure(
          client({ baseUrl: 'http://127.0.0.1:9' }).getPayment(paymentId),
        );
        expect(closed.kind).toBe('unavailable');
        // The fake still answers after all that.
        expect((await moyasar.getPayment(paymentId)).status).toBe('paid');
      });

      it('maps statuses even when the error body is missing or unusual', () => {
        expect(readMoyasarError(429, {}, 'GET /v1/payments').kind).toBe('unavailable');
        expect(readMoyasarError(503, '<html>', 'GET /v1/payments').kind).toBe('unavailable');
        expect(readMoyasarError(403, {}, 'GET /v1/payments').kind).toBe('rejected');
        const inactive = readMoyasarError(
          405,
          { type: 'account_inactive_error', message: 'Entity not activated', errors: null },
          'POST /v1/invoices',
        );
        expect(inactive).toMatchObject({
          kind: 'rejected',
          details: { issue: 'account_inactive_error' },
        });
      });

      it('turns an unreadable or misshapen answer into a clear error', async () => {
        const { moyasar, paymentId } = await paidInvoice();
        fake.failNext('malformed-json');
        const unreadable = await failure(moyasar.getPayment(paymentId));
        expect(unreadable.kind).toBe('unavailable');
        expect(unreadable.message).toContain('Moyasar answer unreadable');

        fake.failNext('wrong-shape');
        const misshapen = await failure(moyasar.getPayment(paymentId));
        expect(misshapen.kind).toBe('rejected');
        expect(misshapen.message).toContain('does not match the documented shape (id:');
      });
    });

    describe('webhooks', () => {
      let receiver: Server;
      let receiverUrl = '';
      const received: string[] = [];

      beforeAll(async () => {
        receiver = createServer((req, res) => {
          const chunks: Buffer[] = [];
          req.on('data', (chunk: Buffer) => chunks.push(chunk));
          req.on('end', () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            res.writeHead(204).end();
          });
        });
        await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
        receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/moyasar/webhook`;
      });
      afterAll(() => new Promise((resolve) => receiver.close(resolve)));

      it('accepts an event carrying the right secret token and hides the token', async () => {
        const { paymentId } = await paidInvoice({
          method: 'applepay',
          brand: 'visa',
          last4: '4242',
        });
        const delivery = await fake.sendWebhook(
          receiverUrl,
          'payment_paid',
          paymentId,
          WEBHOOK_SECRET,
        );
        expect(delivery.status).toBe(204);
        const raw = received.at(-1)!;

        const event = verifyMoyasarWebhook(raw, WEBHOOK_SECRET);
        expect(event).toMatchObject({
          type: 'payment_paid',
          live: false,
          payment: {
            id: paymentId,
            status: 'paid',
            method: 'applepay',
            cardBrand: 'visa',
            last4: '4242',
          },
        });
        expect(event!.raw).not.toHaveProperty('secret_token');
        expect(client().verifyWebhook(Buffer.from(raw))?.payment.id).toBe(paymentId);
      });

      it('refuses a wrong or missing secret, a missing expected secret, and bad JSON', async () => {
        const { paymentId } = await paidInvoice();
        const event = fake.webhookEvent('payment_paid', paymentId, WEBHOOK_SECRET);
        const genuine = JSON.stringify(event);
        expect(verifyMoyasarWebhook(genuine, WEBHOOK_SECRET)).not.toBeNull();

        expect(verifyMoyasarWebhook(genuine, `${WEBHOOK_SECRET}x`)).toBeNull();
        expect(
          verifyMoyasarWebhook(JSON.stringify({ ...event, secret_token: 'guess' }), WEBHOOK_SECRET),
        ).toBeNull();
        const { secret_token: _dropped, ...unsigned } = event;
        expect(verifyMoyasarWebhook(JSON.stringify(unsigned), WEBHOOK_SECRET)).toBeNull();
        expect(verifyMoyasarWebhook(genuine, '')).toBeNull();
        expect(client({ webhookSecret: undefined }).verifyWebhook(genuine)).toBeNull();
        expect(verifyMoyasarWebhook(genuine.slice(0, -1), WEBHOOK_SECRET)).toBeNull();
        expect(
          verifyMoyasarWebhook(JSON.stringify({ ...event, data: { id: 1 } }), WEBHOOK_SECRET),
        ).toBeNull();
      });
    });
  },
);
