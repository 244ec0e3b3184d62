import { createHash } from 'node:crypto';
import type { ShipmentRequest } from '@store/shared/schemas/carriers';
import { trackingUrl as carrierTrackingUrl } from '@store/shared/schemas/carriers';
import {
  CarrierError,
  type CreatedShipment,
  type ShipmentTracking,
  type ShippingProvider,
} from '../shipping-provider.ts';
import {
  carrierOfDeliveryCompany,
  isObject,
  OTO_PROVIDER,
  otoError,
  otoErrorFields,
  otoOrderBody,
  readOtoOrderStatus,
  readOtoToken,
  shipmentStatusOf,
  type OtoOrderStatus,
} from './oto-wire.ts';

export interface OtoClientOptions {
  /** The permanent token from OTO's dashboard (Settings → API Integrations). */
  refreshToken: string;
  /** OTO's host: OTO_BASE_URLS.test or .live, or a local fake in tests. */
  baseUrl: string;
  /** Per request. */
  timeoutMs?: number;
  /** The pickup location saved at OTO; empty lets OTO assign one. */
  pickupLocationCode?: string;
  /** The delivery option to ship with; null lets OTO's rules choose. */
  deliveryOptionId?: number | null;
  /** How many times, and how far apart, to ask for the carrier's number after the request. */
  labelPolls?: number;
  labelPollMs?: number;
  now?: () => Date;
}

export interface OtoWebhookRegistration {
  id: string | null;
  url: string;
  webhookType: string | null;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** A minute of margin before OTO's hour, so a token never expires on the way. */
const TOKEN_MARGIN_MS = 60_000;
const LABEL_BYTES_LIMIT = 10 * 1024 * 1024;

/** Access tokens by refresh token and host, shared by the clients of one process. */
const tokens = new Map<string, { accessToken: string; expiresAt: number }>();

type Method = 'GET' | 'POST';

/**
 * OTO's REST API (OTO.md): orders and their shipments, status, the label, webhooks. Tested against
 * a local fake of it (fake-oto-server.ts). Never lets a token into a message, a log or an error.
 */
export class OtoClient implements ShippingProvider {
  readonly name = OTO_PROVIDER;
  readonly simulated = false;
  readonly #refreshToken: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #pickupLocationCode: string;
  readonly #deliveryOptionId: number | null;
  readonly #labelPolls: number;
  readonly #labelPollMs: number;
  readonly #now: () => Date;
  readonly #cacheKey: string;

  constructor(options: OtoClientOptions) {
    if (!options.refreshToken) throw new Error('OTO needs a refresh token');
    this.#refreshToken = options.refreshToken;
    this.#baseUrl = new URL(options.baseUrl).href;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#pickupLocationCode = options.pickupLocationCode ?? '';
    this.#deliveryOptionId = options.deliveryOptionId ?? null;
    this.#labelPolls = options.labelPolls ?? 5;
    this.#labelPollMs = options.labelPollMs ?? 1_500;
    this.#now = options.now ?? (() => new Date());
    this.#cacheKey = createHash('sha256')
      .update(`${this.#baseUrl}\n${this.#refreshToken}`)
      .digest('hex');
  }

