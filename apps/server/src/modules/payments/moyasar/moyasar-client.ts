import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError } from '../payment-provider.ts';
import {
  moyasarInvoiceBody,
  readMoyasarError,
  readMoyasarInvoice,
  readMoyasarPayment,
  readMoyasarPaymentPage,
  readMoyasarWebhook,
  type MoyasarInvoice,
  type MoyasarInvoiceRequest,
  type MoyasarPayment,
  type MoyasarPaymentPage,
  type MoyasarPaymentStatus,
  type MoyasarWebhookEvent,
} from './moyasar-wire.ts';

export interface MoyasarClientOptions {
  /** sk_test_… or sk_live_…: HTTP Basic user name, empty password. Backend only. */
  secretKey: string;
  /** https://api.moyasar.com (the default), or a local fake in tests. */
  baseUrl?: string;
  /** Per request, including reading the answer. */
  timeoutMs: number;
  /** The webhook's secret token, as registered in Moyasar's dashboard. */
  webhookSecret?: string;
}

export interface MoyasarPaymentQuery {
  /** Sent as `metadata[key]=value`, Moyasar's documented metadata filter. */
  metadata?: Record<string, string>;
  status?: MoyasarPaymentStatus;
  page?: number;
}

const DEFAULT_BASE_URL = 'https://api.moyasar.com';

/** Moyasar ids are UUIDs; anything else never reaches a URL path. */
const MOYASAR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Moyasar's REST API (v1): hosted invoices, payments, refunds, capture and void. Production code,
 * tested against a local fake that speaks the same HTTP (fake-moyasar-server.ts).
 *
 * None of these calls is idempotent at Moyasar: after a timed-out refund, capture or void, read the
 * payment (its `refunded` / `captured` / status) before trying again.
 */
export class MoyasarClient {
  // Private fields: the key never shows in logs, JSON or util.inspect of the client.
  readonly #authorization: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #webhookSecret: string | undefined;

  constructor(options: MoyasarClientOptions) {
    if (!options.secretKey) throw new Error('Moyasar secret key is missing');
    this.#authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    this.#baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
    this.#timeoutMs = options.timeoutMs;
    this.#webhookSecret = options.webhookSecret;
  }

  /** POST /v1/invoices: the answer's `url` is the hosted page to send the shopper to. */
  async createInvoice(request: MoyasarInvoiceRequest): Promise<MoyasarInvoice> {
    checkedHalalas(request.amountHalalas, 'invoice amount');
    const body = await this.#api('POST', '/v1/invoices', moyasarInvoiceBody(request));
    return readMoyasarInvoice(body);
  }

  async getInvoice(invoiceId: string): Promise<MoyasarInvoice> {
    return readMoyasarInvoice(await this.#api('GET', `/v1/invoices/${checkedId(invoiceId)}`));
  }

  /** PUT /v1/invoices/:id/cancel, as Moyasar's own SDKs call it: the invoice can no longer be paid. */
  async cancelInvoice(invoiceId: string): Promise<MoyasarInvoice> {
    const path = `/v1/invoices/${checkedId(invoiceId)}/cancel`;
    return readMoyasarInvoice(await this.#api('PUT', path));
  }

  async getPayment(paymentId: string): Promise<MoyasarPayment> {
    return readMoyasarPayment(await this.#api('GET', `/v1/payments/${checkedId(paymentId)}`));
  }

  /** GET /v1/payments, for reconciliation: e.g. every payment whose metadata names our order. */
  async listPayments(query: MoyasarPaymentQuery = {}): Promise<MoyasarPaymentPage> {
    const params = new URLSearchParams();
    if (query.page !== undefined) params.set('page', String(query.page));
    if (query.status) params.set('status', query.status);
    for (const [key, value] of Object.entries(query.metadata ?? {})) {
      params.set(`metadata[${key}]`, value);
    }
    const search = params.size ? `?${params}` : '';
    return readMoyasarPaymentPage(await this.#api('GET', `/v1/payments${search}`));
  }

  /**
   * Refunds part or all of a paid or captured payment. The amount is always sent: Moyasar refunds
   * whatever is left when it is missing, which would turn a mistaken retry into a full refund.
   */
  async refundPayment(paymentId: string, amountHalalas: number): Promise<MoyasarPayment> {
    const path = `/v1/payments/${checkedId(paymentId)}/refund`;
    const amount = checkedHalalas(amountHalalas, 'refund amount');
    return readMoyasarPayment(await this.#api('POST', path, { amount }));
  }

  /** Captures an authorized payment, all of it or less (the rest is released). */
  async capturePayment(paymentId: string, amountHalalas?: number): Promise<MoyasarPayment> {
    const path = `/v1/payments/${checkedId(paymentId)}/capture`;
    const body =
      amountHalalas === undefined
        ? {}
        : { amount: checkedHalalas(amountHalalas, 'capture amount') };
    return readMoyasarPayment(await this.#api('POST', path, body));
  }

  /** Cancels a paid, authorized or captured payment that is not settled yet; else refund it. */
  async voidPayment(paymentId: string): Promise<MoyasarPayment> {
    return readMoyasarPayment(await this.#api('POST', `/v1/payments/${checkedId(paymentId)}/void`));
  }

  /** The event when its `secret_token` matches this client's webhook secret; otherwise null. */
  verifyWebhook(rawBody: string | Uint8Array): MoyasarWebhookEvent | null {
    return verifyMoyasarWebhook(rawBody, this.#webhookSecret);
  }

  async #api(method: Method, path: string, body?: unknown): Promise<unknown> {
    const what = `${method} ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await fetch(new URL(path, this.#baseUrl), {
        method,
        headers: {
          authorization: this.#authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError('unavailable', `Moyasar request ${failure(error)}: ${what}`);
    }
    let parsedBody: unknown;
    try {
      const text = await response.text();
      parsedBody = text ? JSON.parse(text) : {};
    } catch (error) {
      if (!response.ok) throw readMoyasarError(response.status, {}, what);
      // Cut off by the timeout, or not JSON: the outcome is unknown.
      throw new PaymentProviderError(
        'unavailable',
        `Moyasar answer unreadable (${failure(error)}): ${what}`,
        { status: response.status },
      );
    }
    if (!response.ok) throw readMoyasarError(response.status, parsedBody, what);
    return parsedBody;
  }
}

/**
 * Checks a webhook body against the secret token registered with the webhook (Moyasar sends it in
 * the body as `secret_token`; there is no signature header). Compares in constant time. Returns the
 * event, or null for a wrong or missing secret, a body that is not JSON, or a malformed event.
 */
export function verifyMoyasarWebhook(
  rawBody: string | Uint8Array,
  expectedSecret: string | undefined,
): MoyasarWebhookEvent | null {
  if (!expectedSecret) return null;
  let body: unknown;
  try {
    body = JSON.parse(
      typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'),
    );
  } catch {
    return null;
  }
  const given = (body as { secret_token?: unknown } | null)?.secret_token;
  if (typeof given !== 'string' || !sameSecret(given, expectedSecret)) return null;
  return readMoyasarWebhook(body);
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function checkedId(id: string): string {
  if (!MOYASAR_ID.test(id)) throw new PaymentProviderError('not-found', 'Malformed Moyasar id');
  return id;
}

function checkedHalalas(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new PaymentProviderError(
      'rejected',
      `Moyasar ${what} must be a positive whole number of halalas`,
    );
  }
  return value;
}

function failure(error: unknown): string {
  return error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
}
