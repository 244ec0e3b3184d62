import { GIFT_WRAP_LINE_NAME } from '@store/shared/gifting';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PENDING_PAYMENT_TTL_MS } from '@store/shared/constants';
import { localize, type Language } from '@store/shared/locales';
import { localizedPath } from '@store/shared/page-addresses';
import type { OrderData } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../modules/orders/index.ts';
import { orders, payments } from '../../db/schema.ts';
import {
  type EventMessage,
  eventMessage,
  type HostedFailureReason,
  type HostedOrderDetails,
  type HostedPayment,
  type HostedPaymentProvider,
  HostedPaymentRefused,
  type HostedRefusalReason,
  PaymentProviderError,
  recordPaymentEvent,
  sarMoney,
} from '../../modules/payments/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import { cancelUnpaidOrder, holdForSettling } from './cancel-order.ts';
import { languageOfOrder } from './request-language.ts';
import type { CheckoutFailure } from './checkout-messages.ts';
import { checkoutError } from './checkout-messages.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { providerFailureEvent } from './payment-event-of.ts';
import { placeOrder, type PaymentRow, type PlacedOrder } from './place-order.ts';
import { failedToStart, recordStarted } from './payment-start.ts';
import { applyCapture } from './settle-payment.ts';

/**
 * Payments taken on the provider's own page (Moyasar's hosted invoice; decision 014). The shopper
 * is sent there with the amount from the server's prices; whatever brings them or a notification
 * back, the server reads the payment from the provider and settles the order from that answer
 * alone. Every way in (return, cancel page, notification, webhook, expiry job) goes through
 * `settleHostedPayment`, which locks the order (applyCapture), so together they change it once.
 */

/** While the server settles an order the expiry job leaves it alone for this long. */
const SETTLE_HOLD_MS = 10 * 60_000;

export interface HostedStart {
  redirectUrl: string;
  orderNumber: string;
  expiresAt: string;
  simulated: boolean;
}

export async function startHostedPayment(
  db: Db,
  services: CheckoutServices,
  provider: HostedPaymentProvider,
  input: {
    method: 'moyasar' | 'tabby';
    amount: number;
    orderData: OrderData;
    language: Language;
    baseUrl: string;
  },
  log: FastifyBaseLogger,
): Promise<HostedStart> {
  const { language } = input;
  const settings = await getSiteSettings(db, log);
  const placed = await placeOrder(db, {
    data: input.orderData,
    method: input.method,
    language,
    commerce: settings.commerce,
    methodRule: services.methodRule,
    online: {
      expectedTotalSar: input.amount,
      provider: provider.name,
      settlement: null,
      expiresAt: new Date(Date.now() + PENDING_PAYMENT_TTL_MS),
    },
  });
  const { order, payment } = placed;
  const brandName = localize(settings.siteInfo.siteName, language);
  // The storefront's pages in the order's language (decision 027).
  const back = (path: string) =>
    `${input.baseUrl}${localizedPath(language, path)}?provider=${input.method}&order=${encodeURIComponent(order.orderNumber)}`;

  let opened: HostedPayment;
  try {
    opened = await provider.start({
      reference: order.orderNumber,
      orderId: order.id,
      amountHalalas: order.totalHalalas,
      currency: 'SAR',
      description: `${brandName} ${order.orderNumber}`,
      language,
      returnUrl: back('/payment/return'),
      cancelUrl: back('/checkout/cancel'),
      notifyUrl: `${input.baseUrl}/api/${input.method}/notify`,
      // The provider's page closes with the stock hold, so nothing is paid for released stock.
      expiresAt: order.expiresAt!,
      order: orderDetails(placed, input.baseUrl),
    });
    if (!opened.redirectUrl) {
      throw new PaymentProviderError('rejected', 'The provider returned no payment page');
    }
  } catch (error) {
    if (error instanceof HostedPaymentRefused) {
      log.info({ orderNumber: order.orderNumber, reason: error.reason }, error.message);
      await recordPaymentEvent(db, {
        provider: provider.name,
        orderId: order.id,
        kind: 'payment.refused',
        outcome: 'refused',
        message: eventMessage('turnedAway', { reason: error.reason }),
        payload: { reason: error.reason },
      });
      await cancelUnpaidOrder(db, order.id, {
        note: `The provider turned the payment away: ${error.reason}`,
        paymentStatus: 'failed',
        failure: { code: `REFUSED_${error.reason.toUpperCase()}`, message: error.message },
      });
      throw checkoutError(REFUSAL_FAILURE[error.reason], language);
    }
    return failedToStart(db, log, provider.name, order, error, language);
  }

  await recordStarted(
    db,
    provider.name,
    { orderId: order.id, paymentId: payment!.id },
    opened,
    sarMoney(order.totalHalalas),
  );
  return {
    redirectUrl: opened.redirectUrl,
    orderNumber: order.orderNumber,
    expiresAt: order.expiresAt!.toISOString(),
    simulated: provider.simulated,
  };
}

