import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { PaymentProviderError } from '../../modules/payments/index.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { expireHostedPayment } from './hosted-checkout.ts';
import { capturePaypalPayment } from './paypal-checkout.ts';
import { applyCapture } from './settle-payment.ts';

/** How long one instance owns an expired order it is dealing with; then another may take it. */
const CLAIM_MS = 2 * 60_000;
const BATCH_SIZE = 20;

export interface ExpiryReport {
  /** Cancelled, stock returned. */
  cancelled: number;
  /** Found paid (or declined) at the provider and settled accordingly. */
  settled: number;
  /** Left for a later round: provider unreachable, or payment under review. */
  deferred: number;
}

/**
 * Ends online payments not completed in time (PENDING_PAYMENT_TTL_MS). Safe with several
 * instances: each claims a batch by moving its `expires_at` forward (FOR UPDATE SKIP LOCKED, so
 * two never claim the same order) and cancels only while its claim stands. Before cancelling, the
 * provider is asked: a buyer who paid, or approved and closed the tab, gets the order, not a
 * cancellation.
 */
export async function expirePendingOrders(
  db: Db,
  services: CheckoutServices,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<ExpiryReport> {
  const report: ExpiryReport = { cancelled: 0, settled: 0, deferred: 0 };
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lte(orders.expiresAt, now),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(orders)
    .set({ expiresAt: claimedUntil })
    .where(inArray(orders.id, due))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });

  for (const order of claimed) {
    try {
      const verdict = await askProvider(db, services, order.id, log);
      if (verdict === 'cancelled') {
        report.cancelled++;
        continue;
      }
      if (verdict !== 'cancel') {
        report[verdict === 'settled' ? 'settled' : 'deferred']++;
        continue;
      }
      const cancelled = await cancelUnpaidOrder(db, order.id, {
        note: 'Payment not completed in time',
        paymentStatus: 'pending',
        claimedUntil,
      });
      if (cancelled) report.cancelled++;
    } catch (error) {
      // One order's trouble must not stop the others; its claim lapses and it is retried.
      log.error({ err: error, orderNumber: order.orderNumber }, 'expiring an order failed');
      report.deferred++;
    }
  }
  return report;
}

async function askProvider(
  db: Db,
  services: CheckoutServices,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<'settled' | 'deferred' | 'cancel' | 'cancelled'> {
  const [found] = await db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const payment = found?.payment;
  // Paid on the provider's page: its page is closed before the stock goes back (or it was paid).
  const hosted = found ? services.hosted(found.order.paymentMethod) : null;
  if (found && payment?.providerOrderId && hosted && payment.provider === hosted.name) {
    const verdict = await expireHostedPayment(db, hosted, found, log);
    return verdict === 'paid' ? 'settled' : verdict;
  }
  // Never opened at the provider, or opened with another one (credentials changed since).
  if (!payment?.providerOrderId || payment.provider !== services.provider.name) return 'cancel';

  let state;
  try {
    state = await services.provider.getOrder(payment.providerOrderId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'not-found') return 'cancel';
    log.warn({ err: error, orderId }, 'expiry: provider state unknown, retrying later');
    return 'deferred';
  }
  if (state.capture) {
    const outcome = await applyCapture(
      db,
      services.provider,
      orderId,
      state.capture,
      state.raw,
      log,
    );
    return outcome === 'pending' ? 'deferred' : 'settled';
  }
  if (state.status === 'APPROVED') {
    // The buyer approved and never came back (tab closed): finish the purchase for them. The
    // capture holds the order itself, so whatever else happens it is looked at again later.
    const result = await capturePaypalPayment(db, services, payment.providerOrderId, log);
    return result.ok || result.failure === 'declined' ? 'settled' : 'deferred';
  }
  return 'cancel';
}
