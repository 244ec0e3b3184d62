import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CarrierErrorKey,
  CarrierId,
  ShipmentRequest,
  ShipmentStatus,
} from '@store/shared/schemas/carriers';
import { CarrierError, type CarrierUpdate } from '../shipping-provider.ts';

/** OTO's hosts (OTO.md, "Hosts and auth"); every path is under `/rest/v2/`. */
export const OTO_BASE_URLS = {
  test: 'https://staging-api.tryoto.com',
  live: 'https://api.tryoto.com',
} as const;

export const OTO_PROVIDER = 'oto';

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

// ---- Money and the request ----

/** Halalas as the JSON number of SAR OTO takes ("double"): 12345 → 123.45. */
export function toOtoAmount(halalas: number): number {
  if (!Number.isSafeInteger(halalas) || halalas < 0) {
    throw new RangeError('An amount is a whole, non-negative number of halalas');
  }
  return Number((halalas / 100).toFixed(2));
}

/**
 * A Saudi mobile as `9665XXXXXXXX` (OTO's own records hold that form; OTO.md, "Create a
 * shipment"); any other number with its digits only, as given.
 */
export function otoMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const saudi = /^(?:00966|966|0)?(5\d{8})$/.exec(digits);
  return saudi ? `966${saudi[1]}` : digits;
}

