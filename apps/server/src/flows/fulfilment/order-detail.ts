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
import type { OrderRefundRecord } from '@store/shared/schemas/payment-events';
import type { Db } from '../../db/client.ts';
import {
  adminUsers,
  orderItems,
  orderStatusHistory,
  paymentEvents,
  payments,
  refunds,
} from '../../db/schema.ts';
import { findOrder, orderCore } from '../../modules/orders/index.ts';
import { toPaymentEvent } from '../../modules/payments/index.ts';
import { taxDocumentsOfOrders } from '../../modules/invoicing/index.ts';
import type { SecretBox } from '../../modules/settings/index.ts';
import { orderShipmentsView } from './shipment-view.ts';

function adminOf(row: {
  id: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}) {
  if (!row.id) return null;
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || null;
  return { id: row.id, email: row.email, name };
}

/** The order's refunds, oldest first, with who made each, and the halalas they amount to. */
async function orderRefunds(db: Db, orderId: string) {
  const rows = await db
    .select({
      refund: refunds,
      adminEmail: adminUsers.email,
      adminFirstName: adminUsers.firstName,
      adminLastName: adminUsers.lastName,
    })
    .from(refunds)
    .leftJoin(adminUsers, eq(adminUsers.id, refunds.adminId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const halalasOf = (status: OrderRefundRecord['status']) =>
    rows
      .filter(({ refund }) => refund.status === status)
      .reduce((total, { refund }) => total + refund.amountHalalas, 0);
  const records = rows.map(({ refund, ...admin }): OrderRefundRecord => ({
    id: refund.id,
    amount: halalasToSar(refund.amountHalalas),
    status: refund.status,
    note: refund.note,
    provider: refund.provider,
    providerRefundId: refund.providerRefundId,
    failureMessage: refund.failureMessage,
    by: adminOf({
      id: refund.adminId,
      email: admin.adminEmail,
      firstName: admin.adminFirstName,
      lastName: admin.adminLastName,
    }),
    idempotencyKey: refund.idempotencyKey,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
  }));
  return { records, refundedHalalas: halalasOf('succeeded'), heldHalalas: halalasOf('pending') };
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
export async function getAdminOrder(db: Db, box: SecretBox, id: string): Promise<AdminOrderDetail> {
  const order = await findOrder(db, id);
  const [items, paymentRows, history, refundsOfOrder, timeline, documents] = await Promise.all([
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
    orderRefunds(db, order.id),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
    taxDocumentsOfOrders(db, box, [order.id]),
  ]);
  // Refunds go to the captured payment; what may still go back is what it took, less refunds
  // made or awaiting the provider's answer.
  const captured = [...paymentRows]
    .reverse()
    .find((row) => row.captureId && row.status === 'captured');
  const { records, refundedHalalas, heldHalalas } = refundsOfOrder;
  const refundableHalalas =
    captured && order.paymentStatus === 'paid'
      ? Math.max(0, captured.amountHalalas - refundedHalalas - heldHalalas)
      : 0;
  return {
    ...orderCore(order, items),
    ...(await orderShipmentsView(db, order, items)),
    taxDocuments: documents,
    payments: paymentRows.map(toPaymentRecord),
    history: history.map((entry): OrderHistoryEntry => ({
      id: entry.id,
      fromStatus: entry.fromStatus as OrderStatus | null,
      toStatus: entry.toStatus as OrderStatus,
      paymentStatus: entry.paymentStatus as OrderHistoryEntry['paymentStatus'],
      note: entry.note,
      changedBy: adminOf({
        id: entry.changedBy,
        email: entry.adminEmail,
        firstName: entry.adminFirstName,
        lastName: entry.adminLastName,
      }),
      createdAt: entry.createdAt.toISOString(),
    })),
    refunds: records,
    refundedAmount: halalasToSar(refundedHalalas),
    refundableAmount: halalasToSar(refundableHalalas),
    paymentEvents: timeline.map((event) => toPaymentEvent(event, order.orderNumber)),
    allowedTransitions: allowedTransitions(order),
    canRefund: canRefund(order) && refundableHalalas > 0,
  };
}
