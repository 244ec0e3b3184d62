import { asc, eq } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import {
  allowedTransitions,
  canRefund,
  type AdminOrderDetail,
  type AdminPaymentRecord,
  type OrderHistoryEntry,
} from '@store/shared/schemas/admin-orders';
import type { OrderStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { adminUsers, orderItems, orderStatusHistory, payments } from '../../db/schema.ts';
import { findOrder, orderCore } from '../../modules/orders/index.ts';

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
    paidWith: row.paidWith,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An order as the admin sees it: its lines, its payments and its history with who changed it. */
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
