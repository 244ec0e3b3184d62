import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderRequest,
  type ProviderRefund,
  type ProviderRefundRequest,
  type WebhookHeaders,
} from '../payment-provider.ts';
import {
  paypalOrderBody,
  paypalRefundBody,
  readPaypalError,
  readPaypalOrder,
  readPaypalRefund,
} from './paypal-wire.ts';

export interface PaypalClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live), https://api-m.sandbox.paypal.com, or a local fake in tests. */
  baseUrl: string;
  /** Needed to verify webhooks; without it every webhook is refused. */
  webhookId: string | undefined;
  /** Per request; kept below the browser's 20 s so a slow PayPal still gets a clear answer. */
  timeoutMs: number;
}

/** Renew the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

interface CachedToken {
  value: string;
  expiresAt: number;
}

/** The PayPal Orders v2 REST client: production code, tested against a local fake of the same HTTP. */
export class PaypalClient implements PaymentProvider {
  readonly name = 'paypal';
  readonly simulated = false;
  #token: CachedToken | null = null;
  #pendingToken: Promise<CachedToken> | null = null;

  constructor(private readonly options: PaypalClientOptions) {}

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    const body = await this.#api('POST', '/v2/checkout/orders', paypalOrderBody(request), {
      'PayPal-Request-Id': request.requestId,
    });
    return readPaypalOrder(body);
  }

  async captureOrder(orderId: string, requestId: string): Promise<ProviderOrder> {
    const path = `/v2/checkout/orders/${checkedId(orderId)}/capture`;
    return readPaypalOrder(await this.#api('POST', path, {}, { 'PayPal-Request-Id': requestId }));
  }

  async getOrder(orderId: string): Promise<ProviderOrder> {
    return readPaypalOrder(await this.#api('GET', `/v2/checkout/orders/${checkedId(orderId)}`));
  }

  /** Payments v2: a refund without an amount refunds what is left of the capture. */
  async refundCapture(captureId: string, request: ProviderRefundRequest): Promise<ProviderRefund> {
    const path = `/v2/payments/captures/${checkedId(captureId)}/refund`;
    const body = await this.#api('POST', path, paypalRefundBody(request), {
      'PayPal-Request-Id': request.requestId,
    });
    return readPaypalRefund(body);
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean> {
    const webhookId = this.options.webhookId;
    const fields = [
      headers.authAlgo,
      headers.certUrl,
      headers.transmissionId,
      headers.transmissionSig,
      headers.transmissionTime,
    ];
    if (!webhookId || fields.some((field) => !field)) return false;
    // The event goes back byte for byte as received: re-serialising it can change it and fail
    // verification of a genuine event.
    const body =
      `{"auth_algo":${JSON.stringify(headers.authAlgo)},"cert_url":${JSON.stringify(headers.certUrl)},` +
      `"transmission_id":${JSON.stringify(headers.transmissionId)},` +
      `"transmission_sig":${JSON.stringify(headers.transmissionSig)},` +
      `"transmission_time":${JSON.stringify(headers.transmissionTime)},` +
      `"webhook_id":${JSON.stringify(webhookId)},"webhook_event":${rawBody}}`;
    const answer = await this.#api('POST', '/v1/notifications/verify-webhook-signature', body);
    // HTTP 200 comes back for FAILURE too: only the status field says the event is genuine.
    return (answer as { verification_status?: unknown }).verification_status === 'SUCCESS';
  }

  /** Calls the API with a cached token; a 401 (token revoked early) renews it once. */
  async #api(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.#accessToken();
      const response = await this.#fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token.value}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 0) {
        if (this.#token === token) this.#token = null;
        continue;
      }
      return this.#read(response, `${method} ${path}`);
    }
  }

  async #accessToken(): Promise<CachedToken> {
    if (this.#token && Date.now() < this.#token.expiresAt) return this.#token;
    // Concurrent requests share one token request.
    this.#pendingToken ??= this.#requestToken().finally(() => {
      this.#pendingToken = null;
    });
    return this.#pendingToken;
  }

  async #requestToken(): Promise<CachedToken> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const response = await this.#fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await this.#read(response, 'POST /v1/oauth2/token')) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof body.access_token !== 'string') {
      throw new PaymentProviderError('rejected', 'PayPal returned no access token');
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 0) * 1000;
    this.#token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS),
    };
    return this.#token;
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(new URL(path, this.options.baseUrl), {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new PaymentProviderError('unavailable', `PayPal request ${reason}: ${path}`, {});
    }
  }

  async #read(response: Response, what: string): Promise<unknown> {
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : {};
    } catch {
      // An unreadable body (cut off by a timeout, or not JSON) leaves the outcome unknown.
      throw new PaymentProviderError('unavailable', `PayPal answer unreadable: ${what}`, {
        status: response.status,
      });
    }
    if (response.ok) return body;
    const { kind, issue, debugId } = readPaypalError(response.status, body);
    throw new PaymentProviderError(
      kind,
      `PayPal refused ${what}: ${response.status} ${issue ?? ''}`,
      {
        status: response.status,
        issue,
        debugId,
      },
    );
  }
}

function checkedId(orderId: string): string {
  if (!ORDER_ID.test(orderId)) throw new PaymentProviderError('not-found', 'Malformed PayPal id');
  return orderId;
}