const REFUSAL_FAILURE: Record<HostedRefusalReason, CheckoutFailure> = {
  'not-available': 'payLaterNotAvailable',
  'amount-too-high': 'payLaterAmountTooHigh',
  'amount-too-low': 'payLaterAmountTooLow',
};

/** The order as a pay-later provider scores it, from what the server placed. */
function orderDetails({ order, items }: PlacedOrder, baseUrl: string): HostedOrderDetails {
  const name = `${order.customerFirstName} ${order.customerLastName}`.trim();
  const english = order.language !== 'ar';
  return {
    buyer: { name, email: order.customerEmail, phone: order.customerPhone },
    shippingAddress: {
      city: order.city,
      address: order.addressLine,
      zip: order.postalCode ?? '',
    },
    items: [
      ...items.map((item) => ({
        title: english ? item.productNameEn : item.productNameAr,
        quantity: item.quantity,
        unitPriceHalalas: item.unitPriceHalalas,
        referenceId: item.productId,
        ...(item.productImage ? { imageUrl: new URL(item.productImage, baseUrl).href } : {}),
      })),
      // The wrapping fee is part of what is bought (decision 036).
      ...(order.giftWrapHalalas > 0
        ? [
            {
              title: GIFT_WRAP_LINE_NAME[english ? 'en' : 'ar'],
              quantity: 1,
              unitPriceHalalas: order.giftWrapHalalas,
              referenceId: 'GIFT-WRAP',
            },
          ]
        : []),
    ],
    taxHalalas: order.taxHalalas,
    shippingHalalas: order.shippingHalalas,
    discountHalalas: order.discountHalalas,
  };
}

export type HostedSettleResult =
  | { ok: true; orderNumber: string; language: Language }
  | { ok: false; failure: CheckoutFailure; language: Language | null };

/**
 * Who asks decides what an unfinished payment means:
 * - return: the shopper came back from the provider's page; a refused attempt is final
 * - leave: the shopper left the provider's page without paying; the order is given up
 * - notice: a notification or webhook; only a payment taken, expired or cancelled settles
 * - expire: the payment window is over (expiry job); whatever is not paid is given up
 */
export type SettleOccasion = 'return' | 'leave' | 'notice' | 'expire';

export interface Found {
  order: OrderRow;
  payment: PaymentRow;
}

async function findOrder(
  db: Db,
  provider: HostedPaymentProvider,
  by: { orderNumber: string } | { providerId: string },
): Promise<Found | null> {
  const match =
    'orderNumber' in by
      ? eq(orders.orderNumber, by.orderNumber)
      : eq(payments.providerOrderId, by.providerId);
  const [found] = await db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider.name), match))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return found ?? null;
}

const FAILURE_OF_REASON: Record<HostedFailureReason, CheckoutFailure> = {
  declined: 'declined',
  'insufficient-funds': 'insufficientFunds',
  'authentication-failed': 'authenticationFailed',
  'buyer-rejected': 'payLaterNotAvailable',
};

/** Pay-later providers, whose own text the shopper reads on leaving their page (TABBY.md). */
const PAY_LATER = new Set(['tabby', 'tabby-simulator']);

/** How an order that can no longer be paid ended, as the shopper is told on a repeated visit. */
function endedAs(payment: PaymentRow): CheckoutFailure {
  if (payment.failureCode === 'ABANDONED') {
    return PAY_LATER.has(payment.provider) ? 'payLaterCancelled' : 'abandoned';
  }
  if (payment.status !== 'failed') return 'expired';
  const reason = Object.entries(FAILURE_OF_REASON).find(([code]) => code === payment.failureCode);
  return reason ? reason[1] : 'captureFailed';
}

