import { z } from 'zod';
import {
  dayRangeShape,
  inDayOrder,
  isoDateSchema,
  limitQuerySchema,
  pageQuerySchema,
  queryBooleanSchema,
} from './common.ts';

/**
 * What happened to a payment, as the admin's timeline and event list name it. Webhooks keep the
 * provider's own type in `eventType`; the store's own events carry their kind there too.
 */
export const PAYMENT_EVENT_KINDS = [
  'payment.started',
  'payment.paid',
  'payment.pending',
  'payment.refused',
  'payment.expired',
  'payment.abandoned',
  'payment.amount-mismatch',
  'payment.provider-unreachable',
  /** An authorised pay-later payment taken (Tabby), or a capture the provider refused. */
  'payment.captured',
  'payment.capture-failed',
  /** An authorisation given back before capture (Tabby's close). */
  'payment.voided',
  'webhook.received',
  'webhook.refused',
  'refund.requested',
  'refund.succeeded',
  'refund.failed',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/**
 * - ok: went as it should
 * - refused: someone said no (a declined card, a webhook with a wrong secret, a refused refund)
 * - failed: something broke (the provider unreachable, an amount that does not match)
 */
export const PAYMENT_EVENT_OUTCOMES = ['ok', 'refused', 'failed'] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** A sum as the provider took it: its minor unit and currency (PayPal settles in USD). */
export const eventMoneySchema = z.object({ minor: z.number().int(), currency: z.string() });
export type EventMoney = z.infer<typeof eventMoneySchema>;

/**
 * What an event says, as a key and its values, so the admin reads it in the page's language.
 * Values in `reason`, `error` and `type` are the provider's own words or names, shown as given.
 * - pageOpened { amount, reference }: the provider's payment page opened
 * - turnedAway { reason }: refused before its page (Tabby's pre-scoring)
 * - notStarted / notRead / notCaptured { error, checkKeys }: a provider call failed; checkKeys on a 401 or 403
 * - lateVoided: authorised after the order was given up; voided, nothing taken
 * - notCompleted: the page expired unpaid
 * - refusedWith { reason }: the provider refused the payment
 * - leftPage: the shopper left the payment page without paying
 * - webhookUnconfirmed { type }: PayPal did not confirm a webhook's signature
 * - webhookBadSecret: a webhook with a wrong or missing secret
 * - webhookVerified { type }
 * - amountMismatch { captured, expected }: money taken that is not the order's total
 * - paid { provider, amount } / paidSimulated { provider, amount }
 * - paidAfterCancel { amount }: money taken for an order already cancelled
 * - capturePending { reference }: the provider holds the capture for review
 * - providerStatus { status }: the provider declined or voided the capture
 * - refundAsked { amount, provider, attempt }
 * - refundFailed { amount, reason }
 * - refunded { amount, refunded, captured, pendingAt }: pendingAt names the provider still settling it, or null
 * - captured { amount }: an authorised payment taken
 * - captureRefused { reason }
 */
export const PAYMENT_EVENT_MESSAGE_KEYS = [
  'pageOpened',
  'turnedAway',
  'notStarted',
  'notRead',
  'notCaptured',
  'lateVoided',
  'notCompleted',
  'refusedWith',
  'leftPage',
  'webhookUnconfirmed',
  'webhookBadSecret',
  'webhookVerified',
  'amountMismatch',
  'paid',
  'paidSimulated',
  'paidAfterCancel',
  'capturePending',
  'providerStatus',
  'refundAsked',
  'refundFailed',
  'refunded',
  'captured',
  'captureRefused',
] as const;
export type PaymentEventMessageKey = (typeof PAYMENT_EVENT_MESSAGE_KEYS)[number];

export const eventParamSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  eventMoneySchema,
]);
export type EventParam = z.infer<typeof eventParamSchema>;

export const paymentEventMessageSchema = z.object({
  key: z.enum(PAYMENT_EVENT_MESSAGE_KEYS),
  params: z.record(z.string(), eventParamSchema),
});
export type PaymentEventMessage = z.infer<typeof paymentEventMessageSchema>;

export const paymentEventSchema = z.object({
  id: z.string(),
  /** As recorded on payments: paypal, paypal-simulator, moyasar, moyasar-simulator, tabby. */
  provider: z.string(),
  kind: z.enum(PAYMENT_EVENT_KINDS),
  outcome: z.enum(PAYMENT_EVENT_OUTCOMES),
  /** The provider's name for a webhook (PAYMENT.CAPTURE.COMPLETED, payment_paid), else the kind. */
  eventType: z.string(),
  /** A webhook's check: true verified, false refused; null for what is not a webhook. */
  verified: z.boolean().nullable(),
  /** One line for the merchant, in English (the provider's words where they matter). */
  summary: z.string(),
  /** The same as a key and values, for the page's language; null on events recorded before it. */
  message: paymentEventMessageSchema.nullable(),
  /** Null for a webhook refused before it could name an order. */
  order: z.object({ id: z.string(), orderNumber: z.string() }).nullable(),
  occurredAt: isoDateSchema,
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** GET /api/admin/payments/events, newest first. */
export const paymentEventsQuerySchema = inDayOrder(
  z.object({
    provider: z.string().trim().max(50).optional(),
    /** Only what was refused or failed. */
    problems: queryBooleanSchema.optional(),
    ...dayRangeShape,
    page: pageQuerySchema,
    limit: limitQuerySchema,
  }),
);
export type PaymentEventsQuery = z.input<typeof paymentEventsQuerySchema>;

// ---- Refunds: each one a record of the order (full or partial) ----

/**
 * - pending: asked of the provider, no final answer yet (under way, or the answer was lost: it is
 *   asked again, with the same key, before the money counts as refunded or free)
 * - succeeded: the provider refunded it
 * - failed: the provider refused or could not be reached; nothing was refunded
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const orderRefundRecordSchema = z.object({
  id: z.string(),
  /** SAR. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  note: z.string(),
  provider: z.string(),
  providerRefundId: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** The admin who made it; null for one made in the provider's dashboard. */
  by: z
    .object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() })
    .nullable(),
  /** The key it was asked with: asking again with it retries this refund, never a new one. */
  idempotencyKey: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type OrderRefundRecord = z.infer<typeof orderRefundRecordSchema>;
