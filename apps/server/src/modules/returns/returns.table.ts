import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  REFUND_METHODS,
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
} from '@store/shared/schemas/returns';
import { belongsTo, purchasedLineColumns, timestampColumns } from '../../db/columns.ts';
import { orderItems, orders } from '../orders/orders.table.ts';
import { refunds } from '../payments/payments.table.ts';

/**
 * A shopper's request to send back delivered bottles of one order (issue 19 point 6), and each
 * step the store took with it: who and when. `created_at` is when it was asked.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Told to the shopper, e.g. "RT-7K3M-Q9XA". */
    returnNumber: text('return_number').notNull(),
    orderId: belongsTo('order_id', () => orders.id),
    // The order as the request found it, copied so the list reads and searches alone.
    orderNumber: text('order_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    /** What the shopper wants: the money back, or another bottle. */
    resolution: text('resolution', { enum: RETURN_RESOLUTIONS }).notNull(),
    note: text('note').notNull().default(''),
    /** The store's words with its decision (a rejection's reason), shown to the shopper. */
    decisionNote: text('decision_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: uuid('received_by'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
    /** What was refunded: through the payment provider (its `refunds` row) or in cash. */
    refundMethod: text('refund_method', { enum: REFUND_METHODS }),
    refundHalalas: integer('refund_halalas'),
    /** The payments module's refund, when made through the provider. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('return_requests_number_unique').on(t.returnNumber),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    index('return_requests_created_idx').on(t.createdAt),
    index('return_requests_order_number_idx').on(t.orderNumber),
    index('return_requests_email_idx').on(sql`lower(${t.customerEmail})`),
  ],
);

/** One order line of a request: as the shopper asked it, and as the store received it. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: belongsTo('return_id', () => returnRequests.id),
    orderItemId: belongsTo('order_item_id', () => orderItems.id),
    // The line as bought, copied so the return reads alone (as order lines copy the product).
    ...purchasedLineColumns(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    reasonText: text('reason_text').notNull().default(''),
    sealOpened: boolean('seal_opened').notNull(),
    /** How many came back; null until received. */
    receivedQuantity: integer('received_quantity'),
    /** Whether what came back goes back to stock; null until received. */
    restock: boolean('restock'),
    /** When it went back to stock: set once, in the transaction that gives the stock back. */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_lines_received_within',
      sql`${t.receivedQuantity} is null or (${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity})`,
    ),
  ],
);
