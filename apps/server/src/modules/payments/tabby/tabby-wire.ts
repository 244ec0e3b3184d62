import { z } from 'zod';
import { PaymentProviderError, type ProviderFailure } from '../payment-provider.ts';

/**
 * Tabby's JSON as documented (TABBY.md): the bodies we send and the answers we read, in halalas.
 * Readers are defensive: an answer missing what we need throws a PaymentProviderError ('unavailable',
 * the outcome is unknown) instead of letting `undefined` travel into the checkout.
 */

// ---------------------------------------------------------------------------------------------
// Amounts: Tabby sends and takes decimal strings in major units ("123.45"), up to 2 decimals for SAR
// and AED (3 for KWD, which this client does not handle). We keep integer halalas; no floats.

/** 12345 → "123.45"; 0 → "0.00". Throws a RangeError for anything but a non-negative safe integer. */
export function toTabbyAmount(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) {
    throw new RangeError(`Halalas must be a non-negative safe integer, got ${halalas}`);
  }
  const digits = String(halalas).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const DECIMAL = /^(\d{1,20})(?:\.(\d{1,20}))?$/;
const MAX_HALALAS = BigInt(Number.MAX_SAFE_INTEGER);

/** "123.45" → 12345, "1.5" → 150, "100" → 10000; null for anything else ("abc", "-1", "1.234", "1e3"). */
export function parseTabbyAmount(value: string): number | null {
  const match = DECIMAL.exec(value);
  if (!match) return null;
  // Trailing zeros are exact ("1.500" is 150); a third significant decimal is not a halala amount.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const halalas = BigInt(match[1]!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return halalas <= MAX_HALALAS ? Number(halalas) : null;
}

