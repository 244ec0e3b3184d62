import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_RECORD_STATUSES } from '@store/shared/schemas/payments';
import {
  PAYMENT_EVENT_KINDS,
  PAYMENT_EVENT_OUTCOMES,
  type PaymentEventMessage,
  REFUND_STATUSES,
} from '@store/shared/schemas/payment-events';
import { orders } from '../orders/orders.table.ts';
import { belongsTo, timestampColumns } from '../../db/columns.ts';

export { PAYMENT_RECORD_STATUSES };

/** One attempt to pay an order through a provider, with both the SAR and the charged amounts. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: belongsTo('order_id', () => orders.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    captureId: text('capture_id'),
    refundId: text('refund_id'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('created'),
    amountHalalas: integer('amount_halalas').notNull(),
    settlementCurrency: text('settlement_currency').notNull(),
    /** SAR per unit of the settlement currency, e.g. 3.75 for USD. */
    settlementRate: numeric('settlement_rate', { precision: 12, scale: 6 }).notNull(),
    /** In the settlement currency's minor unit (cents). */
    chargedAmountMinor: integer('charged_amount_minor').notNull(),
    /** How the shopper paid at the provider: creditcard, applepay, stcpay (Moyasar). */
    paidWith: text('paid_with'),
    /** The card's network (mada, visa, master, amex) and last four digits, when a card paid. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The provider's last answer, for support; secrets never go here. */
    providerResponse: jsonb('provider_response').$type<Record<string, unknown>>(),
    ...timestampColumns(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_order_unique').on(t.provider, t.providerOrderId),
    index('payments_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Each order's payment timeline, and the webhooks no order owns: what the store asked of a
 * provider, what it answered, and every webhook received or refused. A webhook's own id is its
 * `event_id`, so each is processed once; the store's own events take a fresh id.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A webhook's check: SUCCESS or FAILURE; NONE for what is not a webhook. */
    verified: text('verification_status').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a webhook refused before it could name an order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PAYMENT_EVENT_KINDS }).notNull().default('webhook.received'),
    outcome: text('outcome', { enum: PAYMENT_EVENT_OUTCOMES }).notNull().default('ok'),
    summary: text('summary').notNull().default(''),
    /** The summary as a key and values, for the admin's language; null on rows recorded before it. */
    message: jsonb('message').$type<PaymentEventMessage>(),
  },
  (t) => [
    uniqueIndex('payment_events_unique').on(t.provider, t.eventId),
    index('payment_events_order_idx').on(t.orderId, t.receivedAt),
    index('payment_events_received_idx').on(t.receivedAt),
  ],
);

/**
 * One refund of an order's captured payment, full or partial, made from the admin (or found in
 * the provider's dashboard). A pending refund holds its amount, so two at once never refund more
 * than was captured; its idempotency key makes a second click or a retried request the same one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: belongsTo('order_id', () => orders.id),
    paymentId: belongsTo('payment_id', () => payments.id),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    amountHalalas: integer('amount_halalas').notNull(),
    /** The same in the payment's settlement currency (PayPal: cents of USD); halalas for SAR. */
    settlementAmountMinor: integer('settlement_amount_minor').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    note: text('note').notNull().default(''),
    /** The admin who asked for it; null for a refund made in the provider's dashboard. */
    adminId: uuid('admin_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Times the provider was asked. */
    attempts: integer('attempts').notNull().default(0),
    /** While a request is asking the provider; a pending refund past it lost its answer. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    failureMessage: text('failure_message'),
    /** The provider's answer, for support; secrets never go here. */
    providerResponse: jsonb('provider_response').$type<Record<string, unknown>>(),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('refunds_order_key_unique').on(t.orderId, t.idempotencyKey),
    index('refunds_payment_idx').on(t.paymentId, t.status),
  ],
);
