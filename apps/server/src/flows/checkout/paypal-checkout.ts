import { GIFT_WRAP_LINE_NAME } from '@store/shared/gifting';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PENDING_PAYMENT_TTL_MS } from '@store/shared/constants';
import { localize, type Language } from '@store/shared/locales';
import { localizedPath } from '@store/shared/page-addresses';
import type { OrderData } from '@store/shared/schemas/orders';
import type { PaypalCancelResult, PaypalCreateOrderResult } from '@store/shared/schemas/payments';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../modules/orders/index.ts';
import { orders, payments } from '../../db/schema.ts';
import {
  eventMessage,
  PaymentProviderError,
  type ProviderOrder,
  recordPaymentEvent,
} from '../../modules/payments/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import { cancelUnpaidOrder, holdForSettling } from './cancel-order.ts';
import { languageOfOrder } from './request-language.ts';
import type { CheckoutFailure } from './checkout-messages.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { moneyOf, providerFailureEvent } from './payment-event-of.ts';
import { placeOrder, type PaymentRow } from './place-order.ts';
import { failedToStart, recordStarted } from './payment-start.ts';
import { applyCapture } from './settle-payment.ts';

/** While a capture is under way the expiry job leaves the order alone for this long. */
const CAPTURE_HOLD_MS = 10 * 60_000;

/**
 * Places the order (stock reserved, totals from the server's prices, refused if they differ from
 * what the shopper saw), then opens the payment at the provider and returns where the shopper
 * approves it. If the provider cannot be reached the order is cancelled and its stock returned.
 */
export async function startPaypalPayment(
  db: Db,
  services: CheckoutServices,
  input: { amount: number; orderData: OrderData; language: Language; baseUrl: string },
  log: FastifyBaseLogger,
): Promise<PaypalCreateOrderResult> {
  const { language } = input;
  const settings = await getSiteSettings(db, log);
  const { order, items, payment, amounts } = await placeOrder(db, {
    data: input.orderData,
    method: 'paypal',
    language,
    commerce: settings.commerce,
    methodRule: services.methodRule,
    online: {
      expectedTotalSar: input.amount,
      provider: services.provider.name,
      settlement: services.settlement,
      expiresAt: new Date(Date.now() + PENDING_PAYMENT_TTL_MS),
    },
  });
  const brandName = localize(settings.siteInfo.siteName, language);

  let created: ProviderOrder;
  try {
    created = await services.provider.createOrder({
      reference: order.orderNumber,
      requestId: `create-${order.id}`,
      currency: amounts!.currency,
      items: [
        ...items.map((item) => ({
          name: localize({ en: item.productNameEn, ar: item.productNameAr }, language),
          sku: item.productId,
          unitMinor: amounts!.lines[item.position]!.unitMinor,
          quantity: item.quantity,
        })),
        // Wrapping is an item of its own, so PayPal's item total still adds up (decision 036).
        ...(amounts!.giftWrapMinor > 0
          ? [
              {
                name: localize(GIFT_WRAP_LINE_NAME, language),
                sku: 'GIFT-WRAP',
                unitMinor: amounts!.giftWrapMinor,
                quantity: 1,
              },
            ]
          : []),
      ],
      shippingMinor: amounts!.shippingMinor,
      taxMinor: amounts!.taxMinor,
      discountMinor: amounts!.discountMinor,
      brandName,
      description: `${brandName} ${order.orderNumber}`,
      locale: language === 'ar' ? 'ar-SA' : 'en-US',
      // The storefront's pages in the order's language (decision 027).
      returnUrl: `${input.baseUrl}${localizedPath(language, '/payment/return')}`,
      cancelUrl: `${input.baseUrl}${localizedPath(language, '/checkout/cancel')}`,
    });
    if (!created.id || !created.approveUrl) {
      throw new PaymentProviderError('rejected', 'The provider returned no approval link');
    }
  } catch (error) {
    return failedToStart(db, log, services.provider.name, order, error, language);
  }

  await recordStarted(
    db,
    services.provider.name,
    { orderId: order.id, paymentId: payment!.id },
    created,
    moneyOf(amounts!.totalMinor, amounts!.currency)!,
  );
  return {
    approveUrl: created.approveUrl,
    orderNumber: order.orderNumber,
    token: created.id,
    expiresAt: order.expiresAt!.toISOString(),
    simulated: services.provider.simulated,
  };
}

export type CaptureResult =
  | { ok: true; orderNumber: string; language: Language }
  | { ok: false; failure: CheckoutFailure; language: Language | null };

async function findByToken(
  db: Db,
  services: CheckoutServices,
  token: string,
): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
  const [found] = await db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, services.provider.name), eq(payments.providerOrderId, token)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return found ?? null;
}

/** How an order that can no longer be paid ended, as the shopper is told on a repeated capture. */
function endedAs(payment: PaymentRow): CheckoutFailure {
  if (payment.status !== 'failed') return 'expired';
  const notDeclines = ['not-found', 'AMOUNT_MISMATCH', 'CREATE_FAILED'];
  return notDeclines.includes(payment.failureCode ?? '') ? 'captureFailed' : 'declined';
}

