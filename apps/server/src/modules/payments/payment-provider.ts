/**
 * What the checkout needs from an online payment provider (DESIGN.md decision 8). PayPal and its
 * built-in simulator implement it; another provider would too.
 */

export type ProviderLocale = 'en-US' | 'ar-SA';

export interface ProviderOrderRequest {
  /** Our order number: the provider's reference, custom and invoice id. */
  reference: string;
  /** Idempotency key: a retried create returns the same provider order. */
  requestId: string;
  currency: string;
  items: { name: string; sku: string; unitMinor: number; quantity: number }[];
  shippingMinor: number;
  taxMinor: number;
  /** A discount code's saving, subtracted from the items (PayPal's `breakdown.discount`). */
  discountMinor?: number;
  brandName: string;
  description: string;
  locale: ProviderLocale;
  returnUrl: string;
  cancelUrl: string;
}

/** Capture states as PayPal names them; only COMPLETED means the money is ours. */
export type ProviderCaptureStatus =
  'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface ProviderCapture {
  id: string;
  status: ProviderCaptureStatus | string;
  /** In the currency's minor unit; null when the provider's amount could not be read. */
  amountMinor: number | null;
  currency: string;
  /** Our order number as the provider echoes it (custom_id / invoice_id), when present. */
  reference: string | null;
}

export interface ProviderOrder {
  id: string;
  /** CREATED, PAYER_ACTION_REQUIRED, APPROVED, COMPLETED, VOIDED, ... */
  status: string;
  /** Where the buyer approves the payment; present on a new order. */
  approveUrl: string | null;
  capture: ProviderCapture | null;
  /** The provider's answer as it came, kept on the payment for support. */
  raw: Record<string, unknown>;
}

export interface ProviderRefundRequest {
  /** Idempotency key: a retried refund is not made twice. */
  requestId: string;
  /** Our order number, echoed on the refund as its invoice id. */
  reference: string;
  /** Our refund's id, echoed on the refund (and its webhook) as its custom id. */
  customId?: string;
  /** Shown to the buyer by the provider. */
  noteToPayer?: string;
  /** Part of the capture, in its currency's minor unit; without it, all that is left of it. */
  amount?: { minor: number; currency: string };
}

/** Refund states as PayPal names them; only COMPLETED means the money went back. */
export interface ProviderRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED' | string;
  /** In the currency's minor unit; null when the provider's amount could not be read. */
  amountMinor: number | null;
  currency: string;
  raw: Record<string, unknown>;
}

export interface WebhookHeaders {
  authAlgo: string | undefined;
  certUrl: string | undefined;
  transmissionId: string | undefined;
  transmissionSig: string | undefined;
  transmissionTime: string | undefined;
}

export interface PaymentProvider {
  /** Recorded on each payment, so a simulated payment can never pass for a real one. */
  readonly name: string;
  readonly simulated: boolean;
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** Same `requestId` on a retry, so the buyer is charged once. */
  captureOrder(orderId: string, requestId: string): Promise<ProviderOrder>;
  getOrder(orderId: string): Promise<ProviderOrder>;
  /** Refunds a capture, all that is left of it or `request.amount` (PayPal: POST /v2/payments/captures/{id}/refund). */
  refundCapture(captureId: string, request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** True only when the provider itself confirms the event is genuine. */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean>;
}

/**
 * Why a provider call failed, in the terms the checkout acts on:
 * - declined: the buyer's payment was refused; nothing was charged
 * - not-approved: the buyer has not approved the payment (yet)
 * - already-captured: an earlier capture went through; read the order to see it
 * - not-found: the provider does not know this order
 * - unavailable: no usable answer (network, timeout, 5xx, 429); the outcome is unknown, try later
 * - rejected: any other refusal (bad request, credentials); a bug or a configuration problem
 */
export type ProviderFailure =
  'declined' | 'not-approved' | 'already-captured' | 'not-found' | 'unavailable' | 'rejected';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    readonly details: { status?: number; issue?: string; debugId?: string } = {},
  ) {
    super(message);
  }
}
