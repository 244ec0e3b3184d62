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
import { orders } from '../orders/orders.table.ts';
import { timestampColumns } from '../../db/columns.ts';

export { PAYMENT_RECORD_STATUSES };

/** One attempt to pay an order through a provider, with both the SAR and the charged amounts. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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

/** Webhook events, recorded so each is processed once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    verified: text('verification_status').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);
