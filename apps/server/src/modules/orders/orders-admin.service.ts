import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import { halalasToSar } from '@store/shared/money';
import { paginationOf, idSchema } from '@store/shared/schemas/common';
import {
  allowedTransitions,
  canRefund,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type AdminPaymentRecord,
  type OrderHistoryEntry,
  type adminOrderListQuerySchema,
} from '@store/shared/schemas/admin-orders';
import { normalizePhone, type OrderStatus } from '@store/shared/schemas/orders';
import type { Language } from '@store/shared/locales';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { adminUsers } from '../auth/auth.table.ts';
import { payments } from '../payments/payments.table.ts';
import { returnOrderStock } from '../../flows/checkout/stock.ts';
import { recordOrderStatus } from './order-history.ts';
import type { OrderItemRow, OrderRow } from './order-mapper.ts';
import { orderItems, orders, orderStatusHistory } from './orders.table.ts';
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

async function findOrder(db: Db, id: string): Promise<OrderRow> {
  const [order] = idSchema.safeParse(id).success
    ? await db.select().from(orders).where(eq(orders.id, id))
    : [];
  if (!order) throw notFound('Order not found');
  return order;
}

function toPaymentRecord(row: typeof payments.$inferSelect): AdminPaymentRecord {
  return {
    id: row.id,
    provider: row.provider,
    providerOrderId: row.providerOrderId,
    captureId: row.captureId,
    refundId: row.refundId,
    status: row.status,
    amount: halalasToSar(row.amountHalalas),
    settlementCurrency: row.settlementCurrency,
    settlementRate: Number(row.settlementRate),
    chargedAmount: row.chargedAmountMinor / 100,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function itemsOf(items: OrderItemRow[]) {
  return items.map((item) => ({
    productId: item.productId,
    name: { en: item.productNameEn, ar: item.productNameAr },
    image: item.productImage,
    price: halalasToSar(item.unitPriceHalalas),
    quantity: item.quantity,
    subtotal: halalasToSar(item.subtotalHalalas),
  }));
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
    items: itemsOf(items),
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
    },
    subtotal: halalasToSar(order.subtotalHalalas),
    shippingCost: halalasToSar(order.shippingHalalas),
    tax: halalasToSar(order.taxHalalas),
    currency: 'SAR' as const,
    language: (order.language === 'ar' ? 'ar' : 'en') as Language,
    stockReleased: order.stockReleasedAt !== null,
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

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrderDetail> {
  const order = await findOrder(db, id);
  const [items, paymentRows, history] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position)),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.createdAt)),
    db
      .select({
        id: orderStatusHistory.id,
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        paymentStatus: orderStatusHistory.paymentStatus,
        note: orderStatusHistory.note,
        changedBy: orderStatusHistory.changedBy,
        adminEmail: adminUsers.email,
        adminFirstName: adminUsers.firstName,
        adminLastName: adminUsers.lastName,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .leftJoin(adminUsers, eq(adminUsers.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  return {
    ...orderCore(order, items),
    payments: paymentRows.map(toPaymentRecord),
    history: history.map((entry): OrderHistoryEntry => ({
      id: entry.id,
      fromStatus: entry.fromStatus as OrderStatus | null,
      toStatus: entry.toStatus as OrderStatus,
      paymentStatus: entry.paymentStatus as OrderHistoryEntry['paymentStatus'],
      note: entry.note,
      changedBy: entry.changedBy
        ? {
            id: entry.changedBy,
            email: entry.adminEmail,
            name: `${entry.adminFirstName ?? ''} ${entry.adminLastName ?? ''}`.trim() || null,
          }
        : null,
      createdAt: entry.createdAt.toISOString(),
    })),
    allowedTransitions: allowedTransitions(order),
    canRefund: canRefund(order),
  };
}

function conflict(message: string): AppError {
  return new AppError(409, ERROR_CODES.CONFLICT, message);
}

/** Why this order cannot go to `to`, in the words the admin sees. */
function refusal(order: OrderRow, to: OrderStatus): string {
  if (order.status === to) return `The order is already ${to}`;
  if (order.paymentMethod === 'paypal' && order.paymentStatus === 'paid' && to === 'cancelled') {
    return 'A paid online order is cancelled by refunding its payment';
  }
  if (order.paymentMethod === 'paypal' && order.paymentStatus !== 'paid' && to !== 'cancelled') {
    return 'An online order can move on only once its payment is received';
  }
  return `An order cannot go from ${order.status} to ${to}`;
}

export interface StatusChangeResult {
  before: OrderRow;
  after: OrderRow;
  stockReleased: boolean;
}

/**
 * Moves an order along ORDER_TRANSITIONS, in the caller's transaction. Cancelling gives its stock
 * back (once: `stock_released_at`); a cash-on-delivery order delivered is paid. The update is
 * conditional on the status read, so two admins cannot both move the same order.
 */
export async function changeOrderStatusTx(
  tx: Db,
  id: string,
  change: { status: OrderStatus; note: string },
  adminId: string | null,
): Promise<StatusChangeResult> {
  const before = await findOrder(tx, id);
  const to = change.status;
  if (!allowedTransitions(before).includes(to)) throw conflict(refusal(before, to));
  const now = new Date();
  const cancelling = to === 'cancelled';
  const releaseStock = cancelling && before.stockReleasedAt === null;
  const paymentStatus =
    to === 'delivered' && before.paymentMethod === 'cod' ? 'paid' : before.paymentStatus;
  const [after] = await tx
    .update(orders)
    .set({
      status: to,
      paymentStatus,
      updatedAt: now,
      ...(cancelling ? { expiresAt: null } : {}),
      ...(releaseStock ? { stockReleasedAt: now } : {}),
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, before.status),
        eq(orders.paymentStatus, before.paymentStatus),
        releaseStock ? isNull(orders.stockReleasedAt) : undefined,
      ),
    )
    .returning();
  if (!after) throw conflict('The order was changed meanwhile; reload it and try again');
  if (releaseStock) await returnOrderStock(tx, id);
  if (cancelling) {
    // An online payment never made is closed with its order.
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payments.orderId, id), inArray(payments.status, ['created', 'approved'])));
  }
  await recordOrderStatus(tx, {
    orderId: id,
    from: before.status,
    to,
    paymentStatus,
    note: change.note,
    changedBy: adminId,
    metadata: releaseStock ? { stockReleased: true } : undefined,
  });
  return { before, after, stockReleased: releaseStock };
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
