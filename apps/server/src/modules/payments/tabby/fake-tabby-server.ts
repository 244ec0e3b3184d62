import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, readBody, type RecordedRequest } from '../../../test/fake-http-server.ts';

/**
 * A local Tabby for tests: the documented HTTP of checkout sessions, payments and webhook
 * registration (TABBY.md), with the rules Tabby states (capture only AUTHORIZED payments and at most
 * what is left, refund only CLOSED ones and at most captured minus refunded, `reference_id` as the
 * idempotency key), the sandbox's test buyers, and faults a test can ask for. The real client talks
 * to it over HTTP exactly as it talks to Tabby. Wording of errors Tabby does not document is ours.
 */

export type FakeTabbyFault =
  /** HTTP 500 with Tabby's plain-text body; nothing done. */
  | 'server-error'
  /** HTTP 429; nothing done. */
  | 'rate-limited'
  /** The work is done but the answer comes `hangMs` late: the ambiguous case. */
  | 'hang'
  /** The work is done but the answer is cut-off JSON. */
  | 'malformed';

type PaymentStatus = 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
type Json = Record<string, unknown>;

interface Movement {
  id: string;
  amount: string;
  halalas: bigint;
  reference_id: string;
  created_at: string;
  reason?: string;
}

export interface FakeTabbyPayment {
  id: string;
  status: PaymentStatus;
  createdAt: string;
  expiresAt: string;
  closedAt: string | null;
  /** `payment` of the session request, as sent. */
  request: Json;
  halalas: bigint;
  referenceId: string;
  captures: Movement[];
  refunds: Movement[];
}

interface Reply {
  status: number;
  body: unknown;
}

/** Sandbox buyers (docs.tabby.ai testing credentials): this phone fails background pre-scoring … */
const PRESCORING_REJECT_PHONE = '500000002';
/** … and this email is rejected on Tabby's page after the OTP. */
const REJECTED_EMAIL = 'otp.rejected@tabby.ai';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;
const SESSION_MINUTES = 20;

