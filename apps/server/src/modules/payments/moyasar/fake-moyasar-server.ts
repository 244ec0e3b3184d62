import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FakeHttpServer,
  readBody,
  type RecordedRequest as FakeRequest,
} from '../../../test/fake-http-server.ts';
import type { MoyasarWebhookType } from './moyasar-wire.ts';

/**
 * A local Moyasar for tests: the documented HTTP of invoices, payments, refunds, capture and void
 * (MOYASAR.md), with Basic auth on the secret key, Moyasar's validation and error bodies, and test
 * controls that play the shopper (paying an invoice with a given outcome), the clock (expiry), the
 * network (5xx, hangs, garbage) and Moyasar's webhook sender. The real client talks to it over HTTP.
 */

export type FakeCardBrand = 'mada' | 'visa' | 'master' | 'amex';

/** How a card or Apple Pay payment fails; each gives Moyasar's sandbox message for that case. */
export type FakeCardFailure = 'declined' | 'insufficient-funds' | '3ds-failed';

export type FakePaymentOutcome =
  | {
      method: 'creditcard' | 'applepay';
      brand: FakeCardBrand;
      last4: string;
      failure?: FakeCardFailure;
    }
  | { method: 'stcpay'; mobile?: string; failure?: 'insufficient-funds' | 'invalid-otp' };

export type FakeFault =
  /** HTTP 500 with Moyasar's api_error body; nothing done. */
  | 'server-error'
  /** HTTP 429 with a rate_limit_error body; nothing done. */
  | 'rate-limited'
  /** No answer at all until the client gives up (or the fake stops). */
  | 'hang'
  /** HTTP 200 whose body is not JSON. */
  | 'malformed-json'
  /** HTTP 200 with JSON that is not the documented object. */
  | 'wrong-shape'
  /** The work is done, then the connection drops before the answer: the ambiguous case. */
  | 'lost-answer';

export interface RecordedRequest extends FakeRequest {
  query: URLSearchParams;
}

type Json = Record<string, unknown>;

interface Reply {
  status: number;
  body: unknown;
}

interface FakeInvoice {
  id: string;
  status: 'initiated' | 'paid' | 'canceled' | 'expired';
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string | null;
  successUrl: string | null;
  backUrl: string | null;
  expiredAt: string | null;
  metadata: Record<string, string | number | boolean>;
  paymentIds: string[];
  createdAt: string;
  updatedAt: string;
}

interface FakePayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'refunded' | 'voided';
  amount: number;
  refunded: number;
  captured: number;
  currency: string;
  description: string | null;
  invoiceId: string | null;
  metadata: Record<string, string | number | boolean> | null;
  source: Json;
  refundedAt: string | null;
  capturedAt: string | null;
  voidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Sandbox messages as Moyasar's test-card, Apple Pay and STC Pay testing pages give them. */
const MESSAGES = {
  approved: 'APPROVED',
  declined: 'DECLINED',
  'insufficient-funds': 'INSUFFICIENT FUNDS',
  '3ds-failed': '3-D Secure transaction attempt failed (Not Enrolled)',
  stcPaid: 'Paid',
  stcInsufficient: 'Insufficient Balance.',
  stcInvalidOtp: 'Invalid OTP',
} as const;

const METADATA_MAX_KEYS = 30;
const METADATA_MAX_KEY = 40;
const METADATA_MAX_VALUE = 500;
const MIN_AMOUNT = 100;
/** Moyasar does not document its page size. */
const PAGE_SIZE = 20;

function error(status: number, type: string, message: string, errors: Json | null = null): Reply {
  return { status, body: { type, message, errors } };
}

