import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { type HostedPaymentProvider, providerTitle } from '../../modules/payments/index.ts';
import { recordDashboardRefund } from './order-refund.ts';

/**
 * A refund made in Moyasar's or Tabby's own dashboard, learnt when its webhook arrives for a paid
 * order. Neither names the refund in a way ours would carry, so the payment is read with the
 * secret key and what it says was refunded in all is compared with what the store has recorded
 * (its own refunds, made or still awaiting an answer): only the difference is recorded, once.
 * A read that fails is thrown, so the webhook is answered 503 and sent again.
 */
export async function recordHostedDashboardRefund(
  db: Db,
  provider: HostedPaymentProvider,
  providerId: string,
): Promise<{ recorded: boolean }> {
  const [payment] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerOrderId, providerId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return { recorded: false };
  const state = await provider.read(providerId);
  if (state.refundedHalalas <= 0) return { recorded: false };
  const { recorded } = await recordDashboardRefund(db, {
    orderId: payment.orderId,
    title: providerTitle(provider.name),
    providerRefundId: null,
    customId: null,
    totalRefundedMinor: state.refundedHalalas,
    currency: state.currency,
    raw: state.raw,
  });
  return { recorded };
}
