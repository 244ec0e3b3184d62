import { z } from 'zod';
import { PaymentProviderError, type ProviderFailure } from '../payment-provider.ts';

/**
 * Moyasar's JSON as documented (MOYASAR.md): the request bodies we send and the answers we read.
 * Answers are read defensively: the fields the checkout decides on must be there and of the right
 * type, anything else falls back to null, and every answer keeps its raw form for support.
 */

type Json = Record<string, unknown>;

/** Documented payment states (docs.moyasar.com, Payment Status Reference). */
export type MoyasarPaymentStatus =
  'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'refunded' | 'voided' | 'verified';

/** Seen in Moyasar's own answers and SDKs: initiated, paid, canceled, expired. */
export type MoyasarInvoiceStatus = 'initiated' | 'paid' | 'canceled' | 'expired';

export type MoyasarMethod = 'creditcard' | 'applepay' | 'stcpay';

/** Webhook event types; `payment_failed` is spelled `payment_faild` on one docs page. */
export type MoyasarWebhookType =
  | 'payment_paid'
  | 'payment_failed'
  | 'payment_refunded'
  | 'payment_voided'
  | 'payment_authorized'
  | 'payment_captured'
  | 'payment_verified';

// `(string & {})` keeps editor completion for the known values while accepting new ones.
type Open<T extends string> = T | (string & {});

export interface MoyasarPayment {
  id: string;
  status: Open<MoyasarPaymentStatus>;
  amountHalalas: number;
  refundedHalalas: number;
  capturedHalalas: number;
  currency: string;
  invoiceId: string | null;
  metadata: Record<string, string>;
  method: Open<MoyasarMethod>;
  /** `source.company`: mada, visa, master, amex; null for STC Pay. */
  cardBrand: string | null;
  /** Last four digits of the masked `source.number` (XXXX-XXXX-XXXX-1111). */
  last4: string | null;
  /** `source.message`: APPROVED, DECLINED, INSUFFICIENT FUNDS, a 3-D Secure failure, ... */
  message: string | null;
  raw: Json;
}

export interface MoyasarInvoice {
  id: string;
  status: Open<MoyasarInvoiceStatus>;
  /** The hosted payment page the shopper is sent to. */
  url: string;
  amountHalalas: number;
  currency: string;
  metadata: Record<string, string>;
  payments: MoyasarPayment[];
  raw: Json;
}

export interface MoyasarPaymentPage {
  payments: MoyasarPayment[];
  nextPage: number | null;
}

export interface MoyasarWebhookEvent {
  id: string | null;
  type: Open<MoyasarWebhookType>;
  createdAt: string | null;
  live: boolean | null;
  payment: MoyasarPayment;
  /** The event as received, without its `secret_token`. */
  raw: Json;
}

export interface MoyasarInvoiceRequest {
  amountHalalas: number;
  currency: string;
  description: string;
  /** Moyasar POSTs the invoice here when it is paid: a notification, not the shopper's redirect. */
  callbackUrl: string;
  /** Where the shopper lands after paying. */
  successUrl?: string;
  /** Where the invoice page's back button leads. */
  backUrl?: string;
  /** At most 30 keys, names ≤ 40 characters, values ≤ 500. */
  metadata: Record<string, string>;
  /** After this the invoice cannot be paid; its status becomes expired. */
  expiresAt?: Date;
}

export function moyasarInvoiceBody(request: MoyasarInvoiceRequest) {
  return {
    amount: request.amountHalalas,
    currency: request.currency,
    description: request.description,
    callback_url: request.callbackUrl,
    ...(request.successUrl ? { success_url: request.successUrl } : {}),
    ...(request.backUrl ? { back_url: request.backUrl } : {}),
    ...(request.expiresAt ? { expired_at: request.expiresAt.toISOString() } : {}),
    metadata: request.metadata,
  };
}

const nullableText = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
const halalas = z.number().int().nonnegative();

/** Documented as String => String, but Moyasar's own example answers carry numbers too. */
const metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .catch(null)
  .transform((value) => {
    const read: Record<string, string> = {};
    for (const [key, item] of Object.entries(value ?? {})) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        read[key] = String(item);
      }
    }
    return read;
  });

const source = z
  .object({
    type: z.string(),
    company: nullableText,
    number: nullableText,
    message: nullableText,
  })
  .nullish()
  .catch(null);

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  amount: halalas,
  // Older answers omit `captured`; absent means none.
  refunded: halalas.optional().default(0),
  captured: halalas.optional().default(0),
  currency: z.string().min(1),
  invoice_id: nullableText,
  metadata,
  source,
});

const invoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  url: z.string().min(1),
  amount: halalas,
  currency: z.string().min(1),
  metadata,
  payments: z.array(z.unknown()).nullish().catch(null),
});

const paymentListSchema = z.object({
  payments: z.array(z.unknown()),
  meta: z
    .object({ next_page: z.number().int().positive().nullish().catch(null) })
    .nullish()
    .catch(null),
});

