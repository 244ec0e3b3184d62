import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, readBody, type RecordedRequest } from '../../../test/fake-http-server.ts';

/**
 * A local PayPal for tests: the documented HTTP contract of OAuth, Orders v2 and webhook
 * verification (PAYMENTS.md), with the checks PayPal makes (totals that add up, idempotency keys,
 * approval before capture, bearer tokens) and faults a test can ask for. The real client talks to
 * it over HTTP exactly as it talks to PayPal.
 */

export type FakeFault =
  /** HTTP 500 and nothing done. */
  | 'server-error'
  /** The work is done but the answer comes too late for the client: the ambiguous case. */
  | 'timeout'
  /** Capture refused: 422 INSTRUMENT_DECLINED. */
  | 'declined'
  /** Capture made, but its status is PENDING (held for review). */
  | 'pending-capture'
  /** Capture made, but for a different amount than the order's (never happens; we check anyway). */
  | 'wrong-amount'
  /** Refund refused: 422 REFUND_NOT_ALLOWED (e.g. the capture is disputed). */
  | 'refund-refused';

type Operation = 'create' | 'capture' | 'get' | 'verify' | 'refund';

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  request: Record<string, unknown>;
  capture: Record<string, unknown> | null;
}

interface Reply {
  status: number;
  body: unknown;
}

export const FAKE_VALID_SIGNATURE = 'fake-valid-signature';

function randomId(length = 17): string {
  return randomBytes(length).toString('hex').toUpperCase().slice(0, length);
}

function error(status: number, name: string, issue?: string): Reply {
  return {
    status,
    body: {
      name,
      message: issue ?? name,
      debug_id: randomId(12).toLowerCase(),
      details: issue ? [{ issue, description: issue }] : [],
    },
  };
}

function cents(value: unknown): number | null {
  const text = (value as { value?: unknown } | undefined)?.value;
  return typeof text === 'string' && /^\d+\.\d{2}$/.test(text)
    ? Math.round(Number(text) * 100)
    : null;
}

