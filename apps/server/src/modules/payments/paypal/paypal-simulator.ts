import { createHash, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderRequest,
  type ProviderRefund,
  type ProviderRefundRequest,
} from '../payment-provider.ts';
import { payments } from '../payments.table.ts';
import { formatMinor } from '../settlement.ts';
import { paypalOrderBody, readPaypalOrder } from './paypal-wire.ts';

export const SIMULATOR_PROVIDER = 'paypal-simulator';
/** The approval page, on the store's own host (docs/decisions/005-payment-simulator.md). */
export const SIMULATOR_PATH = '/paypal-simulator/checkoutnow';

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

function randomId(prefix: string, length: number): string {
  let id = prefix;
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

type SimulatedOrder = Record<string, unknown> & {
  id: string;
  status: string;
  purchase_units: Record<string, unknown>[];
  payer?: { payer_id: string };
  /** Set by the "decline" button: the next capture is refused as a declined card would be. */
  simulate_decline?: boolean;
};

export type SimulatorDecision = 'approve' | 'decline' | 'cancel';

/**
 * A PayPal stand-in for machines without PayPal credentials: same order states and answers as
 * PayPal, approval on a page of this server. Its orders are the PayPal-shaped representations the
 * checkout already stores on each payment (`provider_response`), so it needs no storage of its own
 * and survives restarts; only the approval page writes to them.
 */
export class PaypalSimulator implements PaymentProvider {
  readonly name = SIMULATOR_PROVIDER;
  readonly simulated = true;

  constructor(private readonly db: Db) {}

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    const id = randomId('SIM', 14);
    const origin = new URL(request.returnUrl).origin;
    const approveUrl = `${origin}${SIMULATOR_PATH}?token=${id}`;
    const order = {
      id,
      ...paypalOrderBody(request),
      status: 'PAYER_ACTION_REQUIRED',
      create_time: new Date().toISOString(),
      links: [{ href: approveUrl, rel: 'payer-action', method: 'GET' }],
    };
    return readPaypalOrder(order);
  }

  async getOrder(orderId: string): Promise<ProviderOrder> {
    return readPaypalOrder(await this.#find(orderId));
  }

  async captureOrder(orderId: string): Promise<ProviderOrder> {
    const order = await this.#find(orderId);
    if (order.status === 'COMPLETED') {
      throw new PaymentProviderError('already-captured', 'Order already captured', {
        status: 422,
        issue: 'ORDER_ALREADY_CAPTURED',
      });
    }
    if (order.status !== 'APPROVED') {
      throw new PaymentProviderError('not-approved', 'Payer has not approved the order', {
        status: 422,
        issue: 'ORDER_NOT_APPROVED',
      });
    }
    if (order.simulate_decline) {
      throw new PaymentProviderError('declined', 'Simulated declined payment', {
        status: 422,
        issue: 'INSTRUMENT_DECLINED',
      });
    }
    const [unit] = order.purchase_units;
    const amount = (unit?.amount ?? {}) as { currency_code?: string; value?: string };
    // Derived from the order id, so a repeated capture answers with the same capture, as PayPal does.
    const capture = {
      id: `SIMCAP${order.id.slice(3)}`,
      status: 'COMPLETED',
      amount: { currency_code: amount.currency_code, value: amount.value },
      custom_id: unit?.custom_id,
      invoice_id: unit?.invoice_id,
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    return readPaypalOrder({
      ...order,
      status: 'COMPLETED',
      purchase_units: [{ ...unit, payments: { captures: [capture] } }],
    });
  }

  /**
   * A simulated refund of a simulated capture, all of it or `request.amount`: it always goes
   * through (the money was never real; the store never asks for more than is left). The id is
   * derived from the request id, so a repeated request answers with the same refund.
   */
  async refundCapture(captureId: string, request: ProviderRefundRequest): Promise<ProviderRefund> {
    const [row] = await this.db
      .select({ amount: payments.chargedAmountMinor, currency: payments.settlementCurrency })
      .from(payments)
      .where(and(eq(payments.provider, SIMULATOR_PROVIDER), eq(payments.captureId, captureId)));
    if (!row) {
      throw new PaymentProviderError('not-found', 'The specified resource does not exist', {
        status: 404,
        issue: 'INVALID_RESOURCE_ID',
      });
    }
    const amountMinor = request.amount?.minor ?? row.amount;
    const refund = {
      id: `SIMREF${createHash('sha256').update(`${captureId}:${request.requestId}`).digest('hex').slice(0, 14).toUpperCase()}`,
      status: 'COMPLETED',
      amount: { currency_code: row.currency, value: formatMinor(amountMinor, row.currency) },
      create_time: new Date().toISOString(),
    };
    return {
      id: refund.id,
      status: 'COMPLETED',
      amountMinor,
      currency: row.currency,
      raw: refund,
    };
  }

  async verifyWebhook(): Promise<boolean> {
    // The simulator sends no webhooks; anything claiming to be one is not from it.
    return false;
  }

  /** The order as the approval page shows it, or null when there is none awaiting the buyer. */
  async findForApproval(
    orderId: string,
  ): Promise<{ order: SimulatedOrder; amountHalalas: number } | null> {
    const row = await this.#row(orderId);
    if (!row) return null;
    return { order: row.order, amountHalalas: row.amountHalalas };
  }

  /**
   * The buyer's choice on the approval page. Approve and decline both approve the order (a declined
   * card shows at capture, as with PayPal); cancel leaves it unapproved. Returns where PayPal would
   * send the buyer next, or null when the order is not awaiting approval.
   */
  async decide(orderId: string, decision: SimulatorDecision): Promise<string | null> {
    const row = await this.#row(orderId);
    if (!row || !['CREATED', 'PAYER_ACTION_REQUIRED'].includes(row.order.status)) return null;
    const context = experienceContext(row.order);
    if (decision === 'cancel') return withQuery(context.cancel_url, { token: orderId });
    const payerId = randomId('', 13);
    const approved: SimulatedOrder = {
      ...row.order,
      status: 'APPROVED',
      payer: { payer_id: payerId },
      ...(decision === 'decline' ? { simulate_decline: true } : {}),
    };
    const updated = await this.db
      .update(payments)
      .set({ providerResponse: approved, updatedAt: new Date() })
      .where(
        and(
          eq(payments.provider, SIMULATOR_PROVIDER),
          eq(payments.providerOrderId, orderId),
          sql`${payments.providerResponse}->>'status' in ('CREATED', 'PAYER_ACTION_REQUIRED')`,
        ),
      )
      .returning({ id: payments.id });
    if (updated.length === 0) return null;
    return withQuery(context.return_url, { token: orderId, PayerID: payerId });
  }

  async #find(orderId: string): Promise<SimulatedOrder> {
    const row = await this.#row(orderId);
    if (!row) {
      throw new PaymentProviderError('not-found', 'The specified resource does not exist', {
        status: 404,
        issue: 'RESOURCE_NOT_FOUND',
      });
    }
    return row.order;
  }

  async #row(orderId: string) {
    const [row] = await this.db
      .select({ response: payments.providerResponse, amountHalalas: payments.amountHalalas })
      .from(payments)
      .where(and(eq(payments.provider, SIMULATOR_PROVIDER), eq(payments.providerOrderId, orderId)));
    const order = row?.response as SimulatedOrder | null | undefined;
    if (!row || !order || order.id !== orderId || !Array.isArray(order.purchase_units)) return null;
    return { order, amountHalalas: row.amountHalalas };
  }
}

export function experienceContext(order: Record<string, unknown>): {
  return_url: string;
  cancel_url: string;
  locale?: string;
  brand_name?: string;
} {
  const source = order.payment_source as
    { paypal?: { experience_context?: Record<string, string> } } | undefined;
  const context = source?.paypal?.experience_context ?? {};
  return {
    return_url: context.return_url ?? '/payment/return',
    cancel_url: context.cancel_url ?? '/checkout/cancel',
    locale: context.locale,
    brand_name: context.brand_name,
  };
}

function withQuery(url: string, params: Record<string, string>): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${new URLSearchParams(params).toString()}`;
}
