import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { halalasToSar } from '@store/shared/money';
import { canRefund } from '@store/shared/schemas/admin-orders';
import type { Language } from '@store/shared/locales';
import type {
  AdminReturnDetail,
  ReturnAction,
  ReturnStep as ReturnStepView,
} from '@store/shared/schemas/returns';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { adminRefsOf } from '../../modules/auth/index.ts';
import { recordAudit } from '../../modules/monitoring/index.ts';
import { findOrder, recordOrderStatus, type OrderRow } from '../../modules/orders/index.ts';
import {
  receivedQuantities,
  returnAmountHalalas,
  toReturnSummary,
  type ReturnRow,
  type ReturnWithLines,
} from '../../modules/returns/index.ts';
import { deliveredAt } from './return-eligibility.ts';

/** What may be done to a request now, given its order's payment. */
export function allowedActions(found: ReturnWithLines, order: OrderRow): ReturnAction[] {
  switch (found.request.status) {
    case 'requested':
      return ['approve', 'reject'];
    case 'approved':
      return ['receive', 'close'];
    case 'received': {
      const refundable =
        returnAmountHalalas(found.lines) > 0 &&
        (order.paymentMethod === 'cod' ? order.paymentStatus === 'paid' : canRefund(order));
      return refundable ? ['refund', 'close'] : ['close'];
    }
    default:
      return [];
  }
}

/** A request as the admin sees it: its lines, its order, each step with who took it. */
export async function adminReturnDetail(
  db: Db,
  found: ReturnWithLines,
): Promise<AdminReturnDetail> {
  const { request, lines } = found;
  const [order, delivered, admins] = await Promise.all([
    findOrder(db, request.orderId),
    deliveredAt(db, request.orderId),
    adminRefsOf(
      db,
      [request.decidedBy, request.receivedBy, request.refundedBy, request.closedBy].filter(
        (id): id is string => id !== null,
      ),
    ),
  ]);
  const step = (at: Date | null, by: string | null): ReturnStepView | null =>
    at
      ? {
          at: at.toISOString(),
          by: by ? (admins.get(by) ?? { id: by, email: null, name: null }) : null,
        }
      : null;
  return {
    ...toReturnSummary(found),
    note: request.note,
    decisionNote: request.decisionNote,
    lines: lines.map((line) => ({
      id: line.id,
      orderItemId: line.orderItemId,
      productId: line.productId,
      name: { en: line.productNameEn, ar: line.productNameAr },
      image: line.productImage,
      price: halalasToSar(line.unitPriceHalalas),
      quantity: line.quantity,
      reason: line.reason,
      reasonText: line.reasonText,
      sealOpened: line.sealOpened,
      receivedQuantity: line.receivedQuantity,
      restock: line.restock,
      restockedAt: line.restockedAt?.toISOString() ?? null,
    })),
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      language: (order.language === 'ar' ? 'ar' : 'en') satisfies Language,
      total: halalasToSar(order.totalHalalas),
      deliveredAt: delivered?.toISOString() ?? null,
    },
    steps: {
      requested: { at: request.createdAt.toISOString(), by: null },
      decided: step(request.decidedAt, request.decidedBy),
      received: step(request.receivedAt, request.receivedBy),
      refunded: step(request.refundedAt, request.refundedBy),
      closed: step(request.closedAt, request.closedBy),
    },
    refund:
      request.refundMethod && request.refundHalalas !== null
        ? {
            amount: halalasToSar(request.refundHalalas),
            method: request.refundMethod,
            refundId: request.refundId,
          }
        : null,
    refundAmount: halalasToSar(returnAmountHalalas(lines)),
    refundVia: order.paymentMethod === 'cod' ? 'cash' : 'provider',
    allowedActions: allowedActions(found, order),
  };
}

/**
 * When every bottle delivered has come back (received in this or earlier requests), the order
 * moves from delivered to returned, told as `order.returned`. Only this flow takes an order
 * there from delivered: ORDER_TRANSITIONS offers no such button (docs/decisions/026-returns.md).
 */
export async function returnOrderIfAllBack(
  tx: Db,
  request: ReturnRow,
  adminId: string | null,
): Promise<boolean> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for('update');
  if (order?.status !== 'delivered') return false;
  const items = await tx
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const received = await receivedQuantities(tx, order.id);
  if (!items.every((item) => (received.get(item.id) ?? 0) >= item.quantity)) return false;
  const [moved] = await tx
    .update(orders)
    .set({ status: 'returned', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'delivered')))
    .returning({ id: orders.id });
  if (!moved) return false;
  await recordOrderStatus(tx, {
    orderId: order.id,
    from: 'delivered',
    to: 'returned',
    paymentStatus: order.paymentStatus,
    note: `Every delivered item came back (return ${request.returnNumber})`,
    changedBy: adminId,
    metadata: { returnId: request.id, returnNumber: request.returnNumber },
  });
  return true;
}

/** The audit record of a step, in the step's transaction. */
export function auditReturn(
  tx: Db,
  req: FastifyRequest,
  action: string,
  before: ReturnRow,
  after: ReturnRow,
  extra: { note?: string; details?: Record<string, unknown> } = {},
) {
  return recordAudit(tx, req, {
    action,
    entity: 'return',
    entityId: after.id,
    before: { returnNumber: before.returnNumber, status: before.status },
    after: { returnNumber: after.returnNumber, status: after.status, ...extra.details },
    note: extra.note || undefined,
  });
}