export class FakePaypal extends FakeHttpServer {
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  readonly webhookId = 'FAKEWEBHOOK1';
  /** How late a 'timeout' fault answers; tests set the client's timeout below it. */
  timeoutDelayMs = 1_500;
  tokenTtlSeconds = 32_400;
  tokensIssued = 0;
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, FakeOrder>();
  /** Webhook events as verification received them, to check they arrived byte for byte. */
  readonly verifiedEvents: unknown[] = [];
  /** The latest refund of each capture, by capture id. */
  readonly refunds = new Map<string, Record<string, unknown>>();
  /** Cents refunded so far, by capture id. */
  readonly refundedCents = new Map<string, number>();
  #tokens = new Map<string, number>();
  #replays = new Map<string, Reply>();
  #faults: Record<Operation, FakeFault[]> = {
    create: [],
    capture: [],
    get: [],
    verify: [],
    refund: [],
  };

  /** The environment that points the server at this fake. */
  env(timeoutMs = 500): Record<string, string> {
    return {
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_BASE_URL: this.url,
      PAYPAL_WEBHOOK_ID: this.webhookId,
      PAYPAL_TIMEOUT_MS: String(timeoutMs),
    };
  }

  failNext(operation: Operation, fault: FakeFault): void {
    this.#faults[operation].push(fault);
  }

  /** What the buyer does on PayPal's page. */
  approve(orderId: string): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no fake order ${orderId}`);
    order.status = 'APPROVED';
  }

  /** Every bearer token stops working, as when PayPal revokes them early. */
  revokeTokens(): void {
    this.#tokens.clear();
  }

  calls(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  /** A webhook event about an order's capture, as PayPal would post it. */
  captureEvent(
    orderId: string,
    eventType = 'PAYMENT.CAPTURE.COMPLETED',
    status = 'COMPLETED',
  ): Record<string, unknown> {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no fake order ${orderId}`);
    const unit = (order.request.purchase_units as Record<string, unknown>[])[0]!;
    const capture = order.capture ?? {
      id: randomId(),
      amount: unit.amount,
      custom_id: unit.custom_id,
      invoice_id: unit.invoice_id,
    };
    return {
      id: `WH-${randomId()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      event_type: eventType,
      resource: {
        ...capture,
        status,
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    };
  }

  /** The PAYPAL-* headers of a webhook delivery; a valid one carries the signature this fake accepts. */
  webhookHeaders(valid: boolean): Record<string, string> {
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${this.url}/certs/fake.pem`,
      'paypal-transmission-id': randomId(),
      'paypal-transmission-sig': valid ? FAKE_VALID_SIGNATURE : 'forged-signature',
      'paypal-transmission-time': new Date().toISOString(),
    };
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const path = (req.url ?? '/').split('?')[0]!;
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const { reply, delayMs } = this.#route(req, path, body);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  }

  #route(req: IncomingMessage, path: string, body: string): { reply: Reply; delayMs?: number } {
    if (req.method === 'POST' && path === '/v1/oauth2/token')
      return { reply: this.#token(req, body) };
    const auth = req.headers.authorization ?? '';
    const expiry = this.#tokens.get(auth.replace(/^Bearer /, ''));
    if (!auth.startsWith('Bearer ') || expiry === undefined || expiry < Date.now()) {
      return { reply: error(401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN') };
    }
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const requestId = req.headers['paypal-request-id'] as string | undefined;

    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return this.#withFault('verify', () => this.#verify(json));
    }
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      return this.#withFault('create', () =>
        this.#idempotent(path, requestId, () => this.#create(json)),
      );
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (req.method === 'POST' && capture) {
      return this.#withFault('capture', (fault) =>
        this.#idempotent(path, requestId, () => this.#capture(capture[1]!, fault)),
      );
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      return this.#withFault('refund', (fault) =>
        this.#idempotent(path, requestId, () => this.#refund(refund[1]!, json, fault)),
      );
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && get) {
      return this.#withFault('get', () => {
        const order = this.orders.get(get[1]!);
        return order
          ? { status: 200, body: this.#representation(order) }
          : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      });
    }
    return { reply: error(404, 'NOT_FOUND') };
  }

  #withFault(
    operation: Operation,
    work: (fault?: FakeFault) => Reply,
  ): { reply: Reply; delayMs?: number } {
    const fault = this.#faults[operation].shift();
    if (fault === 'server-error') return { reply: error(500, 'INTERNAL_SERVER_ERROR') };
    if (fault === 'timeout') return { reply: work(), delayMs: this.timeoutDelayMs };
    return { reply: work(fault) };
  }

  /** PayPal keeps each PayPal-Request-Id's answer: a retry gets the same answer (200), nothing redone. */
  #idempotent(path: string, requestId: string | undefined, work: () => Reply): Reply {
    const key = requestId ? `${path}#${requestId}` : null;
    const earlier = key ? this.#replays.get(key) : undefined;
    if (earlier) return { status: 200, body: earlier.body };
    const reply = work();
    if (key && reply.status < 300) this.#replays.set(key, reply);
    return reply;
  }

  #token(req: IncomingMessage, body: string): Reply {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    const token = `A21${randomId(40)}`;
    this.#tokens.set(token, Date.now() + this.tokenTtlSeconds * 1000);
    this.tokensIssued++;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: this.tokenTtlSeconds,
        nonce: randomId(),
      },
    };
  }

  /** The checks PayPal makes on a new order's amounts (else 422, as documented). */
  #create(request: Record<string, unknown>): Reply {
    const units = request.purchase_units as Record<string, unknown>[] | undefined;
    const unit = units?.[0];
    if (request.intent !== 'CAPTURE' || !unit || units.length !== 1) {
      return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    }
    const amount = unit.amount as Record<string, unknown>;
    const breakdown = (amount?.breakdown ?? {}) as Record<string, unknown>;
    const items = (unit.items ?? []) as Record<string, unknown>[];
    const currency = amount?.currency_code;
    const value = cents(amount);
    const itemTotal = cents(breakdown.item_total);
    const parts = [breakdown.item_total, breakdown.shipping, breakdown.tax_total];
    const discount = breakdown.discount as Record<string, unknown> | undefined;
    if (
      value === null ||
      itemTotal === null ||
      [...parts, discount].some(
        (p) => p && (p as Record<string, unknown>).currency_code !== currency,
      )
    ) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH');
    }
    const itemSum = items.reduce(
      (sum, item) => sum + (cents(item.unit_amount) ?? NaN) * Number(item.quantity),
      0,
    );
    if (itemSum !== itemTotal) return error(422, 'UNPROCESSABLE_ENTITY', 'ITEM_TOTAL_MISMATCH');
    // As documented: value = item_total + shipping + tax_total (+ handling …) − discount.
    const sum =
      parts.reduce<number>((total, part) => total + (part ? (cents(part) ?? NaN) : 0), 0) -
      (discount ? (cents(discount) ?? NaN) : 0);
    if (sum !== value) return error(422, 'UNPROCESSABLE_ENTITY', 'AMOUNT_MISMATCH');
    const id = randomId();
    const order: FakeOrder = { id, status: 'PAYER_ACTION_REQUIRED', request, capture: null };
    this.orders.set(id, order);
    return { status: 201, body: this.#representation(order) };
  }

  #capture(orderId: string, fault?: FakeFault): Reply {
    const order = this.orders.get(orderId);
    if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED')
      return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (fault === 'declined') return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    const unit = (order.request.purchase_units as Record<string, unknown>[])[0]!;
    const amount = unit.amount as { currency_code: string; value: string };
    order.status = 'COMPLETED';
    order.capture = {
      id: randomId(),
      status: fault === 'pending-capture' ? 'PENDING' : 'COMPLETED',
      amount: {
        currency_code: amount.currency_code,
        value: fault === 'wrong-amount' ? '0.01' : amount.value,
      },
      custom_id: unit.custom_id,
      invoice_id: unit.invoice_id,
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    return { status: 201, body: this.#representation(order) };
  }

  /**
   * Payments v2 refund of a capture: of `amount` (in the capture's currency), or without one of
   * all that is left; never more than is left (422 REFUND_AMOUNT_EXCEEDED).
   */
  #refund(captureId: string, request: Record<string, unknown>, fault?: FakeFault): Reply {
    const capture = [...this.orders.values()]
      .map((order) => order.capture)
      .find((c) => c?.id === captureId);
    if (!capture) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const captured = capture.amount as { currency_code: string; value: string };
    const left = (cents(captured) ?? 0) - (this.refundedCents.get(captureId) ?? 0);
    if (left <= 0) return error(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    if (fault === 'refund-refused') return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_NOT_ALLOWED');
    const asked = request.amount as { currency_code?: unknown } | undefined;
    const amount = asked === undefined ? left : cents(asked);
    if (amount === null || amount <= 0 || (asked && asked.currency_code !== captured.currency_code))
      return error(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH');
    if (amount > left) return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    const refund = {
      id: randomId(),
      status: 'COMPLETED',
      amount: {
        currency_code: captured.currency_code,
        value: (amount / 100).toFixed(2),
      },
      invoice_id: request.invoice_id,
      note_to_payer: request.note_to_payer,
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.url}/v2/payments/refunds/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    this.refunds.set(captureId, refund);
    this.refundedCents.set(captureId, (this.refundedCents.get(captureId) ?? 0) + amount);
    capture.status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { status: 201, body: refund };
  }

  #verify(request: Record<string, unknown>): Reply {
    const genuine =
      request.webhook_id === this.webhookId &&
      request.transmission_sig === FAKE_VALID_SIGNATURE &&
      typeof request.webhook_event === 'object';
    if (genuine) this.verifiedEvents.push(request.webhook_event);
    // 200 either way, as PayPal answers: only the status says whether the event is genuine.
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  #representation(order: FakeOrder) {
    const unit = (order.request.purchase_units as Record<string, unknown>[])[0]!;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          ...unit,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      payment_source: order.request.payment_source,
      links: [
        { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED'
          ? [
              {
                href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
                rel: 'payer-action',
                method: 'GET',
              },
            ]
          : []),
      ],
    };
  }
}
