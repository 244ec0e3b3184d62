/**
 * A payment taken on the provider's own page (Moyasar's hosted invoice, Tabby's checkout): the
 * server opens it with the amount from its own prices, the shopper pays there and comes back,
 * and the server reads the outcome from the provider with its secret key. The redirect and the
 * webhook body are only hints that it is time to read (decision 014).
 */

/** The order as a pay-later provider scores it (Tabby asks for the buyer, address and lines). */
export interface HostedOrderDetails {
  buyer: { name: string; email: string; phone: string };
  shippingAddress: { city: string; address: string; zip: string };
  items: {
    title: string;
    quantity: number;
    unitPriceHalalas: number;
    /** Our product id. */
    referenceId: string;
    imageUrl?: string;
  }[];
  taxHalalas: number;
  shippingHalalas: number;
  /** A discount code's saving, already taken off the amount (decision 031). */
  discountHalalas: number;
}

export interface HostedPaymentRequest {
  /** Our order number: echoed by the provider in its metadata / reference. */
  reference: string;
  orderId: string;
  amountHalalas: number;
  currency: 'SAR';
  /** Shown to the shopper by the provider. */
  description: string;
  language: 'en' | 'ar';
  /** Where the shopper lands after paying (or failing to). */
  returnUrl: string;
  /** Where the shopper lands on leaving the provider's page without paying. */
  cancelUrl: string;
  /** Where the provider notifies the server (a webhook of the payment itself, where it has one). */
  notifyUrl: string;
  /** After this the provider's page no longer takes the payment. */
  expiresAt: Date;
  order: HostedOrderDetails;
}

/** Why a pay-later provider turned the shopper away before its page (Tabby's rejection reasons). */
export type HostedRefusalReason = 'not-available' | 'amount-too-high' | 'amount-too-low';

/** The provider will not take this payment at all (e.g. Tabby's pre-scoring rejected the buyer). */
export class HostedPaymentRefused extends Error {
  override name = 'HostedPaymentRefused';
  constructor(
    readonly reason: HostedRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * - open: nothing taken yet; the shopper may still pay (or retry after a declined card)
 * - paid: the money is taken
 * - failed: the last attempt was refused (`failure` says why) and nothing was taken
 * - expired / cancelled: the provider's page no longer takes a payment
 */
export type HostedPaymentStatus = 'open' | 'paid' | 'failed' | 'expired' | 'cancelled';

/** Why an attempt was refused, in the terms the shopper is told. */
export type HostedFailureReason =
  | 'declined'
  | 'insufficient-funds'
  | 'authentication-failed'
  /** A pay-later provider did not approve the buyer (Tabby's REJECTED). */
  | 'buyer-rejected';

export interface HostedPayment {
  /** The provider's id of what the shopper pays (Moyasar: the invoice). */
  id: string;
  status: HostedPaymentStatus;
  /** Where the shopper pays; present while open. */
  redirectUrl: string | null;
  /** What was paid (or attempted), in halalas; null when nothing was. */
  amountHalalas: number | null;
  currency: string;
  /** Our order number as the provider echoes it; null when absent. */
  reference: string | null;
  /** The provider's id of the payment itself (refunds go to it), once one was made. */
  paymentId: string | null;
  /** creditcard, applepay, stcpay, ... */
  method: string | null;
  /** mada, visa, master, amex; null when not a card. */
  cardBrand: string | null;
  last4: string | null;
  failure: { reason: HostedFailureReason; message: string } | null;
  /** Refunded so far, in halalas. */
  refundedHalalas: number;
  /**
   * Taken so far, in halalas: the whole amount once paid for a provider that captures at once
   * (Moyasar); for one that authorises first (Tabby), what the merchant has captured.
   */
  capturedHalalas: number;
  /** The provider's answer as it came, kept on the payment record for support. */
  raw: Record<string, unknown>;
}

export interface HostedRefund {
  /** Refunded so far in all, after this refund. */
  refundedHalalas: number;
  raw: Record<string, unknown>;
}

export interface HostedPaymentProvider {
  /** Recorded on each payment, so a simulated payment can never pass for a real one. */
  readonly name: string;
  readonly simulated: boolean;
  start(request: HostedPaymentRequest): Promise<HostedPayment>;
  read(id: string): Promise<HostedPayment>;
  /** Ends an open payment page, so nothing is taken after the order is cancelled. */
  close(id: string): Promise<void>;
  /**
   * Gives back part or all of a payment. `reference` is our key for this refund: the same key
   * again does not refund twice where the provider takes one (Tabby's reference_id).
   */
  refund(payment: HostedPayment, amountHalalas: number, reference: string): Promise<HostedRefund>;
  /**
   * Takes an authorised payment (providers that authorise first: Tabby); absent where a paid
   * payment is already taken. The same `reference` again does not capture twice.
   */
  capture?(id: string, amountHalalas: number, reference: string): Promise<HostedPayment>;
  /**
   * The id (as `read` takes it) of the payment a webhook is about, when the webhook is genuine;
   * otherwise null. The outcome is then read from the provider, never taken from the body.
   */
  webhookSubject(headers: Record<string, string | undefined>, rawBody: string): string | null;
}