/** The answer for an order settled one way or the other, else null. */
function settledAnswer({ order, payment }: Found): HostedSettleResult | null {
  const language = languageOfOrder(order);
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  if (paid && order.status !== 'cancelled') {
    return { ok: true, orderNumber: order.orderNumber, language };
  }
  if (paid) return { ok: false, failure: 'captureFailed', language };
  if (order.status !== 'pending' || order.stockReleasedAt) {
    return { ok: false, failure: endedAs(payment), language };
  }
  return null;
}

/** Settles an order from the provider's own account of its payment (see SettleOccasion). */
export async function settleHostedPayment(
  db: Db,
  provider: HostedPaymentProvider,
  by: { orderNumber: string } | { providerId: string },
  occasion: SettleOccasion,
  log: FastifyBaseLogger,
): Promise<HostedSettleResult> {
  const found = await findOrder(db, provider, by);
  if (!found?.payment.providerOrderId) {
    return { ok: false, failure: 'paymentNotFound', language: null };
  }
  const { order, payment } = found;
  const language = languageOfOrder(order);
  const fail = (failure: CheckoutFailure): HostedSettleResult => ({ ok: false, failure, language });
  const before = settledAnswer(found);
  if (before) {
    if (!before.ok && occasion === 'notice') await voidLateAuthorization(db, provider, found, log);
    return before;
  }

  if (!(await holdForSettling(db, order.id, SETTLE_HOLD_MS))) {
    const again = await findOrder(db, provider, by);
    return (again && settledAnswer(again)) ?? fail('expired');
  }

  let state: HostedPayment;
  try {
    state = await provider.read(payment.providerOrderId!);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'not-found') {
      log.warn({ orderNumber: order.orderNumber }, 'the provider does not know this payment');
      await cancelUnpaidOrder(db, order.id, {
        note: 'The provider does not know this payment',
        paymentStatus: 'failed',
        failure: { code: 'not-found', message: (error as Error).message },
      });
      return fail('captureFailed');
    }
    log.warn({ err: error, orderNumber: order.orderNumber }, 'payment state unknown; left pending');
    await recordPaymentEvent(db, providerFailureEvent(provider.name, order.id, 'notRead', error));
    await restoreExpiry(db, order);
    return fail('processingError');
  }
  return settleFromState(db, provider, { order, payment }, state, occasion, log);
}

/**
 * A provider that authorises first (Tabby) may approve a buyer after the order was given up and
 * its stock put back on sale, since its page cannot be closed before then: that authorisation is
 * voided, so nothing is ever taken for it.
 */
async function voidLateAuthorization(
  db: Db,
  provider: HostedPaymentProvider,
  { order, payment }: Found,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!provider.capture || order.paymentStatus === 'paid' || !payment.providerOrderId) return;
  try {
    const state = await provider.read(payment.providerOrderId);
    if (state.status !== 'paid' || state.capturedHalalas > 0) return;
    await provider.close(state.id);
    log.warn({ orderNumber: order.orderNumber }, 'late authorisation for a given-up order voided');
    await recordPaymentEvent(db, {
      provider: provider.name,
      orderId: order.id,
      kind: 'payment.voided',
      message: eventMessage('lateVoided'),
      payload: { providerOrderId: state.id },
    });
  } catch (error) {
    log.error({ err: error, orderNumber: order.orderNumber }, 'late authorisation not voided');
  }
}

/** The hold is lifted: the order's own payment window counts again. */
async function restoreExpiry(db: Db, order: OrderRow): Promise<void> {
  await db
    .update(orders)
    .set({ expiresAt: order.expiresAt })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
}

