import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import { paginationOf, idSchema } from '@store/shared/schemas/common';
import {
  type AdminOrderSummary,
  type adminOrderListQuerySchema,
} from '@store/shared/schemas/admin-orders';
import { normalizePhone } from '@store/shared/schemas/orders';
import type { Language } from '@store/shared/locales';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { discountViews, toOrderLines, type OrderItemRow, type OrderRow } from './order-mapper.ts';
import { orderItems, orders } from './orders.table.ts';
import { storeDayEnd, storeDayStart } from '../../time/store-calendar.ts';

type ListQuery = z.output<typeof adminOrderListQuerySchema>;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const customerNameSql = sql<string>`trim(${orders.customerFirstName} || ' ' || ${orders.customerLastName})`;

/** Order number, customer name, email or phone (a phone as typed: spaces, dashes, Arabic digits). */
export function orderSearchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const phone = normalizePhone(text);
  const isPhone = /^\+?\d{3,}$/.test(phone);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(customerNameSql, pattern),
    ilike(orders.customerEmail, pattern),
    isPhone ? ilike(orders.customerPhone, containsPattern(phone)) : undefined,
    // A local number (05x...) also finds the same number stored in international form (+9665x...).
    isPhone && phone.startsWith('0')
      ? ilike(orders.customerPhone, containsPattern(phone.slice(1)))
      : undefined,
  );
}

// Qualified by hand: inside a select list drizzle writes bare column names, which would bind to order_items.
const itemCountSql = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi where oi.order_id = ${sql.raw('"orders"."id"')})`;

export const orderSummaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  customerName: customerNameSql,
  email: orders.customerEmail,
  phone: orders.customerPhone,
  itemCount: itemCountSql,
  totalHalalas: orders.totalHalalas,
  createdAt: orders.createdAt,
};

export interface SummaryRow {
  id: string;
  orderNumber: string;
  status: OrderRow['status'];
  paymentStatus: OrderRow['paymentStatus'];
  paymentMethod: OrderRow['paymentMethod'];
  customerName: string;
  email: string;
  phone: string;
  itemCount: number;
  totalHalalas: number;
  createdAt: Date | string;
}

export function toOrderSummary(row: SummaryRow): AdminOrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    itemCount: Number(row.itemCount),
    total: halalasToSar(Number(row.totalHalalas)),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  total: orders.totalHalalas,
  orderNumber: orders.orderNumber,
  status: orders.status,
} as const;

export async function listAdminOrders(db: Db, query: ListQuery) {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.from ? gte(orders.createdAt, storeDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, storeDayEnd(query.to)) : undefined,
    query.search ? orderSearchCondition(query.search) : undefined,
  );
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select(orderSummaryColumns)
      .from(orders)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sortBy]), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return {
    items: rows.map((row) => toOrderSummary(row as SummaryRow)),
    pagination: paginationOf(query.page, query.limit, Number(count?.total ?? 0)),
  };
}

/** The order, or 404 when the id is not one. */
export async function findOrder(db: Db, id: string): Promise<OrderRow> {
  const [order] = idSchema.safeParse(id).success
    ? await db.select().from(orders).where(eq(orders.id, id))
    : [];
  if (!order) throw notFound('Order not found');
  return order;
}

/** The order with its lines, totals and customer, without payments and history. */
export function orderCore(order: OrderRow, items: OrderItemRow[]) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    customerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
    email: order.customerEmail,
    phone: order.customerPhone,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    total: halalasToSar(order.totalHalalas),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    items: toOrderLines(items),
    customer: {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      phone: order.customerPhone,
      address: order.addressLine,
      city: order.city,
      postalCode: order.postalCode,
      country: order.country,
      notes: order.notes,
      countryCode: order.countryCode,
      cityId: order.cityId,
      regionCode: order.regionCode,
      district: order.district,
      buildingNumber: order.buildingNumber,
      additionalNumber: order.additionalNumber,
      shortAddress: order.shortAddress,
    },
    subtotal: halalasToSar(order.subtotalHalalas),
    shippingCost: halalasToSar(order.shippingHalalas),
    codFee: halalasToSar(order.codFeeHalalas),
    ...discountViews(order),
    giftWrapFee: halalasToSar(order.giftWrapHalalas),
    gift: order.isGift
      ? { wrap: order.giftWrap, message: order.giftMessage, hidePrices: order.giftHidePrices }
      : null,
    samples: order.samples,
    delivery: order.shippingMethod ?? null,
    tax: halalasToSar(order.taxHalalas),
    currency: 'SAR' as const,
    language: (order.language === 'ar' ? 'ar' : 'en') as Language,
    stockReleased: order.stockReleasedAt !== null,
    personalDataErasedAt: order.personalDataErasedAt?.toISOString() ?? null,
  };
}

export async function getOrderCore(db: Db, id: string) {
  const order = await findOrder(db, id);
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  return orderCore(order, items);
}

/** What the audit log keeps of an order: its state, not the customer's details. */
export function orderAuditSummary(order: OrderRow) {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    stockReleased: order.stockReleasedAt !== null,
  };
}