  /**
   * The order (`createOrder`), its shipment (`createShipment`), then the carrier's number and
   * label once OTO has them (`orderStatus`). A retry with the same reference goes on from where
   * the last one stopped: OTO's "already exist" answers count as done (OTO.md).
   */
  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const reference = request.reference;
    const body = otoOrderBody(request, {
      pickupLocationCode: this.#pickupLocationCode,
      deliveryOptionId: this.#deliveryOptionId,
      now: this.#now(),
    });
    await this.#alreadyDone('OTO1063', () => this.#api('POST', '/createOrder', body));
    await this.#alreadyDone('OTO1011', () =>
      this.#api('POST', '/createShipment', {
        orderId: reference,
        ...(this.#deliveryOptionId ? { deliveryOptionId: this.#deliveryOptionId } : {}),
      }),
    );
    let status: OtoOrderStatus | null = null;
    for (let poll = 0; poll < this.#labelPolls; poll++) {
      if (poll > 0) await new Promise((resolve) => setTimeout(resolve, this.#labelPollMs));
      status = await this.#orderStatus(reference);
      if (status.trackingNumber && status.printAwbUrl) break;
    }
    if (!status?.trackingNumber || !status.printAwbUrl) {
      throw new CarrierError(
        'pending',
        'labelPending',
        `OTO accepted shipment ${reference}; the carrier's number and label are not there yet`,
        { reference, providerMessage: status?.status ?? null },
      );
    }
    const carrier = carrierOfDeliveryCompany(status.deliveryCompany);
    return {
      provider: this.name,
      reference,
      providerShipmentId: status.otoId ?? reference,
      trackingNumber: status.trackingNumber,
      carrier,
      deliveryCompany: status.deliveryCompany,
      label: { url: status.printAwbUrl, pdf: await this.downloadLabel(status.printAwbUrl) },
      trackingUrl:
        status.trackingUrl ?? (carrier ? carrierTrackingUrl(carrier, status.trackingNumber) : null),
      status: shipmentStatusOf(status.status) ?? 'created',
    };
  }

  /** `orderStatus` by the store's reference: what the poller asks. */
  async trackShipment(reference: string): Promise<ShipmentTracking> {
    const status = await this.#orderStatus(reference);
    return {
      reference,
      providerShipmentId: status.otoId,
      status: shipmentStatusOf(status.status),
      providerStatus: status.status,
      trackingNumber: status.trackingNumber,
      carrier: carrierOfDeliveryCompany(status.deliveryCompany),
      deliveryCompany: status.deliveryCompany,
      trackingUrl: status.trackingUrl,
      labelUrl: status.printAwbUrl,
    };
  }

  /**
   * The label at OTO's address, when it answers a PDF; null otherwise (an HTML page, an error, no
   * answer): the address stays for the admin to open, and nothing is lost.
   */
  async downloadLabel(url: string): Promise<Buffer | null> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.#timeoutMs) });
      if (!response.ok) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > LABEL_BYTES_LIMIT) return null;
      return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? bytes : null;
    } catch {
      return null;
    }
  }

  /** `GET /accountInfo`: moves nothing, needs a good token. The admin's "test the connection". */
  async accountInfo(): Promise<{
    name: string | null;
    email: string | null;
    packageName: string | null;
  }> {
    const answer = await this.#api('GET', '/accountInfo');
    const field = (key: string) =>
      isObject(answer) && typeof answer[key] === 'string' ? (answer[key] as string) : null;
    return { name: field('name'), email: field('email'), packageName: field('packageName') };
  }

  /** `GET /webhook`. Its answer carries the secrets in clear: only the address and type leave here. */
  async listWebhooks(): Promise<OtoWebhookRegistration[]> {
    const answer = await this.#api('GET', '/webhook');
    const list = isObject(answer) && Array.isArray(answer.webhooks) ? answer.webhooks : [];
    return list.filter(isObject).map((webhook) => ({
      id: webhook.id === undefined ? null : String(webhook.id),
      url: typeof webhook.url === 'string' ? webhook.url : '',
      webhookType: typeof webhook.webhookType === 'string' ? webhook.webhookType : null,
    }));
  }

  /** `POST /webhook`: OTO signs what it sends to `url` with `secretKey` (OTO.md, "Webhooks"). */
  async registerWebhook(url: string, webhookType: string, secretKey: string): Promise<void> {
    await this.#api('POST', '/webhook', { method: 'post', url, secretKey, webhookType });
  }

  async #orderStatus(reference: string): Promise<OtoOrderStatus> {
    return readOtoOrderStatus(
      await this.#api('POST', '/orderStatus', { orderId: reference }),
      reference,
    );
  }

  /** A call whose refusal with `code` means it was done before: no error then. */
  async #alreadyDone(code: string, call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (error) {
      if (error instanceof CarrierError && error.providerCode === code) return;
      throw error;
    }
  }

  async #accessToken(fresh: boolean): Promise<string> {
    const cached = tokens.get(this.#cacheKey);
    if (!fresh && cached && cached.expiresAt > Date.now()) return cached.accessToken;
    const answer = await this.#send(
      'POST',
      '/refreshToken',
      { refresh_token: this.#refreshToken },
      null,
    );
    if (!answer.ok) {
      const error = otoError(answer.status, answer.text, 'refreshToken');
      if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
        throw new CarrierError('refused', 'authRefused', error.message, error.details);
      }
      throw error;
    }
    const { accessToken, expiresInSeconds } = readOtoToken(this.#json(answer, 'refreshToken'));
    tokens.set(this.#cacheKey, {
      accessToken,
      expiresAt: Date.now() + expiresInSeconds * 1000 - TOKEN_MARGIN_MS,
    });
    return accessToken;
  }

  /** An authenticated call; a 401 (the hour is up, or OTO dropped the token) gets one new token and one retry. */
  async #api(method: Method, path: string, body?: unknown): Promise<unknown> {
    let answer = await this.#send(method, path, body, await this.#accessToken(false));
    if (answer.status === 401) {
      answer = await this.#send(method, path, body, await this.#accessToken(true));
    }
    const what = `${method} ${path}`;
    if (!answer.ok) throw otoError(answer.status, answer.text, what);
    const json = this.#json(answer, what);
    if (isObject(json) && json.success === false) {
      throw otoError(answer.status, answer.text, what);
    }
    return json;
  }

  #json(answer: { status: number; text: string }, what: string): unknown {
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      throw new CarrierError(
        'unavailable',
        'unavailable',
        `OTO answer unreadable (not JSON): ${what}`,
        {
          httpStatus: answer.status,
          providerMessage: otoErrorFields(answer.text).message,
        },
      );
    }
  }

  async #send(
    method: Method,
    path: string,
    body: unknown,
    accessToken: string | null,
  ): Promise<{ ok: boolean; status: number; text: string }> {
    const what = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(new URL(`rest/v2${path}`, this.#baseUrl), {
        method,
        headers: {
          accept: 'application/json',
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new CarrierError('unavailable', 'unavailable', `OTO request ${reason}: ${what}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new CarrierError('unavailable', 'unavailable', `OTO answer cut off: ${what}`, {
        httpStatus: response.status,
      });
    }
    return { ok: response.ok, status: response.status, text: this.#redact(text, accessToken) };
  }

  /** No token travels into a message or a log, even if an answer were to echo one. */
  #redact(text: string, accessToken: string | null): string {
    let safe = text.split(this.#refreshToken).join('[refresh token]');
    if (accessToken) safe = safe.split(accessToken).join('[access token]');
    return safe;
  }
}

/** Forgets every cached access token (tests that change tokens on the fake). */
export function forgetOtoTokens(): void {
  tokens.clear();
}
