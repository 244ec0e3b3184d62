import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema.ts';
import {
  eventMessage,
  parseMinor,
  PaymentProviderError,
  readPaypalCapture,
  recordPaymentEvent,
  type WebhookHeaders,
} from '../../modules/payments/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recordDashboardRefund } from '../refund/order-refund.ts';
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
  const provider = services.provider.name;
  if (!verified) {
    // Shown to the merchant under an id of its own: a forged event must not take a genuine one's.
    log.warn({ eventId: event.id, type: event.event_type }, 'webhook refused: not verified');
    await recordPaymentEvent(db, {
      provider,
      kind: 'webhook.refused',
      outcome: 'refused',
      eventType: event.event_type,
      verified: false,
      message: eventMessage('webhookUnconfirmed', { type: event.event_type }),
      payload: { claimedId: event.id, type: event.event_type },
    });
    throw new AppError(400, ERROR_CODES.WEBHOOK_UNVERIFIED, 'Webhook signature not verified');
  }

  const fresh = await recordPaymentEvent(db, {
    provider,
    kind: 'webhook.received',
    eventId: event.id,
    eventType: event.event_type,
    verified: true,
    processed: false,
    message: eventMessage('webhookVerified', { type: event.event_type }),
    payload: event,
  });
  if (!fresh) {
    const [seen] = await db
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
    // Processed before: done. Received but not processed (a crash): process again, safely,
    // since every step below is idempotent.
    if (seen?.processedAt) return;
  }

  const orderId = await processEvent(db, services, event, log);
  await db
    .update(paymentEvents)
    .set({ processedAt: new Date(), ...(orderId ? { orderId } : {}) })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
}

/** Acts on a verified event; answers the order it was about, when it names one we know. */
async function processEvent(
  db: Db,
  services: CheckoutServices,
  event: PaypalEvent,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const { resource } = event;
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED': {
      const capture = readPaypalCapture(resource);
      if (!capture) return null;
      const orderId = await orderOfEvent(db, services, resource, capture.reference);
      if (!orderId) {
        log.warn({ eventId: event.id, captureId: capture.id }, 'webhook for an unknown order');
        return null;
      }
      await applyCapture(db, services.provider, orderId, capture, resource, log);
      return orderId;
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      if (typeof resource.id !== 'string') return null;
      const result = await capturePaypalPayment(db, services, resource.id, log);
      if (!result.ok && result.failure === 'processingError') {
        throw retryLater('PayPal was unavailable for the capture; try again later');
      }
      const related = { supplementary_data: { related_ids: { order_id: resource.id } } };
      return orderOfEvent(db, services, related, null);
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
      return recordRefund(db, services, resource, log);
    default:
      return null;
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
 * A refund made in PayPal's dashboard is recorded as a refund of the order (full: the order and
 * its payment refunded; partial: it stays paid); one the admin made here carries our refund's id
 * as its custom id and is already recorded. Only a paid order can be refunded.
 */
async function recordRefund(
  db: Db,
  services: CheckoutServices,
  resource: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const text = (value: unknown) => (typeof value === 'string' && value) || null;
  const customId = text(resource.custom_id);
  const reference = text(resource.invoice_id) ?? customId;
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
    return null;
  }
  const money =
    (resource.seller_payable_breakdown as { total_refunded_amount?: unknown })
      ?.total_refunded_amount ?? resource.amount;
  const { value, currency_code: currency } = (money ?? {}) as {
    value?: unknown;
    currency_code?: unknown;
  };
  const code = typeof currency === 'string' ? currency : '';
  await recordDashboardRefund(db, {
    orderId,
    title: 'PayPal',
    providerRefundId: text(resource.id),
    customId,
    totalRefundedMinor: typeof value === 'string' ? parseMinor(value, code) : null,
    currency: code,
    raw: resource,
  });
  return orderId;
}
