import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordOrderStatus } from '../../modules/orders/index.ts';
import { orders, payments } from '../../db/schema.ts';
import {
  eventMessage,
  providerTitle,
  type ProviderCapture,
  recordPaymentEvent,
} from '../../modules/payments/index.ts';
import { cancelUnpaidOrderTx } from './cancel-order.ts';
import { moneyOf } from './payment-event-of.ts';

/** Who took the payment: the provider's name as recorded on the payment, and how it is named. */
export interface PaymentTaker {
  readonly name: string;
  readonly simulated: boolean;
}

function paidNote(taker: PaymentTaker): string {
  const title = providerTitle(taker.name);
  return taker.simulated
    ? `Paid through the ${title} simulator: no real money was taken`
    : `Paid with ${title}`;
}

/** A capture still PENDING at the provider is looked at again after this long (expiry job). */
export const PENDING_CAPTURE_RECHECK_MS = 60 * 60_000;

/**
 * - paid: the order is now paid and confirmed
 * - already-paid: it was before; nothing changed
 * - pending: the provider holds the money for review; the order stays pending
 * - declined: the capture was refused; the order is cancelled and its stock returned
 * - mismatch: the capture is not for this order's amount or currency; not marked paid
 * - paid-after-cancel: money taken for an order already cancelled; recorded for a refund
 */
export type CaptureOutcome =
  'paid' | 'already-paid' | 'pending' | 'declined' | 'mismatch' | 'paid-after-cancel';

/**
 * Applies what the provider says about a capture to the order, whoever learnt it (the capture
 * call, a webhook, the expiry job). The order row is locked, so two of them at once settle it
 * once; a settled order is never moved back. Only a COMPLETED capture of exactly the amount and
 * currency recorded on the payment marks the order paid (PAYMENTS.md, "Known mistakes").
 */
export async function applyCapture(
  db: Db,
  taker: PaymentTaker,
  orderId: string,
  capture: ProviderCapture,
  providerResponse: Record<string, unknown>,
  log: FastifyBaseLogger,
  /** Columns of the payment record to set along with a completed capture (method, card). */
  paidDetails: Partial<typeof payments.$inferInsert> = {},
): Promise<CaptureOutcome> {
  // The order's history line records `order.paid` with the change; its emails follow from it.
  return db.transaction(async (tx): Promise<CaptureOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, taker.name)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!order || !payment) return 'mismatch';
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return 'already-paid';

    const now = new Date();
    const facts = {
      orderNumber: order.orderNumber,
      captureId: capture.id,
      captured: `${capture.amountMinor} ${capture.currency}`,
      expected: `${payment.chargedAmountMinor} ${payment.settlementCurrency}`,
    };
    const matches =
      capture.amountMinor === payment.chargedAmountMinor &&
      capture.currency === payment.settlementCurrency &&
      (capture.reference === null || capture.reference === order.orderNumber);

    if (capture.status === 'COMPLETED' && !matches) {
      log.error(facts, 'captured amount does not match the order; not marked paid, refund it');
      await tx
        .update(payments)
        .set({ captureId: capture.id, providerResponse, updatedAt: now })
        .where(eq(payments.id, payment.id));
      const failure = {
        code: 'AMOUNT_MISMATCH',
        message: `captured ${facts.captured}, expected ${facts.expected}`,
      };
      await cancelUnpaidOrderTx(tx, orderId, {
        note: 'Captured amount did not match the order: refund required',
        paymentStatus: 'failed',
        failure,
      });
      await recordPaymentEvent(tx, {
        provider: taker.name,
        orderId,
        kind: 'payment.amount-mismatch',
        outcome: 'failed',
        message: eventMessage('amountMismatch', {
          captured: moneyOf(capture.amountMinor, capture.currency),
          expected: moneyOf(payment.chargedAmountMinor, payment.settlementCurrency),
        }),
        payload: facts,
      });
      return 'mismatch';
    }

    if (capture.status === 'COMPLETED') {
      await tx
        .update(payments)
        .set({
          ...paidDetails,
          status: 'captured',
          captureId: capture.id,
          providerResponse,
          failureCode: null,
          failureMessage: null,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      if (order.status === 'pending') {
        await tx
          .update(orders)
          .set({ status: 'confirmed', paymentStatus: 'paid', expiresAt: null, updatedAt: now })
          .where(eq(orders.id, orderId));
        await recordOrderStatus(tx, {
          orderId,
          from: 'pending',
          to: 'confirmed',
          paymentStatus: 'paid',
          note: paidNote(taker),
          metadata: { captureId: capture.id, charged: facts.captured },
        });
        await recordPaymentEvent(tx, {
          provider: taker.name,
          orderId,
          kind: 'payment.paid',
          message: eventMessage(taker.simulated ? 'paidSimulated' : 'paid', {
            provider: taker.name,
            amount: moneyOf(capture.amountMinor, capture.currency),
          }),
          payload: { captureId: capture.id, captured: facts.captured, ...paidDetails },
        });
        return 'paid';
      }
      // Its stock is already back on sale; the money has to go back too.
      log.error(facts, 'payment captured for a cancelled order; refund it');
      await tx
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: now })
        .where(eq(orders.id, orderId));
      await recordOrderStatus(tx, {
        orderId,
        from: order.status,
        to: order.status,
        paymentStatus: 'paid',
        note: 'Payment captured after the order was cancelled: refund required',
        metadata: { captureId: capture.id, charged: facts.captured },
      });
      await recordPaymentEvent(tx, {
        provider: taker.name,
        orderId,
        kind: 'payment.paid',
        outcome: 'failed',
        message: eventMessage('paidAfterCancel', {
          amount: moneyOf(capture.amountMinor, capture.currency),
        }),
        payload: { captureId: capture.id, captured: facts.captured },
      });
      return 'paid-after-cancel';
    }

    if (capture.status === 'PENDING') {
      await tx
        .update(payments)
        .set({ status: 'pending', captureId: capture.id, providerResponse, updatedAt: now })
        .where(eq(payments.id, payment.id));
      if (order.status === 'pending') {
        await tx
          .update(orders)
          .set({ expiresAt: new Date(now.getTime() + PENDING_CAPTURE_RECHECK_MS), updatedAt: now })
          .where(eq(orders.id, orderId));
      }
      await recordPaymentEvent(tx, {
        provider: taker.name,
        orderId,
        kind: 'payment.pending',
        message: eventMessage('capturePending', { reference: capture.id }),
        payload: { captureId: capture.id },
      });
      return 'pending';
    }

    await tx
      .update(payments)
      .set({ captureId: capture.id, providerResponse, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await cancelUnpaidOrderTx(tx, orderId, {
      note: `Payment ${capture.status.toLowerCase()} by the provider`,
      paymentStatus: 'failed',
      failure: { code: capture.status, message: `capture ${capture.id} ${capture.status}` },
    });
    await recordPaymentEvent(tx, {
      provider: taker.name,
      orderId,
      kind: 'payment.refused',
      outcome: 'refused',
      message: eventMessage('providerStatus', { status: capture.status }),
      payload: { captureId: capture.id, status: capture.status },
    });
    return 'declined';
  });
}