/** Applies a read payment to its order; shared with the expiry job. */
async function settleFromState(
  db: Db,
  provider: HostedPaymentProvider,
  { order }: Found,
  state: HostedPayment,
  occasion: SettleOccasion,
  log: FastifyBaseLogger,
): Promise<HostedSettleResult> {
  const language = languageOfOrder(order);
  const fail = (failure: CheckoutFailure): HostedSettleResult => ({ ok: false, failure, language });

  if (state.status === 'paid') {
    const outcome = await applyCapture(
      db,
      provider,
      order.id,
      {
        id: state.paymentId ?? state.id,
        status: 'COMPLETED',
        amountMinor: state.amountHalalas,
        currency: state.currency,
        reference: state.reference,
      },
      state.raw,
      log,
      { paidWith: state.method, cardBrand: state.cardBrand, cardLast4: state.last4 },
    );
    if (outcome === 'paid' || outcome === 'already-paid') {
      return { ok: true, orderNumber: order.orderNumber, language };
    }
    return fail('captureFailed');
  }

  const giveUp = async (
    failure: CheckoutFailure,
    code: string,
    message: string,
    note: string,
    event: EventMessage,
  ) => {
    // Closed first: once the stock is back on sale, the provider's page must take nothing.
    if (state.status === 'open' || state.status === 'failed') {
      try {
        await provider.close(state.id);
      } catch (error) {
        // Paid meanwhile, or unreachable: read again rather than cancel what may be paid.
        log.warn({ err: error, orderNumber: order.orderNumber }, 'payment page not closed');
        await restoreExpiry(db, order);
        return fail('processingError');
      }
    }
    const cancelled = await cancelUnpaidOrder(db, order.id, {
      note,
      paymentStatus: code === 'ABANDONED' || code === 'EXPIRED' ? 'pending' : 'failed',
      failure: { code, message },
    });
    if (cancelled) {
      const kind =
        code === 'EXPIRED'
          ? 'payment.expired'
          : code === 'ABANDONED'
            ? 'payment.abandoned'
            : 'payment.refused';
      const outcome = kind === 'payment.refused' ? 'refused' : 'ok';
      await recordPaymentEvent(db, {
        provider: provider.name,
        orderId: order.id,
        kind,
        outcome,
        message: event,
      });
    }
    return fail(failure);
  };

  const ended = state.status === 'expired' || state.status === 'cancelled';
  // Leaving ends the page too (Tabby's cancel URL): the shopper is told they left, not that it timed out.
  if ((ended && occasion !== 'leave') || occasion === 'expire') {
    return giveUp(
      'expired',
      'EXPIRED',
      `payment page ${state.status}`,
      'Payment not completed',
      eventMessage('notCompleted'),
    );
  }
  if (occasion === 'notice') {
    // A refused card leaves the provider's page open for another try: nothing is final yet.
    await restoreExpiry(db, order);
    return fail(state.status === 'failed' ? 'declined' : 'notApproved');
  }
  if (state.status === 'failed' && state.failure) {
    const { reason, message } = state.failure;
    return giveUp(
      FAILURE_OF_REASON[reason],
      reason,
      message,
      `Payment refused: ${message}`,
      eventMessage('refusedWith', { reason: message }),
    );
  }
  if (occasion === 'leave') {
    return giveUp(
      PAY_LATER.has(provider.name) ? 'payLaterCancelled' : 'abandoned',
      'ABANDONED',
      'left the payment page',
      'The shopper left the payment page',
      eventMessage('leftPage'),
    );
  }
  await restoreExpiry(db, order);
  return fail('notApproved');
}

/**
 * The expiry job's question for an order paid on the provider's page: settled (paid, or given up
 * with its page closed), or deferred when the provider could not be asked or its page not closed.
 */
export async function expireHostedPayment(
  db: Db,
  provider: HostedPaymentProvider,
  found: Found,
  log: FastifyBaseLogger,
): Promise<'paid' | 'cancelled' | 'deferred'> {
  let state: HostedPayment;
  try {
    state = await provider.read(found.payment.providerOrderId!);
  } catch (error) {
    if (!(error instanceof PaymentProviderError && error.kind === 'not-found')) {
      log.warn({ err: error, orderNumber: found.order.orderNumber }, 'expiry: state unknown');
      return 'deferred';
    }
    return (await cancelUnpaidOrder(db, found.order.id, {
      note: 'The provider does not know this payment',
      paymentStatus: 'pending',
    }))
      ? 'cancelled'
      : 'deferred';
  }
  const result = await settleFromState(db, provider, found, state, 'expire', log);
  if (result.ok) return 'paid';
  return result.failure === 'processingError' ? 'deferred' : 'cancelled';
}