const notFound = () => error(404, 'invalid_request_error', 'Object not found');

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function formatAmount(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

export class FakeMoyasar extends FakeHttpServer {
  readonly secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  readonly requests: RecordedRequest[] = [];
  readonly invoices = new Map<string, FakeInvoice>();
  readonly payments = new Map<string, FakePayment>();
  #faults: { fault: FakeFault; path?: string }[] = [];

  /**
   * The next request meets this fault: any request, or only one whose path ends with `pathEnd`
   * (e.g. '/refund'). Several queue up in order.
   */
  failNext(fault: FakeFault, pathEnd?: string): void {
    this.#faults.push({ fault, path: pathEnd });
  }

  calls(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  /** The shopper pays the invoice on Moyasar's page; a failed attempt leaves it open for another. */
  pay(invoiceId: string, outcome: FakePaymentOutcome): Json {
    const invoice = this.#invoice(invoiceId);
    if (invoice.status !== 'initiated')
      throw new Error(`fake invoice ${invoiceId} is ${invoice.status}`);
    const failed = Boolean(outcome.failure);
    const payment = this.#newPayment({
      status: failed ? 'failed' : 'paid',
      amount: invoice.amount,
      currency: invoice.currency,
      description: invoice.description,
      invoiceId: invoice.id,
      metadata: invoice.metadata,
      source: this.#source(outcome),
    });
    invoice.paymentIds.push(payment.id);
    invoice.updatedAt = payment.createdAt;
    if (!failed) invoice.status = 'paid';
    return this.#paymentJson(payment);
  }

  /** A card payment authorized only (`manual: true` in the payment form), to capture or void. */
  authorize(amountHalalas: number, brand: FakeCardBrand = 'visa', last4 = '1111'): Json {
    const payment = this.#newPayment({
      status: 'authorized',
      amount: amountHalalas,
      currency: 'SAR',
      description: null,
      invoiceId: null,
      metadata: null,
      source: this.#source({ method: 'creditcard', brand, last4 }),
    });
    return this.#paymentJson(payment);
  }

  expire(invoiceId: string): void {
    const invoice = this.#invoice(invoiceId);
    invoice.status = 'expired';
    invoice.expiredAt = new Date().toISOString();
  }

  /** Moyasar's webhook body for a payment event, as it would POST it. */
  webhookEvent(type: MoyasarWebhookType, paymentId: string, secretToken: string): Json {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`no fake payment ${paymentId}`);
    return {
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: secretToken,
      account_name: 'Fake Perfume Store',
      live: false,
      data: this.#paymentJson(payment),
    };
  }

  async sendWebhook(
    url: string,
    type: MoyasarWebhookType,
    paymentId: string,
    secretToken: string,
  ): Promise<{ status: number; body: string }> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(this.webhookEvent(type, paymentId, secretToken)),
      signal: AbortSignal.timeout(5_000),
    });
    return { status: response.status, body: await response.text() };
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    this.requests.push(request);

    const queued = this.#faults.findIndex(({ path }) => !path || url.pathname.endsWith(path));
    const fault = queued === -1 ? undefined : this.#faults.splice(queued, 1)[0]!.fault;
    if (fault === 'hang') return; // the socket stays open, unanswered
    if (fault === 'lost-answer') {
      this.#route(request);
      res.destroy();
      return;
    }
    if (fault === 'malformed-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id": "cut off');
      return;
    }
    const reply =
      fault === 'server-error'
        ? error(500, 'api_error', 'Internal Server Error')
        : fault === 'rate-limited'
          ? error(429, 'rate_limit_error', 'Too Many Requests')
          : fault === 'wrong-shape'
            ? { status: 200, body: { unexpected: true } }
            : this.#route(request);
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  }

  #route(request: RecordedRequest): Reply {
    const expected = `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return error(401, 'authentication_error', 'Invalid authorization credentials');
    }
    let json: Json = {};
    if (request.body) {
      try {
        const parsed: unknown = JSON.parse(request.body);
        if (!isObject(parsed)) throw new Error('not an object');
        json = parsed;
      } catch {
        return error(400, 'invalid_request_error', 'Request body is not valid JSON');
      }
    }
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/invoices') return this.#createInvoice(json);
    if (method === 'GET' && path === '/v1/payments') return this.#listPayments(request.query);

    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (method === 'GET' && invoice) {
      const found = this.invoices.get(invoice[1]!);
      return found ? { status: 200, body: this.#invoiceJson(found) } : notFound();
    }
    const cancel = /^\/v1\/invoices\/([^/]+)\/cancel$/.exec(path);
    if (method === 'PUT' && cancel) return this.#cancelInvoice(cancel[1]!);

    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) {
      const found = this.payments.get(payment[1]!);
      return found ? { status: 200, body: this.#paymentJson(found) } : notFound();
    }
    const action = /^\/v1\/payments\/([^/]+)\/(refund|capture|void)$/.exec(path);
    if (method === 'POST' && action) {
      const found = this.payments.get(action[1]!);
      if (!found) return notFound();
      if (action[2] === 'refund') return this.#refund(found, json);
      if (action[2] === 'capture') return this.#capture(found, json);
      return this.#void(found);
    }
    return notFound();
  }

  /** The checks Moyasar documents for a new invoice (else 400 invalid_request_error with `errors`). */
  #createInvoice(json: Json): Reply {
    const errors: Record<string, string[]> = {};
    const add = (field: string, problem: string) => (errors[field] ??= []).push(problem);
    const { amount, currency = 'SAR', description, metadata = {} } = json;
    if (amount === undefined) add('amount', 'is required');
    else if (typeof amount !== 'number' || !Number.isInteger(amount))
      add('amount', 'must be an integer');
    else if (amount < MIN_AMOUNT) add('amount', `must be greater than or equal to ${MIN_AMOUNT}`);
    if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency))
      add('currency', 'is invalid');
    if (typeof description !== 'string' || !description.trim()) add('description', 'is required');
    for (const field of ['callback_url', 'success_url', 'back_url']) {
      if (json[field] !== undefined && json[field] !== null && !isHttpUrl(json[field])) {
        add(field, 'is not a valid URL');
      }
    }
    const expiredAt = json.expired_at;
    if (expiredAt !== undefined && expiredAt !== null) {
      if (typeof expiredAt !== 'string' || Number.isNaN(Date.parse(expiredAt))) {
        add('expired_at', 'is not a valid ISO 8601 date');
      }
    }
    if (!isObject(metadata)) add('metadata', 'must be an object');
    else {
      const entries = Object.entries(metadata);
      if (entries.length > METADATA_MAX_KEYS)
        add('metadata', `has more than ${METADATA_MAX_KEYS} keys`);
      for (const [key, value] of entries) {
        if (key.length > METADATA_MAX_KEY)
          add('metadata', `key ${key} is longer than ${METADATA_MAX_KEY}`);
        if (!['string', 'number', 'boolean'].includes(typeof value))
          add('metadata', `${key} is invalid`);
        else if (String(value).length > METADATA_MAX_VALUE) {
          add('metadata', `${key} is longer than ${METADATA_MAX_VALUE}`);
        }
      }
    }
    if (Object.keys(errors).length) {
      return error(400, 'invalid_request_error', 'Validation Failed', errors);
    }
    const now = new Date().toISOString();
    const invoice: FakeInvoice = {
      id: randomUUID(),
      status: 'initiated',
      amount: amount as number,
      currency: (currency as string).toUpperCase(),
      description: description as string,
      callbackUrl: (json.callback_url as string | undefined) ?? null,
      successUrl: (json.success_url as string | undefined) ?? null,
      backUrl: (json.back_url as string | undefined) ?? null,
      expiredAt: (expiredAt as string | undefined) ?? null,
      metadata: metadata as FakeInvoice['metadata'],
      paymentIds: [],
      createdAt: now,
      updatedAt: now,
    };
    this.invoices.set(invoice.id, invoice);
    return { status: 201, body: this.#invoiceJson(invoice) };
  }

  #cancelInvoice(id: string): Reply {
    const invoice = this.invoices.get(id);
    if (!invoice) return notFound();
    if (invoice.status !== 'initiated') {
      return error(
        400,
        'invalid_request_error',
        `Invoice is ${invoice.status} and cannot be canceled`,
      );
    }
    invoice.status = 'canceled';
    invoice.updatedAt = new Date().toISOString();
    return { status: 200, body: this.#invoiceJson(invoice) };
  }

  /** `metadata[key]=value` filters, `status`, `page`; answered with Moyasar's `meta` block. */
  #listPayments(query: URLSearchParams): Reply {
    const filters = [...query.entries()]
      .map(([name, value]) => [/^metadata\[(.+)\]$/.exec(name)?.[1], value] as const)
      .filter((filter): filter is readonly [string, string] => filter[0] !== undefined);
    const status = query.get('status');
    const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
    const all = [...this.payments.values()]
      .filter((payment) => !status || payment.status === status)
      .filter((payment) =>
        filters.every(([key, value]) => String(payment.metadata?.[key] ?? '') === value),
      )
      .reverse();
    const totalPages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
    return {
      status: 200,
      body: {
        payments: all
          .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
          .map((payment) => this.#paymentJson(payment)),
        meta: {
          current_page: page,
          next_page: page < totalPages ? page + 1 : null,
          prev_page: page > 1 ? page - 1 : null,
          total_pages: totalPages,
          total_count: all.length,
        },
      },
    };
  }

  /**
   * Refunds a paid or captured payment, partly or wholly; never more than what is left. The
   * payment's `refunded` grows with each refund and its status becomes `refunded` once all of it
   * is back (MOYASAR.md says which part of this Moyasar documents).
   */
  #refund(payment: FakePayment, json: Json): Reply {
    if (payment.status !== 'paid' && payment.status !== 'captured') {
      return error(
        400,
        'invalid_request_error',
        `Payment is ${payment.status} and cannot be refunded`,
      );
    }
    const refundable =
      (payment.status === 'captured' ? payment.captured : payment.amount) - payment.refunded;
    const amount = json.amount ?? refundable;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return error(400, 'invalid_request_error', 'Validation Failed', {
        amount: ['must be a positive integer'],
      });
    }
    if (amount > refundable) {
      return error(400, 'invalid_request_error', 'Validation Failed', {
        amount: [`must be less than or equal to the refundable amount ${refundable}`],
      });
    }
    const now = new Date().toISOString();
    payment.refunded += amount;
    payment.refundedAt = now;
    payment.updatedAt = now;
    if (amount === refundable) payment.status = 'refunded';
    return { status: 200, body: this.#paymentJson(payment) };
  }

  #capture(payment: FakePayment, json: Json): Reply {
    if (payment.status !== 'authorized') {
      return error(
        400,
        'invalid_request_error',
        `Payment is ${payment.status} and cannot be captured`,
      );
    }
    const amount = json.amount ?? payment.amount;
    if (
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount <= 0 ||
      amount > payment.amount
    ) {
      return error(400, 'invalid_request_error', 'Validation Failed', {
        amount: [`must be a positive integer no greater than ${payment.amount}`],
      });
    }
    const now = new Date().toISOString();
    payment.status = 'captured';
    payment.captured = amount;
    payment.capturedAt = now;
    payment.updatedAt = now;
    return { status: 200, body: this.#paymentJson(payment) };
  }

  /** Voids what is not settled yet; the fake never settles, so any untouched success qualifies. */
  #void(payment: FakePayment): Reply {
    const voidable =
      ['paid', 'authorized', 'captured'].includes(payment.status) && payment.refunded === 0;
    if (!voidable) {
      return error(
        400,
        'invalid_request_error',
        `Payment is ${payment.status} and cannot be voided`,
      );
    }
    const now = new Date().toISOString();
    payment.status = 'voided';
    payment.voidedAt = now;
    payment.updatedAt = now;
    return { status: 200, body: this.#paymentJson(payment) };
  }

  #invoice(id: string): FakeInvoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw new Error(`no fake invoice ${id}`);
    return invoice;
  }

  #newPayment(
    fields: Pick<
      FakePayment,
      'status' | 'amount' | 'currency' | 'description' | 'invoiceId' | 'metadata' | 'source'
    >,
  ): FakePayment {
    const now = new Date().toISOString();
    const payment: FakePayment = {
      id: randomUUID(),
      refunded: 0,
      captured: 0,
      refundedAt: null,
      capturedAt: null,
      voidedAt: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  #source(outcome: FakePaymentOutcome): Json {
    const reference = randomBytes(6).readUIntBE(0, 6).toString().padStart(12, '0');
    if (outcome.method === 'stcpay') {
      return {
        type: 'stcpay',
        mobile: outcome.mobile ?? '0500000000',
        reference_number: reference,
        branch: null,
        cashier: null,
        transaction_url: null,
        message:
          outcome.failure === 'insufficient-funds'
            ? MESSAGES.stcInsufficient
            : outcome.failure === 'invalid-otp'
              ? MESSAGES.stcInvalidOtp
              : MESSAGES.stcPaid,
      };
    }
    return {
      type: outcome.method,
      company: outcome.brand,
      name: outcome.method === 'creditcard' ? 'Test Shopper' : null,
      number: `XXXX-XXXX-XXXX-${outcome.last4}`,
      gateway_id: `moyasar_${outcome.method === 'creditcard' ? 'cc' : 'ap'}_${randomBytes(12).toString('hex')}`,
      reference_number: reference,
      token: null,
      message: outcome.failure ? MESSAGES[outcome.failure] : MESSAGES.approved,
      transaction_url: null,
    };
  }

  #paymentJson(payment: FakePayment): Json {
    const { currency } = payment;
    return {
      id: payment.id,
      status: payment.status,
      amount: payment.amount,
      fee: 0,
      currency,
      refunded: payment.refunded,
      refunded_at: payment.refundedAt,
      captured: payment.captured,
      captured_at: payment.capturedAt,
      voided_at: payment.voidedAt,
      description: payment.description,
      amount_format: formatAmount(payment.amount, currency),
      fee_format: formatAmount(0, currency),
      refunded_format: formatAmount(payment.refunded, currency),
      captured_format: formatAmount(payment.captured, currency),
      invoice_id: payment.invoiceId,
      ip: null,
      callback_url: payment.invoiceId ? `${this.url}/checkout/invoices/${payment.invoiceId}` : null,
      created_at: payment.createdAt,
      updated_at: payment.updatedAt,
      metadata: payment.metadata,
      source: payment.source,
    };
  }

  #invoiceJson(invoice: FakeInvoice): Json {
    const paid = invoice.paymentIds
      .map((id) => this.payments.get(id)!)
      .find((payment) => payment.status !== 'failed');
    return {
      id: invoice.id,
      status: invoice.status,
      amount: invoice.amount,
      currency: invoice.currency,
      description: invoice.description,
      logo_url: null,
      amount_format: formatAmount(invoice.amount, invoice.currency),
      url: `${this.url}/checkout/invoices/${invoice.id}?lang=en`,
      callback_url: invoice.callbackUrl,
      success_url: invoice.successUrl,
      back_url: invoice.backUrl,
      expired_at: invoice.expiredAt,
      created_at: invoice.createdAt,
      updated_at: invoice.updatedAt,
      payment_id: paid?.id ?? null,
      paid_at: paid?.createdAt ?? null,
      metadata: invoice.metadata,
      payments: invoice.paymentIds.map((id) => this.#paymentJson(this.payments.get(id)!)),
    };
  }
}
