import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import type { RecordedEvent } from '../../events/domain-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { recordOrderStatus } from '../../modules/orders/index.ts';
import {
  eventMessage,
  type HostedPaymentProvider,
  PaymentProviderError,
  recordPaymentEvent,
  sarMoney,
} from '../../modules/payments/index.ts';

/** When an authorised pay-later payment is taken: as the order ships (default) or once paid. */
export type CaptureMoment = 'shipment' | 'payment';

/** The methods whose provider authorises first and is captured later (TABBY.md, "Capture"). */
const AUTHORISE_FIRST = ['tabby'] as const;

export interface DeferredCaptureDeps {
  db: Db;
  /** The provider in force for a method, as checkout uses it. */
  hosted: (method: string) => HostedPaymentProvider | null;
  /** The merchant's setting, read when the event is handled. */
  captureMoment: () => CaptureMoment;
}

/**
 * Takes the money of an authorised pay-later payment. Tabby guarantees an authorised payment, so
 * the order is paid at once; only captured payments are settled to the merchant, so each is
 * captured when the order ships (or at once, a setting). A capture is a job of its own: retried
 * with back-off when Tabby is unreachable, and idempotent by its reference at Tabby.
 */
export function registerDeferredCaptureJobs(jobs: JobRunner, deps: DeferredCaptureDeps): void {
  const due = (event: RecordedEvent<'order.paid' | 'order.shipped'>) => {
    const { payload } = event;
    if (!AUTHORISE_FIRST.some((method) => method === payload.paymentMethod)) return false;
    if (payload.status === 'cancelled') return false;
    const moment = deps.captureMoment();
    return event.type === (moment === 'shipment' ? 'order.shipped' : 'order.paid');
  };
  jobs.subscribe(
    {
      events: ['order.paid', 'order.shipped'],
      jobType: 'payments.capture-authorised',
      when: due,
    },
    async (event, { log }) => {
      await captureOrderPayment(deps, event.payload.orderId, log);
    },
    { maxAttempts: 8 },
  );
}

export type CaptureResult = 'captured' | 'already-captured' | 'nothing-to-capture' | 'refused';

/** Captures what is left of an order's authorised payment; throws to be retried when unknown. */
export async function captureOrderPayment(
  deps: DeferredCaptureDeps,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<CaptureResult> {
  const { db } = deps;
  const [found] = await db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!found?.payment.providerOrderId || found.order.paymentStatus !== 'paid') {
    return 'nothing-to-capture';
  }
  const { order, payment } = found;
  const providerId = found.payment.providerOrderId;
  const provider = deps.hosted(order.paymentMethod);
  const note = (text: string, metadata: Record<string, unknown>) =>
    recordOrderStatus(db, {
      orderId,
      from: order.status,
      to: order.status,
      paymentStatus: order.paymentStatus,
      note: text,
      metadata,
    });
  if (!provider?.capture || provider.name !== payment.provider) {
    log.error({ orderNumber: order.orderNumber }, 'authorised payment cannot be captured here');
    await note(
      `Not captured: the payment was made through ${payment.provider}, which the store no longer uses`,
      { provider: payment.provider },
    );
    return 'refused';
  }
  const state = await provider.read(providerId);
  const rest = payment.amountHalalas - state.capturedHalalas - state.refundedHalalas;
  if (state.status !== 'paid' || rest <= 0) return 'already-captured';
  try {
    const captured = await provider.capture(state.id, rest, `capture-${payment.id}`);
    // Merged in the database, not from the row read before: a simulator keeps the payment's own
    // state in this record, which the capture has just changed.
    await db
      .update(payments)
      .set({
        providerResponse: sql`coalesce(${payments.providerResponse}, '{}'::jsonb) || jsonb_build_object('capture', ${JSON.stringify(captured.raw)}::jsonb)`,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
    const summary = `Payment captured: ${(rest / 100).toFixed(2)} SAR`;
    await note(summary, { capturedHalalas: captured.capturedHalalas });
    await recordPaymentEvent(db, {
      provider: provider.name,
      orderId,
      kind: 'payment.captured',
      message: eventMessage('captured', { amount: sarMoney(rest) }),
      payload: { capturedHalalas: captured.capturedHalalas },
    });
    log.info({ orderNumber: order.orderNumber, halalas: rest }, 'authorised payment captured');
    return 'captured';
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== 'unavailable') {
      log.error({ err: error, orderNumber: order.orderNumber }, 'capture refused');
      const summary = `Capture refused by the provider: ${error.message}`;
      await note(summary, { kind: error.kind });
      await recordPaymentEvent(db, {
        provider: provider.name,
        orderId,
        kind: 'payment.capture-failed',
        outcome: 'refused',
        message: eventMessage('captureRefused', { reason: error.message }),
        payload: { kind: error.kind },
      });
      return 'refused';
    }
    throw error;
  }
}
