import type { OrderStatus, PaymentStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { orderStatusHistory } from './orders.table.ts';

/** One timestamped line of an order's history; written in the same transaction as the change. */
export async function recordOrderStatus(
  tx: Db,
  entry: {
    orderId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    paymentStatus: PaymentStatus;
    note: string;
    metadata?: Record<string, unknown>;
    /** The admin who made the change; left out for the shopper or the system. */
    changedBy?: string | null;
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    paymentStatus: entry.paymentStatus,
    note: entry.note,
    metadata: entry.metadata ?? null,
    changedBy: entry.changedBy ?? null,
  });
}
