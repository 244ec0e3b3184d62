import type {
  HostedFailureReason,
  HostedPayment,
  HostedPaymentProvider,
  HostedPaymentRequest,
  HostedRefund,
} from '../hosted-payment.ts';
import { MoyasarClient, type MoyasarClientOptions } from './moyasar-client.ts';
import type { MoyasarInvoice, MoyasarInvoiceRequest, MoyasarPayment } from './moyasar-wire.ts';

/** Metadata keys on each invoice (and so on its payments): how Moyasar echoes our order. */
export const MOYASAR_ORDER_NUMBER = 'order_number';
const MOYASAR_ORDER_ID = 'order_id';

/**
 * Why a failed payment failed, from `source.message` (MOYASAR.md, "Sandbox"): Moyasar gives no
 * reason code of its own. Only to word the shopper's message; the outcome is the status.
 */
export function moyasarFailureReason(message: string | null): HostedFailureReason {
  if (!message) return 'declined';
  if (/insufficient/i.test(message)) return 'insufficient-funds';
  if (/3-?d[ -]?secure|3ds|authenticat/i.test(message)) return 'authentication-failed';
  return 'declined';
}

/** The payment that decides an invoice: the paid one, else the latest attempt. */
function decidingPayment(invoice: MoyasarInvoice): MoyasarPayment | null {
  const paid = invoice.payments.find((payment) =>
    ['paid', 'captured', 'refunded'].includes(payment.status),
  );
  return paid ?? invoice.payments.at(-1) ?? null;
}

/** The invoice that pays for a checkout, as the real client and the simulator both open it. */
export function moyasarInvoiceRequest(request: HostedPaymentRequest): MoyasarInvoiceRequest {
  return {
    amountHalalas: request.amountHalalas,
    currency: request.currency,
    description: request.description,
    callbackUrl: request.notifyUrl,
    successUrl: request.returnUrl,
    backUrl: request.cancelUrl,
    metadata: { [MOYASAR_ORDER_NUMBER]: request.reference, [MOYASAR_ORDER_ID]: request.orderId },
    expiresAt: request.expiresAt,
  };
}

/** An invoice in the checkout's terms. */
export function hostedFromInvoice(invoice: MoyasarInvoice): HostedPayment {
  const payment = decidingPayment(invoice);
  const paid = payment !== null && ['paid', 'captured', 'refunded'].includes(payment.status);
  let status: HostedPayment['status'];
  if (paid) status = 'paid';
  else if (invoice.status === 'expired') status = 'expired';
  else if (invoice.status === 'canceled') status = 'cancelled';
  else if (payment?.status === 'failed') status = 'failed';
  else status = 'open';
  return {
    id: invoice.id,
    status,
    redirectUrl: status === 'open' || status === 'failed' ? invoice.url : null,
    amountHalalas: payment ? payment.amountHalalas : null,
    currency: payment?.currency ?? invoice.currency,
    reference:
      payment?.metadata[MOYASAR_ORDER_NUMBER] ?? invoice.metadata[MOYASAR_ORDER_NUMBER] ?? null,
    paymentId: payment?.id ?? null,
    method: payment?.method ?? null,
    cardBrand: payment?.cardBrand ?? null,
    last4: payment?.last4 ?? null,
    failure:
      status === 'failed' && payment
        ? { reason: moyasarFailureReason(payment.message), message: payment.message ?? 'failed' }
        : null,
    refundedHalalas: payment?.refundedHalalas ?? 0,
    capturedHalalas: paid && payment ? payment.amountHalalas : 0,
    raw: invoice.raw,
  };
}

/** Moyasar's hosted invoice page behind the checkout's interface (decision 014). */
export class MoyasarGateway implements HostedPaymentProvider {
  readonly name = 'moyasar';
  readonly simulated = false;
  readonly #client: MoyasarClient;

  constructor(options: MoyasarClientOptions) {
    this.#client = new MoyasarClient(options);
  }

  async start(request: HostedPaymentRequest): Promise<HostedPayment> {
    const invoice = await this.#client.createInvoice(moyasarInvoiceRequest(request));
    const url = new URL(invoice.url);
    url.searchParams.set('lang', request.language);
    return { ...hostedFromInvoice(invoice), redirectUrl: url.toString() };
  }

  async read(id: string): Promise<HostedPayment> {
    return hostedFromInvoice(await this.#client.getInvoice(id));
  }

  async close(id: string): Promise<void> {
    await this.#client.cancelInvoice(id);
  }

  async refund(payment: HostedPayment, amountHalalas: number): Promise<HostedRefund> {
    if (!payment.paymentId) throw new Error(`Moyasar invoice ${payment.id} has no payment`);
    const refunded = await this.#client.refundPayment(payment.paymentId, amountHalalas);
    return { refundedHalalas: refunded.refundedHalalas, raw: refunded.raw };
  }

  webhookSubject(_headers: Record<string, string | undefined>, rawBody: string): string | null {
    const event = this.#client.verifyWebhook(rawBody);
    // A payment made outside an invoice is not one of the checkout's.
    return event?.payment.invoiceId ?? null;
  }
}