const webhookSchema = z.object({
  id: nullableText,
  type: z.string().min(1),
  created_at: nullableText,
  live: z
    .boolean()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  data: z.unknown(),
});

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeError(what: string, error: z.ZodError): PaymentProviderError {
  const issue = error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'answer';
  return new PaymentProviderError(
    'rejected',
    `Moyasar ${what}: answer does not match the documented shape (${where}: ${issue?.message ?? 'invalid'})`,
  );
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw shapeError(what, result.error);
  return result.data;
}

/** A payment object: the answer of GET /payments/:id, refund, capture and void, or an invoice's payment. */
export function readMoyasarPayment(body: unknown, what = 'payment'): MoyasarPayment {
  const payment = parsed(paymentSchema, body, what);
  const last4 = payment.source?.number?.match(/(\d{4})$/)?.[1] ?? null;
  return {
    id: payment.id,
    status: payment.status,
    amountHalalas: payment.amount,
    refundedHalalas: payment.refunded,
    capturedHalalas: payment.captured,
    currency: payment.currency,
    invoiceId: payment.invoice_id,
    metadata: payment.metadata,
    method: payment.source?.type ?? 'unknown',
    cardBrand: payment.source?.company ?? null,
    last4,
    message: payment.source?.message ?? null,
    raw: body as Json,
  };
}

export function readMoyasarInvoice(body: unknown, what = 'invoice'): MoyasarInvoice {
  const invoice = parsed(invoiceSchema, body, what);
  return {
    id: invoice.id,
    status: invoice.status,
    url: invoice.url,
    amountHalalas: invoice.amount,
    currency: invoice.currency,
    metadata: invoice.metadata,
    // A payment we cannot read fails the whole invoice: skipping it could hide a paid one.
    payments: (invoice.payments ?? []).map((item, index) =>
      readMoyasarPayment(item, `${what} payments.${index}`),
    ),
    raw: body as Json,
  };
}

/** GET /payments: `{ payments: [...], meta: { current_page, next_page, ... } }`. */
export function readMoyasarPaymentPage(body: unknown): MoyasarPaymentPage {
  const page = parsed(paymentListSchema, body, 'payment list');
  return {
    payments: page.payments.map((item, index) =>
      readMoyasarPayment(item, `payment list payments.${index}`),
    ),
    nextPage: page.meta?.next_page ?? null,
  };
}

/**
 * A webhook body whose secret has already been checked: `{ id, type, created_at, secret_token,
 * account_name, live, data: <payment object> }`. Null when it is not one.
 */
export function readMoyasarWebhook(body: unknown): MoyasarWebhookEvent | null {
  const event = webhookSchema.safeParse(body);
  if (!event.success || !isObject(body)) return null;
  let payment: MoyasarPayment;
  try {
    payment = readMoyasarPayment(event.data.data, 'webhook data');
  } catch {
    return null;
  }
  const { secret_token: _secret, ...raw } = body;
  return {
    id: event.data.id,
    type: event.data.type,
    createdAt: event.data.created_at,
    live: event.data.live,
    payment,
    raw,
  };
}

/** Error types Moyasar documents; its SDKs add api_error for 5xx. */
const UNAVAILABLE_TYPES = new Set(['rate_limit_error', 'api_connection_error', 'api_error']);

/**
 * Moyasar's error body `{ type, message, errors: { field: [problems] } | null }` and HTTP status, as
 * a failure the checkout acts on. A declined card is not an HTTP error at Moyasar: the payment is
 * answered normally with status `failed` (see `moyasarPaymentFailure`).
 */
export function readMoyasarError(
  status: number,
  body: unknown,
  what: string,
): PaymentProviderError {
  const error = isObject(body) ? body : {};
  const type = typeof error.type === 'string' ? error.type : undefined;
  const message = typeof error.message === 'string' ? error.message : undefined;
  let kind: ProviderFailure = 'rejected';
  if (status >= 500 || status === 429 || (type && UNAVAILABLE_TYPES.has(type)))
    kind = 'unavailable';
  else if (status === 404) kind = 'not-found';
  const fields = isObject(error.errors)
    ? Object.entries(error.errors)
        .map(([field, problems]) =>
          `${field} ${Array.isArray(problems) ? problems.join(', ') : String(problems)}`.trim(),
        )
        .join('; ')
    : '';
  const text = [type, message, fields && `(${fields})`].filter(Boolean).join(' ');
  return new PaymentProviderError(kind, `Moyasar refused ${what}: ${status} ${text}`.trim(), {
    status,
    issue: type,
  });
}

/**
 * Why a payment did not bring the money, or null when it did or still may: `failed` is a decline
 * (its message says why), `initiated` means the shopper has not finished 3-D Secure or the OTP.
 */
export function moyasarPaymentFailure(payment: MoyasarPayment): PaymentProviderError | null {
  if (payment.status === 'failed') {
    return new PaymentProviderError(
      'declined',
      `Moyasar payment ${payment.id} failed: ${payment.message ?? 'no reason given'}`,
      { issue: payment.message ?? undefined },
    );
  }
  if (payment.status === 'initiated') {
    return new PaymentProviderError(
      'not-approved',
      `Moyasar payment ${payment.id} is not completed by the shopper yet`,
    );
  }
  return null;
}
