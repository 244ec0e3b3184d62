import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@store/shared/locales';
import type { EventMoney } from '@store/shared/schemas/payment-events';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { eventMessage, recordPaymentEvent } from '../../modules/payments/index.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import { checkoutError } from './checkout-messages.ts';
import { providerFailureEvent } from './payment-event-of.ts';

/**
 * What every provider's start has in common, PayPal's approval page and the hosted pages alike:
 * the provider could not open its page (the order is given up with its stock and the shopper
 * told), or it did (its id kept on the payment, and the first line of the timeline).
 */
export async function failedToStart(
  db: Db,
  log: FastifyBaseLogger,
  provider: string,
  order: { id: string; orderNumber: string },
  error: unknown,
  language: Language,
): Promise<never> {
  log.error({ err: error, orderNumber: order.orderNumber }, 'payment could not be started');
  await recordPaymentEvent(db, providerFailureEvent(provider, order.id, 'notStarted', error));
  await cancelUnpaidOrder(db, order.id, {
    note: 'The payment could not be started',
    paymentStatus: 'failed',
    failure: { code: 'CREATE_FAILED', message: (error as Error).message },
  });
  throw checkoutError('createFailed', language);
}

export async function recordStarted(
  db: Db,
  provider: string,
  ids: { orderId: string; paymentId: string },
  opened: { id: string; status?: string; raw: Record<string, unknown> },
  amount: EventMoney,
): Promise<void> {
  await db
    .update(payments)
    .set({ providerOrderId: opened.id, providerResponse: opened.raw, updatedAt: new Date() })
    .where(eq(payments.id, ids.paymentId));
  await recordPaymentEvent(db, {
    provider,
    orderId: ids.orderId,
    kind: 'payment.started',
    message: eventMessage('pageOpened', { amount, reference: opened.id }),
    payload: { providerOrderId: opened.id, status: opened.status },
  });
}
