import { z } from 'zod';
import { isoDateSchema, limitQuerySchema, pageQuerySchema, queryBooleanSchema } from './common.ts';
import { calendarDateSchema } from './payments.ts';

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
  /** Null for a webhook refused before it could name an order. */
  order: z.object({ id: z.string(), orderNumber: z.string() }).nullable(),
  occurredAt: isoDateSchema,
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** GET /api/admin/payments/events, newest first. */
export const paymentEventsQuerySchema = z
  .object({
    provider: z.string().trim().max(50).optional(),
    /** Only what was refused or failed. */
    problems: queryBooleanSchema.optional(),
    /** First and last day included, Riyadh calendar. */
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    page: pageQuerySchema,
    limit: limitQuerySchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'must not be before from',
  });
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
