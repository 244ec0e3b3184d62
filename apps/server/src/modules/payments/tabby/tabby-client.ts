import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError } from '../payment-provider.ts';
import {
  captureRefusalKind,
  readTabbyError,
  readTabbyPayment,
  readTabbySession,
  readTabbyWebhook,
  tabbyCaptureBody,
  tabbyRefundBody,
  tabbySessionBody,
  type TabbyPayment,
  type TabbySession,
  type TabbySessionRequest,
  type TabbyWebhook,
  type TabbyWebhookEvent,
} from './tabby-wire.ts';

/** Tabby's API hosts by region (TABBY.md): same paths and payloads, and the wrong one answers 403. */
export const TABBY_BASE_URLS = {
  ksa: 'https://api.tabby.sa',
  uaeKuwait: 'https://api.tabby.ai',
} as const;

export interface TabbyClientOptions {
  /** `sk_test_…` or `sk_…`: whether payments are test or live follows from the key alone. */
  secretKey: string;
  /** Tabby's code for the store (per country); sent in sessions and webhook registration. */
  merchantCode: string;
  /** Defaults to the KSA host, this store's region; tests point it at the local fake. */
  baseUrl?: string;
  /** Per request. */
  timeoutMs?: number;
}

export interface TabbyWebhookHeader {
  title: string;
  value: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Tabby's payment ids are UUIDs; nothing else goes into a path. */
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE_ID = /^[\x21-\x7e]{1,255}$/;

type Method = 'GET' | 'POST' | 'PUT';

/** Tabby's REST API (checkout sessions, payments, webhooks), tested against a local fake of it. */
export class TabbyClient {
  readonly #secretKey: string;
  readonly #merchantCode: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: TabbyClientOptions) {
    if (!options.secretKey) throw new Error('Tabby needs a secret key');
    if (!options.merchantCode) throw new Error('Tabby needs a merchant code');
    this.#secretKey = options.secretKey;
    this.#merchantCode = options.merchantCode;
    this.#baseUrl = new URL(options.baseUrl ?? TABBY_BASE_URLS.ksa).href;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * `POST /api/v2/checkout`. A rejection is an answer, not an error: status `rejected` with a reason.
   * Used twice: as the background pre-scoring at checkout, then with the full order on "Place order".
   */
  async createSession(request: TabbySessionRequest): Promise<TabbySession> {
    const body = tabbySessionBody(request, this.#merchantCode);
    return readTabbySession(await this.#api('POST', '/api/v2/checkout', body));
  }

  /** `GET /api/v2/payments/{id}`: the only thing to trust after a redirect or a webhook. */
  async getPayment(paymentId: string): Promise<TabbyPayment> {
    return readTabbyPayment(await this.#api('GET', paymentPath(paymentId)));
  }

  /**
   * `POST /api/v2/payments/{id}/captures`. The same `referenceId` again is a no-op at Tabby, so a
   * retry after a time-out is safe. A full capture closes the payment; a partial one leaves it
   * AUTHORIZED. A refusal is explained from the payment's state, not from Tabby's error text.
   */
  async capture(
    paymentId: string,
    amountHalalas: number,
    referenceId: string,
  ): Promise<TabbyPayment> {
    const path = `${paymentPath(paymentId)}/captures`;
    const body = tabbyCaptureBody(amountHalalas, checkedReference(referenceId));
    try {
      return readTabbyPayment(await this.#api('POST', path, body));
    } catch (error) {
      throw await this.#explainCaptureRefusal(paymentId, error);
    }
  }

  /** `POST /api/v2/payments/{id}/refunds`: only a CLOSED payment, at most captured minus refunded. */
  async refund(
    paymentId: string,
    amountHalalas: number,
    referenceId: string,
    reason?: string,
  ): Promise<TabbyPayment> {
    const path = `${paymentPath(paymentId)}/refunds`;
    const body = tabbyRefundBody(amountHalalas, checkedReference(referenceId), reason);
    return readTabbyPayment(await this.#api('POST', path, body));
  }

  /**
   * `POST /api/v2/payments/{id}/close`: cancels whatever is not captured (all of it when nothing
   * was). Closing a payment already closed answers with the payment, so a retry is harmless.
   */
  async close(paymentId: string): Promise<TabbyPayment> {
    try {
      return readTabbyPayment(await this.#api('POST', `${paymentPath(paymentId)}/close`));
    } catch (error) {
      if (!isBadRequest(error)) throw error;
      const payment = await this.getPayment(paymentId).catch(() => null);
      if (payment?.status === 'CLOSED') return payment;
      throw error;
    }
  }

  /** `PUT /api/v2/payments/{id}`: changes `order.reference_id` only (AUTHORIZED or CLOSED payments). */
  async updateReference(paymentId: string, referenceId: string): Promise<TabbyPayment> {
    const body = { order: { reference_id: checkedReference(referenceId) } };
    return readTabbyPayment(await this.#api('PUT', paymentPath(paymentId), body));
  }

  /**
   * `POST /api/v1/webhooks` for this merchant code and key (test or live, following the key; at
   * most 4 per pair). Tabby sends `header.title: header.value` with every delivery.
   */
  async registerWebhook(
    url: string,
    header: TabbyWebhookHeader,
    isTest: boolean,
  ): Promise<TabbyWebhook> {
    const body = { url, is_test: isTest, header: { title: header.title, value: header.value } };
    const answer = await this.#api('POST', '/api/v1/webhooks', body, {
      'x-merchant-code': this.#merchantCode,
    });
    return readTabbyWebhook(answer);
  }

  /**
   * `GET /api/v1/webhooks`: the webhooks registered for this merchant code and key. Tabby documents
   * one webhook object, or `null` when there is none; a list is read too. Authenticated by both
   * the key and the merchant code and moving nothing, it is also the admin's connection test.
   */
  async listWebhooks(): Promise<TabbyWebhook[]> {
    const answer = await this.#api('GET', '/api/v1/webhooks', undefined, {
      'x-merchant-code': this.#merchantCode,
    });
    if (answer === null) return [];
    return (Array.isArray(answer) ? answer : [answer]).map(readTabbyWebhook);
  }

  /** Why Tabby refused a capture, in the checkout's terms, read from the payment itself. */
  async #explainCaptureRefusal(paymentId: string, error: unknown): Promise<unknown> {
    if (!isBadRequest(error)) return error;
    const payment = await this.getPayment(paymentId).catch(() => null);
    if (!payment) return error;
    const kind = captureRefusalKind(payment, error.kind);
    return new PaymentProviderError(kind, `${error.message} (payment is ${payment.status})`, {
      ...error.details,
    });
  }

  async #api(
    method: Method,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const what = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(new URL(path, this.#baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${this.#secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new PaymentProviderError('unavailable', `Tabby request ${reason}: ${what}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The body was cut off (time-out or connection lost): the outcome is unknown.
      throw new PaymentProviderError('unavailable', `Tabby answer cut off: ${what}`, {
        status: response.status,
      });
    }
    if (!response.ok) throw readTabbyError(response.status, this.#redact(text), what);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaymentProviderError('unavailable', `Tabby answer unreadable (not JSON): ${what}`, {
        status: response.status,
      });
    }
  }