function halalasOf(value: unknown): bigint | null {
  const match = typeof value === 'string' ? AMOUNT.exec(value) : null;
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function tabbyError(status: number, errorType: string, error: string): Reply {
  return { status, body: { status: 'error', errorType, error } };
}

function fieldErrors(fields: string[]): Reply {
  return {
    status: 400,
    body: {
      status: 'error',
      errorType: 'bad_data',
      errors: fields.map((field) => ({ field, code: 'invalid_value', message: '' })),
    },
  };
}

/** A capture's or refund's body: its amount and reference_id, or the 400 naming the bad fields. */
function readMovement(json: unknown): { request: Json; halalas: bigint } | { invalid: Reply } {
  const request = isObject(json) ? json : {};
  const halalas = halalasOf(request.amount);
  const invalid = [
    ...(halalas === null || halalas === 0n ? ['$.amount'] : []),
    ...(nonEmpty(request.reference_id) ? [] : ['$.reference_id']),
  ];
  return invalid.length ? { invalid: fieldErrors(invalid) } : { request, halalas: halalas! };
}

/** "+966 50 000 0002", "0500000002", "966500000002" → "500000002". */
function nationalNumber(phone: string): string {
  return phone
    .replace(/\D/g, '')
    .replace(/^(966|971|965)/, '')
    .replace(/^0/, '');
}

export class FakeTabby extends FakeHttpServer {
  readonly secretKey = 'sk_test_0f2c9a4e-fake-4d1b-9c37-5e8a1b2c3d4e';
  readonly publicKey = 'pk_test_0f2c9a4e-fake-4d1b-9c37-5e8a1b2c3d4f';
  readonly merchantCode = 'FAKE_SA';
  readonly currency = 'SAR';
  /** The merchant's limits (Tabby configures them per merchant): outside them, a rejected session. */
  minAmountHalalas = 1_00;
  maxAmountHalalas = 5_000_00;
  /** How late a 'hang' fault answers; tests set the client's timeout below it. */
  hangMs = 1_500;
  readonly requests: RecordedRequest[] = [];
  readonly payments = new Map<string, FakeTabbyPayment>();
  readonly webhooks: Json[] = [];
  #faults: FakeTabbyFault[] = [];

  /** The next request (whatever it is) meets this fault. */
  failNext(fault: FakeTabbyFault): void {
    this.#faults.push(fault);
  }

  get requestCount(): number {
    return this.requests.length;
  }

  calls(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  /** The buyer completes Tabby's page with the OTP: AUTHORIZED, or REJECTED for the rejected test buyer. */
  authorize(paymentId: string): PaymentStatus {
    const payment = this.#created(paymentId);
    const buyer = isObject(payment.request.buyer) ? payment.request.buyer : {};
    payment.status = buyer.email === REJECTED_EMAIL ? 'REJECTED' : 'AUTHORIZED';
    return payment.status;
  }

  /** Tabby declines the buyer on its page (the failure URL). */
  reject(paymentId: string): void {
    this.#created(paymentId).status = 'REJECTED';
  }

  /** The buyer cancels on Tabby's page, or the session times out (the cancel URL). */
  expire(paymentId: string): void {
    this.#created(paymentId).status = 'EXPIRED';
  }

  /** Posts Tabby's webhook body for the payment to `url`, with our registered header; the HTTP status. */
  async sendWebhook(
    url: string,
    paymentId: string,
    header?: { title: string; value: string },
  ): Promise<number> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`no fake payment ${paymentId}`);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(header ? { [header.title]: header.value } : {}),
      },
      body: JSON.stringify(this.webhookBody(payment)),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The webhook payload as documented: the payment, status in lower case. */
  webhookBody(payment: FakeTabbyPayment): Json {
    return {
      id: payment.id,
      created_at: payment.createdAt,
      expires_at: payment.expiresAt,
      closed_at: payment.closedAt,
      status: payment.status.toLowerCase(),
      is_test: this.#isTest(),
      is_expired: payment.status === 'EXPIRED',
      amount: payment.request.amount,
      currency: payment.request.currency,
      order: { reference_id: payment.referenceId },
      captures: payment.captures.map(({ halalas: _halalas, ...capture }) => capture),
      refunds: payment.refunds.map(({ halalas: _halalas, ...refund }) => refund),
      meta: { order_id: null, customer: null },
      token: null,
    };
  }

  #created(paymentId: string): FakeTabbyPayment {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`no fake payment ${paymentId}`);
    if (payment.status !== 'CREATED')
      throw new Error(`fake payment ${paymentId} is ${payment.status}`);
    return payment;
  }

  #isTest(): boolean {
    return this.secretKey.startsWith('sk_test_');
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const path = (req.url ?? '/').split('?')[0]!;
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });

    const fault = this.#faults.shift();
    if (fault === 'server-error')
      return this.#send(res, { status: 500, body: 'Internal Server error' });
    if (fault === 'rate-limited')
      return this.#send(res, { status: 429, body: 'Too Many Requests' });
    const reply = this.#route(req, path, body);
    if (fault === 'hang') await new Promise((resolve) => setTimeout(resolve, this.hangMs));
    if (fault === 'malformed') {
      return this.#send(res, reply, JSON.stringify(reply.body).slice(0, 20));
    }
    this.#send(res, reply);
  }

  #send(res: ServerResponse, reply: Reply, raw?: string) {
    if (res.destroyed) return;
    const text = typeof reply.body === 'string';
    res.writeHead(reply.status, {
      'content-type': text && raw === undefined ? 'text/plain; charset=utf-8' : 'application/json',
    });
    res.end(raw ?? (text ? (reply.body as string) : JSON.stringify(reply.body)));
  }

  #route(req: IncomingMessage, path: string, body: string): Reply {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ')) {
      return tabbyError(401, 'not_authorized', 'missing Bearer scheme');
    }
    if (auth.slice('Bearer '.length) !== this.secretKey) {
      return tabbyError(401, 'not_authorized', "auth: provided key doesn't exist");
    }
    let json: unknown = {};
    if (body) {
      try {
        json = JSON.parse(body);
      } catch {
        return tabbyError(400, 'bad_data', 'could not decode request');
      }
    }
    const method = req.method;
    if (method === 'POST' && path === '/api/v2/checkout') return this.#createSession(json);
    if (method === 'POST' && path === '/api/v1/webhooks') return this.#registerWebhook(req, json);
    if (method === 'GET' && path === '/api/v1/webhooks') return this.#listWebhooks(req);

    const match = /^\/api\/v2\/payments\/([^/]+)(?:\/(captures|refunds|close))?$/.exec(path);
    if (!match) return { status: 404, body: '404 page not found' };
    const [, id, action] = match;
    if (!UUID.test(id!)) return tabbyError(400, 'bad_data', 'invalid payment id');
    const payment = this.payments.get(id!);
    if (!payment) return tabbyError(404, 'not_found', 'no such payment');
    if (method === 'GET' && !action) return this.#ok(payment);
    if (method === 'PUT' && !action) return this.#updateReference(payment, json);
    if (method === 'POST' && action === 'captures') return this.#capture(payment, json);
    if (method === 'POST' && action === 'refunds') return this.#refund(payment, json);
    if (method === 'POST' && action === 'close') return this.#close(payment);
    return { status: 404, body: '404 page not found' };
  }

  #createSession(json: unknown): Reply {
    if (!isObject(json)) return tabbyError(400, 'bad_data', 'could not decode request');
    if (json.merchant_code !== this.merchantCode) {
      return tabbyError(401, 'not_authorized', 'merchant is null');
    }
    const payment = isObject(json.payment) ? json.payment : {};
    const buyer = isObject(payment.buyer) ? payment.buyer : {};
    const order = isObject(payment.order) ? payment.order : {};
    const items = Array.isArray(order.items) ? order.items : null;
    const invalid: string[] = [];
    if (json.lang !== 'ar' && json.lang !== 'en') invalid.push('$.lang');
    const halalas = halalasOf(payment.amount);
    if (halalas === null || halalas === 0n) invalid.push('$.payment.amount');
    if (!['AED', 'SAR', 'KWD'].includes(payment.currency as string)) {
      invalid.push('$.payment.currency');
    }
    if (!nonEmpty(buyer.email)) invalid.push('$.payment.buyer.email');
    if (!nonEmpty(buyer.phone)) invalid.push('$.payment.buyer.phone');
    if (!nonEmpty(order.reference_id)) invalid.push('$.payment.order.reference_id');
    if (!items) invalid.push('$.payment.order.items');
    for (const [index, item] of (items ?? []).entries()) {
      const at = `$.payment.order.items[${index}]`;
      if (!isObject(item)) {
        invalid.push(at);
        continue;
      }
      if (!nonEmpty(item.title)) invalid.push(`${at}.title`);
      if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) {
        invalid.push(`${at}.quantity`);
      }
      if (halalasOf(item.unit_price) === null) invalid.push(`${at}.unit_price`);
      if (!nonEmpty(item.category)) invalid.push(`${at}.category`);
    }
    for (const field of ['tax_amount', 'shipping_amount', 'discount_amount']) {
      if (order[field] !== undefined && halalasOf(order[field]) === null) {
        invalid.push(`$.payment.order.${field}`);
      }
    }
    const urls = isObject(json.merchant_urls) ? json.merchant_urls : {};
    for (const key of ['success', 'cancel', 'failure']) {
      if (urls[key] !== undefined && !URL.canParse(String(urls[key]))) {
        invalid.push(`$.merchant_urls.${key}`);
      }
    }
    if (invalid.length) return fieldErrors(invalid);
    if (payment.currency !== this.currency) {
      return tabbyError(
        400,
        'bad_data',
        `could not create payment: only '${this.currency}' is supported, but got '${payment.currency as string}'`,
      );
    }

    const sessionId = randomUUID();
    const createdAt = new Date();
    const rejection =
      nationalNumber(buyer.phone as string) === PRESCORING_REJECT_PHONE
        ? 'not_available'
        : halalas! < BigInt(this.minAmountHalalas)
          ? 'order_amount_too_low'
          : halalas! > BigInt(this.maxAmountHalalas)
            ? 'order_amount_too_high'
            : null;
    const products = {
      installments: {
        type: 'installments',
        is_available: rejection === null,
        rejection_reason: rejection,
      },
    };
    if (rejection) {
      return {
        status: 200,
        body: {
          id: sessionId,
          status: 'rejected',
          token: null,
          configuration: { available_products: {}, products },
          merchant_urls: json.merchant_urls ?? null,
        },
      };
    }
    const stored: FakeTabbyPayment = {
      id: randomUUID(),
      status: 'CREATED',
      createdAt: createdAt.toISOString(),
      expiresAt: new Date(createdAt.getTime() + SESSION_MINUTES * 60_000).toISOString(),
      closedAt: null,
      request: payment,
      halalas: halalas!,
      referenceId: order.reference_id as string,
      captures: [],
      refunds: [],
    };
    this.payments.set(stored.id, stored);
    return {
      status: 200,
      body: {
        id: sessionId,
        status: 'created',
        token: null,
        configuration: {
          available_products: {
            installments: [
              {
                web_url: `${this.url}/hpp/${sessionId}?lang=${json.lang as string}`,
                qr_code: `${this.url}/api/v2/checkout/${sessionId}/hpp_link_qr`,
              },
            ],
          },
          products,
        },
        payment: {
          id: stored.id,
          created_at: stored.createdAt,
          status: stored.status,
          is_test: this.#isTest(),
          amount: payment.amount,
          currency: payment.currency,
          description: payment.description ?? null,
          order,
        },
        merchant_urls: json.merchant_urls ?? null,
      },
    };
  }

  #capture(payment: FakeTabbyPayment, json: unknown): Reply {
    const read = readMovement(json);
    if ('invalid' in read) return read.invalid;
    const { request, halalas } = read;
    // The idempotency key: the same capture again changes nothing and answers with the payment.
    if (payment.captures.some((capture) => capture.reference_id === request.reference_id)) {
      return this.#ok(payment);
    }
    if (payment.status !== 'AUTHORIZED') {
      return tabbyError(400, 'bad_data', 'could not capture not authorized payments');
    }
    const captured = payment.captures.reduce((sum, capture) => sum + capture.halalas, 0n);
    if (captured + halalas > payment.halalas) {
      return tabbyError(
        400,
        'bad_data',
        'capture amount is greater than the amount left to capture',
      );
    }
    payment.captures.push(this.#movement(request, halalas));
    if (captured + halalas === payment.halalas) this.#closeNow(payment);
    return this.#ok(payment);
  }

  #refund(payment: FakeTabbyPayment, json: unknown): Reply {
    const read = readMovement(json);
    if ('invalid' in read) return read.invalid;
    const { request, halalas } = read;
    if (payment.refunds.some((refund) => refund.reference_id === request.reference_id)) {
      return this.#ok(payment);
    }
    if (payment.status !== 'CLOSED' || payment.captures.length === 0) {
      return tabbyError(
        400,
        'bad_data',
        'can not refund payment that has no captures and not closed',
      );
    }
    const captured = payment.captures.reduce((sum, capture) => sum + capture.halalas, 0n);
    const refunded = payment.refunds.reduce((sum, refund) => sum + refund.halalas, 0n);
    if (refunded + halalas > captured) {
      return tabbyError(400, 'bad_data', 'refund amount is greater than the amount left to refund');
    }
    payment.refunds.push({
      ...this.#movement(request, halalas),
      ...(nonEmpty(request.reason) ? { reason: request.reason as string } : {}),
    });
    return this.#ok(payment);
  }

  #close(payment: FakeTabbyPayment): Reply {
    if (payment.status === 'CLOSED') return tabbyError(400, 'bad_data', 'already closed');
    if (payment.status !== 'AUTHORIZED') {
      return tabbyError(400, 'bad_data', `could not close ${payment.status.toLowerCase()} payment`);
    }
    this.#closeNow(payment);
    return this.#ok(payment);
  }

  #updateReference(payment: FakeTabbyPayment, json: unknown): Reply {
    const order = isObject(json) && isObject(json.order) ? json.order : {};
    if (!nonEmpty(order.reference_id)) return fieldErrors(['$.order.reference_id']);
    if (payment.status !== 'AUTHORIZED' && payment.status !== 'CLOSED') {
      return tabbyError(400, 'bad_data', 'payment is not authorized or closed');
    }
    payment.referenceId = order.reference_id as string;
    return this.#ok(payment);
  }

  #registerWebhook(req: IncomingMessage, json: unknown): Reply {
    if (req.headers['x-merchant-code'] !== this.merchantCode) {
      return tabbyError(401, 'not_authorized', 'authorization');
    }
    const request = isObject(json) ? json : {};
    const url = typeof request.url === 'string' && URL.canParse(request.url) ? request.url : null;
    if (!url || new URL(url).protocol !== 'https:') {
      return tabbyError(400, 'bad_data', 'bad_request');
    }
    const header = isObject(request.header) ? request.header : null;
    const webhook = {
      id: randomUUID(),
      url,
      is_test: typeof request.is_test === 'boolean' ? request.is_test : this.#isTest(),
      header: header ? { title: header.title ?? null, value: header.value ?? null } : null,
    };
    this.webhooks.push(webhook);
    return { status: 200, body: webhook };
  }

  /** Tabby's spec answers one webhook object, or null for none; with several the fake lists them. */
  #listWebhooks(req: IncomingMessage): Reply {
    if (req.headers['x-merchant-code'] !== this.merchantCode) {
      return tabbyError(401, 'not_authorized', 'authorization');
    }
    const body =
      this.webhooks.length === 0
        ? null
        : this.webhooks.length === 1
          ? this.webhooks[0]
          : this.webhooks;
    return { status: 200, body };
  }

  #movement(request: Json, halalas: bigint): Movement {
    return {
      id: randomUUID(),
      amount: request.amount as string,
      halalas,
      reference_id: request.reference_id as string,
      created_at: new Date().toISOString(),
    };
  }

  #closeNow(payment: FakeTabbyPayment) {
    payment.status = 'CLOSED';
    payment.closedAt = new Date().toISOString();
  }

  /** The payment object as Tabby's GET, capture, refund and close answer it. */
  #ok(payment: FakeTabbyPayment): Reply {
    const request = payment.request;
    return {
      status: 200,
      body: {
        id: payment.id,
        created_at: payment.createdAt,
        expires_at: payment.expiresAt,
        status: payment.status,
        is_test: this.#isTest(),
        amount: request.amount,
        currency: request.currency,
        description: request.description ?? null,
        buyer: request.buyer,
        shipping_address: request.shipping_address ?? null,
        order: {
          ...(isObject(request.order) ? request.order : {}),
          reference_id: payment.referenceId,
        },
        captures: payment.captures.map(({ halalas: _halalas, ...capture }) => ({
          ...capture,
          tax_amount: '0.00',
          shipping_amount: '0.00',
          discount_amount: '0.00',
          items: [],
        })),
        refunds: payment.refunds.map(({ halalas: _halalas, ...refund }) => ({
          ...refund,
          reason: refund.reason ?? null,
          items: [],
        })),
        buyer_history: request.buyer_history ?? null,
        order_history: request.order_history ?? [],
        meta: { order_id: null, customer: null },
        attachment: null,
      },
    };
  }
}