/** `dd/MM/yyyy HH:mm` in Riyadh time (UTC+03:00, no daylight saving), as OTO's example. */
export function otoOrderDate(at: Date): string {
  const riyadh = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(riyadh.getUTCDate())}/${two(riyadh.getUTCMonth() + 1)}/${riyadh.getUTCFullYear()} ` +
    `${two(riyadh.getUTCHours())}:${two(riyadh.getUTCMinutes())}`
  );
}

export interface OtoShipmentOptions {
  pickupLocationCode: string;
  deliveryOptionId: number | null;
  now: Date;
}

/** `POST /rest/v2/createOrder`'s body for one parcel (OTO.md, "Create a shipment" step 1). */
export function otoOrderBody(request: ShipmentRequest, options: OtoShipmentOptions): Json {
  const { recipient } = request;
  const optional = (entries: [string, string | undefined][]) =>
    Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== ''));
  return {
    orderId: request.reference,
    ...(options.pickupLocationCode ? { pickupLocationCode: options.pickupLocationCode } : {}),
    ...(options.deliveryOptionId ? { deliveryOptionId: options.deliveryOptionId } : {}),
    payment_method: request.codHalalas > 0 ? 'cod' : 'paid',
    amount: toOtoAmount(request.totalHalalas),
    amount_due: toOtoAmount(request.codHalalas),
    currency: 'SAR',
    orderDate: otoOrderDate(options.now),
    packageCount: request.packageCount,
    packageWeight: request.weightGrams / 1000,
    language: request.language,
    ...(request.notes ? { shippingNotes: request.notes } : {}),
    customer: {
      name: recipient.name,
      mobile: otoMobile(recipient.phone),
      address: recipient.addressLine,
      city: recipient.city,
      country: recipient.country,
      ...optional([
        ['email', recipient.email],
        ['district', recipient.district],
        ['street', recipient.street],
        ['postcode', recipient.postalCode],
        ['buildingNo', recipient.buildingNumber],
        ['secondaryAddressNumber', recipient.additionalNumber],
        ['shortAddressCode', recipient.shortAddress],
      ]),
    },
    items: request.items.map((item) => ({
      name: item.name,
      price: toOtoAmount(item.unitPriceHalalas),
      quantity: item.quantity,
      rowTotal: toOtoAmount(item.unitPriceHalalas * item.quantity),
      ...(item.sku ? { sku: item.sku } : {}),
    })),
  };
}

// ---- Answers ----

/** `refreshToken`'s answer: the access token and how long it lives (a string of seconds). */
export function readOtoToken(answer: unknown): { accessToken: string; expiresInSeconds: number } {
  const accessToken = isObject(answer) ? stringOf(answer.access_token) : null;
  if (!accessToken) {
    throw new CarrierError('unavailable', 'unavailable', 'OTO answered no access token');
  }
  const seconds = Number(isObject(answer) ? answer.expires_in : NaN);
  return {
    accessToken,
    expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 3600,
  };
}

/** OTO's name of each of our carriers, as its answers and webhooks give `deliveryCompany` (OTO.md). */
export const OTO_DELIVERY_COMPANIES: Record<Exclude<CarrierId, 'custom'>, string> = {
  smsa: 'smsaecom',
  aramex: 'aramex',
  spl: 'saudiPostV2',
  jt: 'jtexpress',
  naqel: 'naqel',
};

/** The carrier of ours OTO's `deliveryCompany` name stands for (OTO.md), if any. */
export function carrierOfDeliveryCompany(name: string | null): CarrierId | null {
  const key = (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (key.startsWith('smsa') || key.startsWith('secom')) return 'smsa';
  if (key.startsWith('aramex')) return 'aramex';
  if (key.startsWith('saudipost') || key.startsWith('spl')) return 'spl';
  if (key.startsWith('jt') || key.startsWith('jandt')) return 'jt';
  if (key.startsWith('naqel')) return 'naqel';
  return null;
}

/** `orderStatus`'s answer (OTO.md, "Create a shipment" step 3). */
export interface OtoOrderStatus {
  orderId: string;
  otoId: string | null;
  status: string;
  /** The carrier's number: `dcTrackingNumber`, else `shipmentId`. */
  trackingNumber: string | null;
  deliveryCompany: string | null;
  trackingUrl: string | null;
  printAwbUrl: string | null;
}

export function readOtoOrderStatus(answer: unknown, reference: string): OtoOrderStatus {
  if (!isObject(answer)) {
    throw new CarrierError('unavailable', 'unavailable', 'OTO answered no order status');
  }
  return {
    orderId: stringOf(answer.orderId) ?? reference,
    otoId: stringOf(answer.otoId),
    status: stringOf(answer.status) ?? '',
    trackingNumber: stringOf(answer.dcTrackingNumber) ?? stringOf(answer.shipmentId),
    deliveryCompany: stringOf(answer.deliveryCompany),
    trackingUrl: stringOf(answer.trackingUrl) ?? stringOf(answer.trackingURL),
    printAwbUrl: stringOf(answer.printAWBURL) ?? stringOf(answer.printAwbUrl),
  };
}

// ---- Statuses ----

const STATUS_MAP: Record<string, ShipmentStatus> = {
  searchingDriver: 'created',
  shipmentCreated: 'created',
  goingToPickup: 'created',
  arrivedPickup: 'created',
  pickupAttemted: 'created',
  shipmentProcessing: 'created',
  pickedUp: 'picked_up',
  arrivedOriginTerminal: 'in_transit',
  departedTerminal: 'in_transit',
  arrivedTerminal: 'in_transit',
  inTransit: 'in_transit',
  arrivedDestinationTerminal: 'in_transit',
  arrivedDestination: 'in_transit',
  shipmentInProgress: 'in_transit',
  shipmentOnHold: 'in_transit',
  heldForPickup: 'in_transit',
  outForDelivery: 'out_for_delivery',
  delivered: 'delivered',
  undeliveredAttempt: 'delivery_failed',
  returnProcessing: 'delivery_failed',
  lostOrDamaged: 'delivery_failed',
  destroyed: 'delivery_failed',
  returned: 'returned',
  shipmentCanceled: 'cancelled',
  canceled: 'cancelled',
  deleted: 'cancelled',
};

/** Our status for OTO's word (OTO.md, "Statuses"); null for one that is not a delivery step. */
export function shipmentStatusOf(otoStatus: string): ShipmentStatus | null {
  return Object.hasOwn(STATUS_MAP, otoStatus) ? STATUS_MAP[otoStatus]! : null;
}

/**
 * The usual way of a parcel in OTO's words, and the ends it can come to: what the fake and the
 * simulator step through.
 */
export const OTO_HAPPY_PATH = [
  'shipmentCreated',
  'pickedUp',
  'inTransit',
  'outForDelivery',
  'delivered',
] as const;

// ---- Errors ----

const UNAVAILABLE_CODES = new Set([
  'OTO1009',
  'OTO1015',
  'OTO1081',
  'OTO1105',
  'OTO1116',
  'OTO1143',
  'OTO1211',
]);
const AUTH_CODES = new Set(['OTO1080', 'OTO1083', 'OTO1084', 'OTO1088', 'OTO1150', 'OTO1212']);
const ADDRESS_CODES = new Set([
  'OTO1016',
  'OTO1021',
  'OTO1022',
  'OTO1024',
  'OTO1029',
  'OTO1030',
  'OTO1087',
  'OTO1097',
  'OTO1098',
  'OTO1176',
  'OTO1177',
  'OTO1178',
  'OTO1181',
  'OTO1193',
  'OTO1210',
]);
const NOT_FOUND_CODES = new Set(['OTO1002', 'OTO1113']);

/** OTO's error body, read without trusting its shape: the code and its own words. */
export function otoErrorFields(text: string): { code: string | null; message: string | null } {
  try {
    const body = JSON.parse(text) as unknown;
    if (isObject(body)) {
      return {
        code: stringOf(body.otoErrorCode),
        message: stringOf(body.otoErrorMessage) ?? stringOf(body.message),
      };
    }
  } catch {
    // Not JSON (a proxy's page): the text itself, shortened, is all there is.
  }
  const trimmed = text.trim().slice(0, 300);
  return { code: null, message: trimmed === '' ? null : trimmed };
}

/** A refusal or failure OTO answered, as our error (OTO.md, "Errors"). */
export function otoError(httpStatus: number, text: string, what: string): CarrierError {
  const { code, message } = otoErrorFields(text);
  const details = { providerCode: code, providerMessage: message, httpStatus };
  const key: CarrierErrorKey =
    httpStatus >= 500 ||
    httpStatus === 429 ||
    httpStatus === 408 ||
    UNAVAILABLE_CODES.has(code ?? '')
      ? 'unavailable'
      : httpStatus === 401 || httpStatus === 403 || AUTH_CODES.has(code ?? '')
        ? 'authRefused'
        : code === 'OTO1006'
          ? 'creditLow'
          : ADDRESS_CODES.has(code ?? '')
            ? 'addressRefused'
            : httpStatus === 404 || NOT_FOUND_CODES.has(code ?? '')
              ? 'notFound'
              : 'refused';
  const kind = key === 'unavailable' ? 'unavailable' : key === 'notFound' ? 'not-found' : 'refused';
  const said = [code, message].filter(Boolean).join(' ');
  return new CarrierError(
    kind,
    key,
    `OTO ${what}: HTTP ${httpStatus}${said ? ` ${said}` : ''}`,
    details,
  );
}

// ---- Webhooks ----

/** `base64(HMAC-SHA256(secretKey, "orderId:status:timestamp"))` (OTO.md, "Webhooks"). */
export function otoSignature(
  secret: string,
  orderId: string,
  status: string,
  timestamp: string,
): string {
  return createHmac('sha256', secret)
    .update(`${orderId}:${status}:${timestamp}`, 'utf8')
    .digest('base64');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type OtoWebhookReading =
  /** Signed with our secret; `update` is null when OTO's status is no step of the delivery. */
  | { verified: true; update: CarrierUpdate | null; providerStatus: string; payload: Json }
  | { verified: false; reason: string };

/**
 * An OTO webhook body, if it carries a signature made with `secret` over its order id, status (an
 * error report: its error code) and timestamp; then its normalised update. A hint of what OTO has,
 * as any webhook: the caller processes each `eventId` once.
 */
export function readOtoWebhook(body: unknown, secret: string): OtoWebhookReading {
  if (!isObject(body)) return { verified: false, reason: 'body is not a JSON object' };
  const orderId = stringOf(body.orderId);
  const timestamp = stringOf(body.timestamp);
  const signature = typeof body.signature === 'string' ? body.signature : null;
  const isError = body.status === undefined && body.errorCode !== undefined;
  const status = stringOf(isError ? body.errorCode : body.status);
  if (!orderId || !timestamp || !status) {
    return { verified: false, reason: 'orderId, status or timestamp missing' };
  }
  if (!signature) return { verified: false, reason: 'no signature' };
  if (!sameSignature(signature, otoSignature(secret, orderId, status, timestamp))) {
    return { verified: false, reason: 'signature does not match' };
  }
  const { signature: _signature, ...payload } = body;
  const millis = Number(timestamp);
  const occurredAt = Number.isFinite(millis) && millis > 0 ? new Date(millis) : new Date();
  const deliveryCompany = stringOf(body.deliveryCompany);
  const base = {
    provider: OTO_PROVIDER,
    reference: orderId,
    occurredAt,
    deliveryCompany,
    carrier: carrierOfDeliveryCompany(deliveryCompany),
  };
  if (isError) {
    return {
      verified: true,
      providerStatus: status,
      payload,
      update: {
        ...base,
        kind: 'shipment-error',
        eventId: `error:${orderId}:${status}:${timestamp}`,
        errorCode: status,
        message: stringOf(body.errorMessage) ?? status,
        carrierMessage: stringOf(body.deliveryCompanyResponse),
      },
    };
  }
  const normalised = shipmentStatusOf(status);
  return {
    verified: true,
    providerStatus: status,
    payload,
    update: normalised && {
      ...base,
      kind: 'status',
      eventId: `${orderId}:${status}:${timestamp}`,
      status: normalised,
      providerStatus: status,
      carrierStatus: stringOf(body.dcStatus),
      providerShipmentId: stringOf(body.otoId),
      trackingNumber: stringOf(body.dcTrackingNumber) ?? stringOf(body.trackingNumber),
      trackingUrl: stringOf(body.trackingUrl) ?? stringOf(body.brandedTrackingURL),
      labelUrl: stringOf(body.printAWBURL),
      note: stringOf(body.attemptFailureReason) ?? stringOf(body.note),
    },
  };
}

export interface OtoWebhookFields {
  orderId: string;
  otoId: string;
  status: string;
  trackingNumber: string;
  deliveryCompany: string;
  trackingUrl: string | null;
  printAwbUrl: string | null;
  note?: string;
  /** Epoch milliseconds. */
  at: Date;
}

/** An orderStatus webhook body as OTO documents it, signed with `secret`: what the fake and the simulator send. */
export function otoWebhookBody(fields: OtoWebhookFields, secret: string): Json {
  const timestamp = String(fields.at.getTime());
  return {
    orderId: fields.orderId,
    otoId: fields.otoId,
    status: fields.status,
    dcStatus: fields.status,
    printAWBURL: fields.printAwbUrl,
    trackingNumber: fields.trackingNumber,
    dcTrackingNumber: fields.trackingNumber,
    trackingUrl: fields.trackingUrl,
    deliveryCompany: fields.deliveryCompany,
    ...(fields.note ? { attemptFailureReason: fields.note } : {}),
    timestamp,
    signature: otoSignature(secret, fields.orderId, fields.status, timestamp),
  };
}