  /** Never let the key travel into a message or a log, even if an answer were to echo it. */
  #redact(text: string): string {
    return text.split(this.#secretKey).join('[secret key]');
  }
}

function paymentPath(paymentId: string): string {
  if (!PAYMENT_ID.test(paymentId)) {
    throw new PaymentProviderError('not-found', 'Malformed Tabby payment id');
  }
  return `/api/v2/payments/${paymentId}`;
}

function checkedReference(referenceId: string): string {
  if (!REFERENCE_ID.test(referenceId)) {
    throw new RangeError('A Tabby reference id is 1 to 255 printable characters without spaces');
  }
  return referenceId;
}

function isBadRequest(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError && error.details.status === 400;
}

/**
 * A webhook delivery, if it carries the header we registered (compared in constant time) and a
 * payment body we can read; null otherwise. Even then it is a hint: read the payment with
 * `getPayment` before acting on it, and expect repeats and any order.
 */
export function verifyTabbyWebhook(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string | Uint8Array,
  expected: TabbyWebhookHeader,
): TabbyWebhookEvent | null {
  if (!expected.title || !expected.value) return null;
  const name = expected.title.toLowerCase();
  const values = Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .flatMap(([, value]) => (value === undefined ? [] : [value].flat()));
  if (values.length !== 1 || !sameSecret(values[0]!, expected.value)) return null;
  const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  try {
    return readTabbyPayment(JSON.parse(text));
  } catch {
    return null;
  }
}

function sameSecret(received: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}
