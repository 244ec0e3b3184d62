import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import type { Db } from '../../db/client.ts';
import { recordOrderStatus } from '../../modules/orders/index.ts';
import { orders, paymentEvents, payments } from '../../db/schema.ts';
import {
  PaymentProviderError,
  type WebhookHeaders,
  readPaypalCapture,
  parseMinor,
} from '../../modules/payments/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { capturePaypalPayment } from './paypal-checkout.ts';
import { applyCapture } from './settle-payment.ts';

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().max(200),
  resource: z.record(z.string(), z.unknown()),
});
type PaypalEvent = z.infer<typeof eventSchema>;

/** An answer PayPal retries: it re-sends an event until it gets a 2xx. */
function retryLater(message: string): AppError {
  return new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, message);
}

/**
 * A PayPal webhook: verified with PayPal itself (only `verification_status: SUCCESS` counts),
 * then processed once per event id. A capture settles the order exactly as the capture call
 * would; an approval whose buyer never came back (tab closed) is captured here.
 */
export async function handlePaypalWebhook(
  db: Db,
  services: CheckoutServices,
  headers: WebhookHeaders,
  rawBody: string,
  log: FastifyBaseLogger,
): Promise<void> {
  let event: PaypalEvent;
  try {
    event = eventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Not a webhook event');
  }

  let verified: boolean;
  try {
    verified = await services.provider.verifyWebhook(headers, rawBody);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, eventId: event.id }, 'webhook verification unavailable');
    throw retryLater('Webhook verification is unavailable; try again later');
  }
  if (!verified) {
    // Not recorded: a forged event must not take the id of a genuine one.
    log.warn({ eventId: event.id, type: event.event_type }, 'webhook refused: not verified');
    throw new AppError(400, ERROR_CODES.WEBHOOK_UNVERIFIED, 'Webhook signature not verified');
  }

  const provider = services.provider.name;
  const [fresh] = await db
    .insert(paymentEvents)
    .values({
      provider,
      eventId: event.id,
      eventType: event.event_type,
      payload: event,
      verified: 'SUCCESS',
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!fresh) {
    const [seen] = await db
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
    // Processed before: done. Received but not processed (a crash): process again, safely,
    // since every step below is idempotent.
    if (seen?.processedAt) return;
  }

  await processEvent(db, services, event, log);
  await db
    .update(paymentEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
}

async function processEvent(
  db: Db,
  services: CheckoutServices,
  event: PaypalEvent,
  log: FastifyBaseLogger,
): Promise<void> {
  const { resource } = event;
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED': {
      const capture = readPaypalCapture(resource);
      if (!capture) return;
      const orderId = await orderOfEvent(db, services, resource, capture.reference);
      if (!orderId) {
        log.warn({ eventId: event.id, captureId: capture.id }, 'webhook for an unknown order');
        return;
      }
      await applyCapture(db, services.provider, orderId, capture, resource, log);
      return;
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      if (typeof resource.id !== 'string') return;
      const result = await capturePaypalPayment(db, services, resource.id, log);
      if (!result.ok && result.failure === 'processingError') {
        throw retryLater('PayPal was unavailable for the capture; try again later');
      }
      return;
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
      await recordRefund(db, services, resource, log);
      return;
    default:
      return;
  }
}

/** The order a capture or refund belongs to: by PayPal's order id, else by our order number. */
async function orderOfEvent(
  db: Db,
  services: CheckoutServices,
  resource: Record<string, unknown>,
  reference: string | null,
): Promise<string | null> {
  const related = (resource.supplementary_data as { related_ids?: { order_id?: unknown } })
    ?.related_ids?.order_id;
  if (typeof related === 'string') {
    const [payment] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(
        and(eq(payments.provider, services.provider.name), eq(payments.providerOrderId, related)),
      );
    if (payment) return payment.orderId;
  }
  if (!reference) return null;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, reference));
  return order?.id ?? null;
}

/**
 * A refund made in PayPal's dashboard: a full refund marks the payment refunded; a partial one
 * is noted in the order's history. Only a paid order can be refunded.
 */
async function recordRefund(
  db: Db,
  services: CheckoutServices,
  resource: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<void> {
  const reference =
    (typeof resource.custom_id === 'string' && resource.custom_id) ||
    (typeof resource.invoice_id === 'string' && resource.invoice_id) ||
    null;
  const links = Array.isArray(resource.links)
    ? (resource.links as { rel?: string; href?: string }[])
    : [];
  const captureId = links
    .find((link) => link.rel === 'up')
    ?.href?.split('/')
    .pop();
  let orderId = reference ? await orderOfEvent(db, services, {}, reference) : null;
  if (!orderId && captureId) {
    const [payment] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.captureId, captureId));
    orderId = payment?.orderId ?? null;
  }
  if (!orderId) {
    log.warn({ refundId: resource.id }, 'refund webhook for an unknown order');
    return;
  }
  const refundId = typeof resource.id === 'string' ? resource.id : null;
  const amountOf = (value: unknown): { minor: number | null; currency: string } => {
    const money = (value ?? {}) as { value?: unknown; currency_code?: unknown };
    const currency = typeof money.currency_code === 'string' ? money.currency_code : '';
    return {
      minor: typeof money.value === 'string' ? parseMinor(money.value, currency) : null,
      currency,
    };
  };
  const breakdown = resource.seller_payable_breakdown as
    { total_refunded_amount?: unknown } | undefined;
  const total = amountOf(breakdown?.total_refunded_amount ?? resource.amount);

  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!order || !payment || order.paymentStatus !== 'paid') return;
    const full =
      total.minor !== null &&
      total.currency === payment.settlementCurrency &&
      total.minor >= payment.chargedAmountMinor;
    const now = new Date();
    if (full) {
      await tx
        .update(orders)
        .set({ paymentStatus: 'refunded', updatedAt: now })
        .where(eq(orders.id, orderId));
      await tx
        .update(payments)
        .set({ status: 'refunded', refundId, updatedAt: now })
        .where(eq(payments.id, payment.id));
    }
    await recordOrderStatus(tx, {
      orderId,
      from: order.status,
      to: order.status,
      paymentStatus: full ? 'refunded' : 'paid',
      note: full ? 'Refunded in PayPal' : 'Partially refunded in PayPal',
      metadata: { refundId, refunded: `${total.minor} ${total.currency}` },
    });
  });
}