/** As parseTabbyAmount, but throws a RangeError for a malformed amount. */
export function fromTabbyAmount(value: string): number {
  const halalas = parseTabbyAmount(value);
  if (halalas === null) throw new RangeError(`Not a Tabby amount: ${JSON.stringify(value)}`);
  return halalas;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Currencies with two decimals that Tabby takes (KWD has three and is left out on purpose). */
export type TabbyCurrency = 'SAR' | 'AED';
export type TabbyLang = 'ar' | 'en';

export interface TabbyBuyer {
  name: string;
  email: string;
  /** A mobile that receives SMS: "500000001", "0500000001", "+966500000001" or "966500000001". */
  phone: string;
  /** YYYY-MM-DD */
  dob?: string;
}

export interface TabbyAddress {
  city: string;
  address: string;
  zip: string;
}

export interface TabbyOrderItem {
  title: string;
  quantity: number;
  unitPriceHalalas: number;
  /** A high-level category, e.g. "Perfumes". */
  category: string;
  /** Our SKU: shown to the buyer and used by Tabby for item refunds and disputes. */
  referenceId: string;
  description?: string;
  discountHalalas?: number;
  imageUrl?: string;
  productUrl?: string;
  brand?: string;
}

export interface TabbyBuyerHistory {
  /** ISO 8601 date-time of the customer's registration with the store. */
  registeredSince: string;
  /** Orders the customer placed successfully before, with any payment method. */
  loyaltyLevel: number;
  wishlistCount?: number;
  isPhoneNumberVerified?: boolean;
  isEmailVerified?: boolean;
  isSocialNetworksConnected?: boolean;
}

export interface TabbyOrderHistoryEntry {
  purchasedAt: string;
  amountHalalas: number;
  status: 'new' | 'processing' | 'complete' | 'refunded' | 'canceled' | 'unknown';
  paymentMethod?: 'card' | 'cod';
  buyer: TabbyBuyer;
  shippingAddress: TabbyAddress;
  items?: TabbyOrderItem[];
}

export interface TabbySessionRequest {
  /** What the buyer pays: items, tax and shipping, discounts already taken off. */
  amountHalalas: number;
  currency: TabbyCurrency;
  description: string;
  buyer: TabbyBuyer;
  shippingAddress: TabbyAddress;
  order: {
    /** Our order number. */
    referenceId: string;
    items: TabbyOrderItem[];
    taxHalalas: number;
    shippingHalalas: number;
    discountHalalas: number;
  };
  /** Improves Tabby's scoring; Tabby's schema lists it as required for a full session. */
  buyerHistory?: TabbyBuyerHistory;
  /** 5–10 earlier orders of this buyer (any payment method), or none for a new customer. */
  orderHistory?: TabbyOrderHistoryEntry[];
  lang: TabbyLang;
  /** Where Tabby sends the buyer back, with `?payment_id=…` appended. */
  urls: { success: string; cancel: string; failure: string };
}

/** Tabby processes at most 255 characters of a string field. */
const MAX_TEXT = 255;

function clip(text: string): string {
  return [...text].slice(0, MAX_TEXT).join('');
}

function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function buyerBody(buyer: TabbyBuyer) {
  return defined({
    name: clip(buyer.name),
    email: buyer.email,
    phone: buyer.phone,
    dob: buyer.dob,
  });
}

function addressBody(address: TabbyAddress) {
  return { city: clip(address.city), address: clip(address.address), zip: clip(address.zip) };
}

function itemBody(item: TabbyOrderItem) {
  return defined({
    title: clip(item.title),
    description: item.description === undefined ? undefined : clip(item.description),
    quantity: item.quantity,
    unit_price: toTabbyAmount(item.unitPriceHalalas),
    discount_amount:
      item.discountHalalas === undefined ? undefined : toTabbyAmount(item.discountHalalas),
    reference_id: item.referenceId,
    category: clip(item.category),
    image_url: item.imageUrl,
    product_url: item.productUrl,
    brand: item.brand === undefined ? undefined : clip(item.brand),
  });
}

/** The body of `POST /api/v2/checkout`. */
export function tabbySessionBody(request: TabbySessionRequest, merchantCode: string) {
  const { order, buyerHistory } = request;
  return {
    payment: {
      amount: toTabbyAmount(request.amountHalalas),
      currency: request.currency,
      description: clip(request.description),
      buyer: buyerBody(request.buyer),
      shipping_address: addressBody(request.shippingAddress),
      order: {
        reference_id: order.referenceId,
        items: order.items.map(itemBody),
        tax_amount: toTabbyAmount(order.taxHalalas),
        shipping_amount: toTabbyAmount(order.shippingHalalas),
        discount_amount: toTabbyAmount(order.discountHalalas),
      },
      ...(buyerHistory
        ? {
            buyer_history: defined({
              registered_since: buyerHistory.registeredSince,
              loyalty_level: buyerHistory.loyaltyLevel,
              wishlist_count: buyerHistory.wishlistCount,
              is_phone_number_verified: buyerHistory.isPhoneNumberVerified,
              is_email_verified: buyerHistory.isEmailVerified,
              is_social_networks_connected: buyerHistory.isSocialNetworksConnected,
            }),
          }
        : {}),
      order_history: (request.orderHistory ?? []).map((entry) =>
        defined({
          purchased_at: entry.purchasedAt,
          amount: toTabbyAmount(entry.amountHalalas),
          payment_method: entry.paymentMethod,
          status: entry.status,
          buyer: buyerBody(entry.buyer),
          shipping_address: addressBody(entry.shippingAddress),
          items: entry.items?.map(itemBody),
        }),
      ),
    },
    lang: request.lang,
    merchant_code: merchantCode,
    merchant_urls: {
      success: request.urls.success,
      cancel: request.urls.cancel,
      failure: request.urls.failure,
    },
  };
}

/** The body of `POST /api/v2/payments/{id}/captures`; `reference_id` is Tabby's idempotency key. */
export function tabbyCaptureBody(amountHalalas: number, referenceId: string) {
  return { amount: toTabbyAmount(amountHalalas), reference_id: referenceId };
}

/** The body of `POST /api/v2/payments/{id}/refunds`; `reference_id` is Tabby's idempotency key. */
export function tabbyRefundBody(amountHalalas: number, referenceId: string, reason?: string) {
  return {
    amount: toTabbyAmount(amountHalalas),
    reference_id: referenceId,
    ...(reason ? { reason: clip(reason) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Answers

const PAYMENT_STATUSES = ['CREATED', 'AUTHORIZED', 'CLOSED', 'REJECTED', 'EXPIRED'] as const;
export type TabbyPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type TabbySessionStatus = 'created' | 'rejected' | 'expired' | 'approved';
const REJECTION_REASONS = [
  'not_available',
  'order_amount_too_high',
  'order_amount_too_low',
] as const;
export type TabbyRejectionReason = (typeof REJECTION_REASONS)[number];

function isRejectionReason(value: unknown): value is TabbyRejectionReason {
  return REJECTION_REASONS.some((reason) => reason === value);
}

export interface TabbySession {
  id: string;
  /** `created`: the buyer may use Tabby (send them to webUrl); `rejected`: hide Tabby or explain. */
  status: TabbySessionStatus;
  /** Keep it: every later call (verify, capture, refund) names the payment. */
  paymentId: string | null;
  /** Tabby's hosted payment page for this session. */
  webUrl: string | null;
  /** Set when rejected; `not_available` when Tabby gives no (known) reason. */
  rejectionReason: TabbyRejectionReason | null;
  raw: unknown;
}

export interface TabbyCapture {
  id: string;
  amountHalalas: number;
  /** Our idempotency key, as sent. */
  referenceId: string | null;
  createdAt: string | null;
}

export interface TabbyRefund extends TabbyCapture {
  reason: string | null;
}

export interface TabbyPayment {
  id: string;
  /** Upper case, also when read from a webhook (webhooks send it in lower case). */
  status: TabbyPaymentStatus;
  amountHalalas: number;
  currency: string;
  /** Our order number (`order.reference_id`). */
  referenceId: string | null;
  capturedHalalas: number;
  refundedHalalas: number;
  captures: TabbyCapture[];
  refunds: TabbyRefund[];
  isTest: boolean | null;
  raw: unknown;
}

/** A webhook is the payment object itself, status in lower case (normalised here). */
export type TabbyWebhookEvent = TabbyPayment;

export interface TabbyWebhook {
  id: string;
  url: string;
  isTest: boolean | null;
  /** The header Tabby will send; its value is not kept here. */
  headerTitle: string | null;
}

const money = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const halalas = parseTabbyAmount(String(value));
  if (halalas === null) {
    ctx.addIssue({ code: 'custom', message: `not an amount: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return halalas;
});

const optionalText = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const captureSchema = z.object({
  id: z.string().min(1),
  amount: money,
  reference_id: optionalText,
  created_at: optionalText,
});

const refundSchema = captureSchema.extend({ reason: optionalText });

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z
    .string()
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(PAYMENT_STATUSES)),
  amount: money,
  currency: z.string().min(1),
  is_test: z.boolean().nullish().catch(null),
  order: z.object({ reference_id: optionalText }).nullish().catch(null),
  // A capture or refund we cannot read could hide money moved: the whole answer is then unreadable.
  captures: z.array(captureSchema).nullish(),
  refunds: z.array(refundSchema).nullish(),
});

function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

const sessionSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['created', 'rejected', 'expired', 'approved']),
  payment: z
    .object({ id: z.string().min(1) })
    .nullish()
    .catch(null),
  configuration: z
    .object({
      available_products: z
        .object({
          installments: z
            .array(z.object({ web_url: z.unknown() }).catch({ web_url: null }))
            .nullish()
            .catch(null),
        })
        .nullish()
        .catch(null),
      products: z
        .object({
          installments: z.object({ rejection_reason: z.unknown() }).nullish().catch(null),
        })
        .nullish()
        .catch(null),
    })
    .nullish()
    .catch(null),
});

const webhookSchema = z.object({
  id: z.string().min(1),
  url: z.string(),
  is_test: z.boolean().nullish().catch(null),
  header: z.object({ title: optionalText }).nullish().catch(null),
});

function unreadable(what: string, error: z.ZodError): PaymentProviderError {
  const issue = error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'body';
  return new PaymentProviderError(
    'unavailable',
    `Tabby answer unreadable (${what}): ${where}: ${issue?.message ?? 'invalid'}`,
  );
}

/** A checkout session answer. Throws PaymentProviderError 'unavailable' when it lacks id or status. */
export function readTabbySession(body: unknown): TabbySession {
  const parsed = sessionSchema.safeParse(body);
  if (!parsed.success) throw unreadable('session', parsed.error);
  const session = parsed.data;
  const reason = session.configuration?.products?.installments?.rejection_reason;
  return {
    id: session.id,
    status: session.status,
    paymentId: session.payment?.id ?? null,
    webUrl: webUrl(session.configuration?.available_products?.installments?.[0]?.web_url),
    rejectionReason:
      session.status === 'rejected' ? (isRejectionReason(reason) ? reason : 'not_available') : null,
    raw: body,
  };
}

/** A payment object: from GET, capture, refund, close, update, or a webhook body. */
export function readTabbyPayment(body: unknown): TabbyPayment {
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success) throw unreadable('payment', parsed.error);
  const payment = parsed.data;
  const captures = (payment.captures ?? []).map((capture) => ({
    id: capture.id,
    amountHalalas: capture.amount,
    referenceId: capture.reference_id,
    createdAt: capture.created_at,
  }));
  const refunds = (payment.refunds ?? []).map((refund) => ({
    id: refund.id,
    amountHalalas: refund.amount,
    referenceId: refund.reference_id,
    createdAt: refund.created_at,
    reason: refund.reason,
  }));
  return {
    id: payment.id,
    status: payment.status,
    amountHalalas: payment.amount,
    currency: payment.currency,
    referenceId: payment.order?.reference_id ?? null,
    capturedHalalas: captures.reduce((sum, capture) => sum + capture.amountHalalas, 0),
    refundedHalalas: refunds.reduce((sum, refund) => sum + refund.amountHalalas, 0),
    captures,
    refunds,
    isTest: payment.is_test ?? null,
    raw: body,
  };
}

/** The answer of `POST /api/v1/webhooks`. */
export function readTabbyWebhook(body: unknown): TabbyWebhook {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) throw unreadable('webhook', parsed.error);
  return {
    id: parsed.data.id,
    url: parsed.data.url,
    isTest: parsed.data.is_test ?? null,
    headerTitle: parsed.data.header?.title ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Errors: `{ status: "error", errorType, error }` or, for field validation, `{ …, errors: [{ field,
// code, message }] }`; some statuses answer plain text ("404 page not found", "Internal Server error").

const errorSchema = z.object({
  errorType: optionalText,
  error: optionalText,
  errors: z
    .array(z.object({ field: optionalText, code: optionalText, message: optionalText }))
    .nullish()
    .catch(null),
});

function failureKind(status: number): ProviderFailure {
  if (status === 408 || status === 429 || status >= 500) return 'unavailable';
  if (status === 404) return 'not-found';
  // 400 bad_data, 401 not_authorized (key), 403 no_permission (or the wrong region's base URL),
  // 409 conflict (e.g. a disputed payment): a bug, a configuration problem or a refusal.
  return 'rejected';
}

/** A non-2xx answer as a PaymentProviderError; `what` names the call ("POST /api/v2/checkout"). */
export function readTabbyError(status: number, bodyText: string, what: string) {
  let body: unknown = null;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // Plain text: kept, shortened, as the detail.
  }
  const parsed = errorSchema.safeParse(body);
  const error = parsed.success ? parsed.data : null;
  const field = error?.errors?.[0];
  const detail =
    error?.error ??
    (field ? [field.field, field.code, field.message].filter(Boolean).join(' ') : null) ??
    (bodyText.trim().slice(0, 200) || null);
  const errorType = error?.errorType ?? undefined;
  return new PaymentProviderError(
    failureKind(status),
    `Tabby refused ${what}: ${status}${errorType ? ` ${errorType}` : ''}${detail ? `: ${detail}` : ''}`,
    { status, ...(errorType ? { issue: errorType } : {}) },
  );
}

// ---------------------------------------------------------------------------------------------
// What Tabby asks stores to show (docs.tabby.ai checkout-flow and FAQ), by rejection reason.

export const TABBY_REJECTION_MESSAGES: Record<TabbyRejectionReason, Record<TabbyLang, string>> = {
  not_available: {
    en: 'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order.',
    ar: 'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
  },
  order_amount_too_high: {
    en: 'This purchase is above your current spending limit with Tabby, try a smaller cart or use another payment method',
    ar: 'قيمة الطلب تفوق الحد الأقصى المسموح به حاليًا مع تابي. يُرجى تخفيض قيمة السلة أو استخدام وسيلة دفع أخرى.',
  },
  order_amount_too_low: {
    en: 'The purchase amount is below the minimum amount required to use Tabby, try adding more items or use another payment method',
    ar: 'قيمة الطلب أقل من الحد الأدنى المطلوب لاستخدام خدمة تابي. يُرجى زيادة قيمة الطلب أو استخدام وسيلة دفع أخرى.',
  },
};

/** Shown when the buyer comes back through the cancel URL (the failure URL shows `not_available`). */
export const TABBY_CANCEL_MESSAGE: Record<TabbyLang, string> = {
  en: 'You aborted the payment. Please retry or choose another payment method.',
  ar: 'لقد ألغيت الدفعة. فضلاً حاول مجددًا أو اختر طريقة دفع أخرى.',
};

/**
 * Why Tabby refused a capture, told from the payment's status (TABBY.md, "Errors"): not approved yet,
 * declined, or captured already; `otherwise` when the status does not explain it.
 */
export function captureRefusalKind(
  payment: TabbyPayment,
  otherwise: ProviderFailure,
): ProviderFailure {
  return payment.status === 'CREATED'
    ? 'not-approved'
    : payment.status === 'REJECTED' || payment.status === 'EXPIRED'
      ? 'declined'
      : payment.status === 'CLOSED' && payment.capturedHalalas > 0
        ? 'already-captured'
        : otherwise;
}
