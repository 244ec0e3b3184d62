import type {
  HostedPayment,
  HostedPaymentProvider,
  HostedPaymentRequest,
  HostedRefund,
  HostedRefusalReason,
} from '../hosted-payment.ts';
import { HostedPaymentRefused } from '../hosted-payment.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import { TabbyClient, verifyTabbyWebhook, type TabbyClientOptions } from './tabby-client.ts';
import {
  TABBY_REJECTION_MESSAGES,
  type TabbyPayment,
  type TabbyRejectionReason,
  type TabbySessionRequest,
} from './tabby-wire.ts';

/** The header Tabby sends with every webhook (registered with the merchant's secret value). */
export const TABBY_WEBHOOK_HEADER = 'X-Store-Webhook-Secret';

const REFUSAL_OF: Record<TabbyRejectionReason, HostedRefusalReason> = {
  not_available: 'not-available',
  order_amount_too_high: 'amount-too-high',
  order_amount_too_low: 'amount-too-low',
};

/** The session Tabby scores and shows the buyer, from the order the server placed (TABBY.md). */
export function tabbySessionRequest(request: HostedPaymentRequest): TabbySessionRequest {
  const { order } = request;
  return {
    amountHalalas: request.amountHalalas,
    currency: request.currency,
    description: request.description,
    buyer: order.buyer,
    shippingAddress: order.shippingAddress,
    order: {
      referenceId: request.reference,
      items: order.items.map((item) => ({ ...item, category: 'Perfumes' })),
      taxHalalas: order.taxHalalas,
      shippingHalalas: order.shippingHalalas,
      discountHalalas: order.discountHalalas,
    },
    lang: request.language,
    urls: { success: request.returnUrl, cancel: request.cancelUrl, failure: request.returnUrl },
  };
}

/**
 * A Tabby payment in the checkout's terms. AUTHORIZED is "paid": Tabby has approved the buyer
 * and owes the merchant the amount; it is captured when the order ships, or at once (a setting).
 * CLOSED with nothing captured is a payment voided before capture.
 */
export function hostedFromTabby(payment: TabbyPayment, webUrl: string | null): HostedPayment {
  let status: HostedPayment['status'];
  if (payment.status === 'AUTHORIZED') status = 'paid';
  else if (payment.status === 'CLOSED') status = payment.capturedHalalas > 0 ? 'paid' : 'cancelled';
  else if (payment.status === 'REJECTED') status = 'failed';
  else if (payment.status === 'EXPIRED') status = 'expired';
  else status = 'open';
  return {
    id: payment.id,
    status,
    redirectUrl: status === 'open' ? webUrl : null,
    amountHalalas: payment.amountHalalas,
    currency: payment.currency,
    reference: payment.referenceId,
    paymentId: payment.id,
    method: 'tabby',
    cardBrand: null,
    last4: null,
    failure:
      status === 'failed'
        ? { reason: 'buyer-rejected', message: TABBY_REJECTION_MESSAGES.not_available.en }
        : null,
    refundedHalalas: payment.refundedHalalas,
    capturedHalalas: payment.capturedHalalas,
    raw: payment.raw as Record<string, unknown>,
  };
}

/** A pre-capture "refund" of everything: the authorisation is voided (Tabby's close). */
function isVoid(payment: HostedPayment, amountHalalas: number): boolean {
  return payment.capturedHalalas === 0 && amountHalalas === payment.amountHalalas;
}

export interface TabbyGatewayOptions extends TabbyClientOptions {
  /** The value Tabby sends in TABBY_WEBHOOK_HEADER; without it every webhook is refused. */
  webhookSecret?: string;
}

/** Tabby's hosted checkout behind the checkout's interface (pay in 4, TABBY.md). */
export class TabbyGateway implements HostedPaymentProvider {
  readonly name = 'tabby';
  readonly simulated = false;
  readonly #client: TabbyClient;
  readonly #webhookSecret: string;

  constructor(options: TabbyGatewayOptions) {
    this.#client = new TabbyClient(options);
    this.#webhookSecret = options.webhookSecret ?? '';
  }

  async start(request: HostedPaymentRequest): Promise<HostedPayment> {
    const session = await this.#client.createSession(tabbySessionRequest(request));
    if (session.status === 'rejected' || !session.paymentId || !session.webUrl) {
      const reason = session.rejectionReason ?? 'not_available';
      throw new HostedPaymentRefused(REFUSAL_OF[reason], `Tabby rejected the session: ${reason}`);
    }
    return {
      ...hostedFromTabby(await this.#client.getPayment(session.paymentId), session.webUrl),
      redirectUrl: session.webUrl,
    };
  }

  async read(id: string): Promise<HostedPayment> {
    return hostedFromTabby(await this.#client.getPayment(id), null);
  }

  /**
   * Voids an authorised payment. A payment still CREATED cannot be closed at Tabby: it expires on
   * its own (TABBY.md), and one authorised late for a given-up order is voided then.
   */
  async close(id: string): Promise<void> {
    const payment = await this.#client.getPayment(id);
    if (payment.status === 'AUTHORIZED' && payment.capturedHalalas === 0) {
      await this.#client.close(id);
    }
  }

  async capture(id: string, amountHalalas: number, reference: string): Promise<HostedPayment> {
    return hostedFromTabby(await this.#client.capture(id, amountHalalas, reference), null);
  }

  async refund(
    payment: HostedPayment,
    amountHalalas: number,
    reference: string,
  ): Promise<HostedRefund> {
    if (isVoid(payment, amountHalalas)) {
      const closed = await this.#client.close(payment.id);
      return { refundedHalalas: amountHalalas, raw: closed.raw as Record<string, unknown> };
    }
    if (payment.capturedHalalas === 0) throw notCapturedYet();
    const refunded = await this.#client.refund(payment.id, amountHalalas, reference);
    return {
      refundedHalalas: refunded.refundedHalalas,
      raw: refunded.raw as Record<string, unknown>,
    };
  }

  webhookSubject(headers: Record<string, string | undefined>, rawBody: string): string | null {
    const event = verifyTabbyWebhook(headers, rawBody, {
      title: TABBY_WEBHOOK_HEADER,
      value: this.#webhookSecret,
    });
    return event?.id ?? null;
  }
}

/** Tabby refunds only what was captured; before that, only the whole can be given back (void). */
/** A partial refund asked before Tabby captured: only the whole can go back (a void). */
export class NotCapturedYet extends PaymentProviderError {
  constructor() {
    super(
      'rejected',
      'Tabby has not captured this payment yet: refund all of it (voids it), or capture it first by shipping the order',
    );
  }
}

export function notCapturedYet(): PaymentProviderError {
  return new NotCapturedYet();
}