/**
 * Takes the approved payment. Safe to repeat: a paid order answers as paid without calling the
 * provider, and the provider call carries an idempotency key derived from the order, so a retry
 * after a timeout cannot charge twice. A timeout or provider outage leaves the order pending for a
 * later capture, the webhook or the expiry job to settle.
 */
export async function capturePaypalPayment(
  db: Db,
  services: CheckoutServices,
  token: string,
  log: FastifyBaseLogger,
): Promise<CaptureResult> {
  const found = await findByToken(db, services, token);
  if (!found) return { ok: false, failure: 'paymentNotFound', language: null };
  const { order } = found;
  const language = languageOfOrder(order);
  const fail = (failure: CheckoutFailure): CaptureResult => ({ ok: false, failure, language });
  /** The answer for an order that is already settled one way or the other, else null. */
  const settled = (now: { order: OrderRow; payment: PaymentRow }): CaptureResult | null => {
    const paid = now.order.paymentStatus === 'paid' || now.order.paymentStatus === 'refunded';
    // Paid after it was cancelled (refund due) is not a purchase the shopper can be told succeeded.
    if (paid && now.order.status !== 'cancelled') {
      return { ok: true, orderNumber: now.order.orderNumber, language };
    }
    if (paid) return fail('captureFailed');
    if (now.order.status !== 'pending' || now.order.stockReleasedAt)
      return fail(endedAs(now.payment));
    return null;
  };
  const before = settled(found);
  if (before) return before;

  if (!(await holdForSettling(db, order.id, CAPTURE_HOLD_MS))) {
    // Settled by someone else (webhook, expiry job) since it was read.
    const again = await findByToken(db, services, token);
    return (again && settled(again)) ?? fail('expired');
  }

  let result: ProviderOrder;
  try {
    result = await captureOrRead(services, token, `capture-${order.id}`);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const context = { orderNumber: order.orderNumber, kind: error.kind, ...error.details };
    if (error.kind !== 'not-approved') {
      const taker = services.provider.name;
      await recordPaymentEvent(db, providerFailureEvent(taker, order.id, 'notCaptured', error));
    }
    switch (error.kind) {
      case 'declined':
      case 'not-found':
        log.warn(context, 'payment refused by the provider');
        await cancelUnpaidOrder(db, order.id, {
          note:
            error.kind === 'declined'
              ? 'Payment declined'
              : 'The provider does not know this payment',
          paymentStatus: 'failed',
          failure: {
            code: error.kind === 'declined' ? (error.details.issue ?? 'DECLINED') : 'not-found',
            message: error.message,
          },
        });
        return fail(error.kind === 'declined' ? 'declined' : 'captureFailed');
      case 'not-approved':
        return fail('notApproved');
      case 'unavailable':
        log.warn(context, 'payment provider unavailable during capture; order left pending');
        return fail('processingError');
      default:
        log.error(context, 'capture refused by the provider');
        return fail('captureFailed');
    }
  }
  if (!result.capture) {
    log.error(
      { orderNumber: order.orderNumber, status: result.status },
      'capture without a capture',
    );
    return fail('captureFailed');
  }
  const outcome = await applyCapture(
    db,
    services.provider,
    order.id,
    result.capture,
    result.raw,
    log,
  );
  switch (outcome) {
    case 'paid':
    case 'already-paid':
      return { ok: true, orderNumber: order.orderNumber, language };
    case 'pending':
      return fail('pending');
    case 'declined':
      return fail('declined');
    default:
      return fail('captureFailed');
  }
}

/** Captures; if an earlier attempt already did (its answer lost), reads the order to see that capture. */
async function captureOrRead(services: CheckoutServices, token: string, requestId: string) {
  try {
    return await services.provider.captureOrder(token, requestId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'already-captured') {
      return services.provider.getOrder(token);
    }
    throw error;
  }
}

/**
 * The shopper left the provider's page without paying (the cancel page calls this with the
 * `token` the provider appended). The stock goes back on sale at once instead of after the expiry,
 * unless the provider says the payment was approved or taken meanwhile.
 */
export async function cancelPaypalPayment(
  db: Db,
  services: CheckoutServices,
  token: string,
  log: FastifyBaseLogger,
): Promise<PaypalCancelResult | { failure: CheckoutFailure }> {
  const found = await findByToken(db, services, token);
  if (!found) return { failure: 'paymentNotFound' };
  const { order } = found;
  const current = { orderNumber: order.orderNumber, status: order.status };
  if (order.status !== 'pending' || order.paymentStatus !== 'pending') return current;
  try {
    const state = await services.provider.getOrder(token);
    if (state.capture || state.status === 'APPROVED' || state.status === 'COMPLETED')
      return current;
  } catch (error) {
    const gone = error instanceof PaymentProviderError && error.kind === 'not-found';
    if (!gone) {
      log.warn({ err: error, orderNumber: order.orderNumber }, 'cancel: provider state unknown');
      return current;
    }
  }
  const cancelled = await cancelUnpaidOrder(db, order.id, {
    note: 'The shopper cancelled at the payment page',
    paymentStatus: 'pending',
  });
  if (cancelled) {
    await recordPaymentEvent(db, {
      provider: services.provider.name,
      orderId: order.id,
      kind: 'payment.abandoned',
      message: eventMessage('leftPage'),
    });
  }
  return cancelled ? { orderNumber: order.orderNumber, status: 'cancelled' } : current;
}
