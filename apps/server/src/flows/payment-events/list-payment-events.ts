import { and, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { PaymentEvent, PaymentEventsQuery } from '@store/shared/schemas/payment-events';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import { toPaymentEvent } from '../../modules/payments/index.ts';
import { storeDayEnd, storeDayStart } from '../../time/store-calendar.ts';

type Filters = Omit<PaymentEventsQuery, 'page' | 'limit' | 'problems'> & {
  page: number;
  limit: number;
  problems?: boolean;
};

/**
 * Every payment event, newest first, with its order's number: what the merchant reads to see a
 * refused webhook (which may name no order) or a provider that failed.
 */
export async function listPaymentEvents(
  db: Db,
  filters: Filters,
): Promise<{ items: PaymentEvent[]; pagination: Pagination }> {
  const conditions: (SQL | undefined)[] = [
    filters.provider ? eq(paymentEvents.provider, filters.provider) : undefined,
    filters.problems ? ne(paymentEvents.outcome, 'ok') : undefined,
    filters.from ? gte(paymentEvents.receivedAt, storeDayStart(filters.from)) : undefined,
    filters.to ? lt(paymentEvents.receivedAt, storeDayEnd(filters.to)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: paymentEvents, orderNumber: orders.orderNumber })
      .from(paymentEvents)
      .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
      .where(where)
      .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ value: count() }).from(paymentEvents).where(where),
  ]);
  return {
    items: rows.map((row) => toPaymentEvent(row.event, row.orderNumber)),
    pagination: paginationOf(filters.page, filters.limit, total?.value ?? 0),
  };
}
