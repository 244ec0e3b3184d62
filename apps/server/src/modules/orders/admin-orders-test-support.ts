import type { OrderStatus, PaymentMethod, PaymentStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './orders.table.ts';

/** Helpers of the admin orders, customers and dashboard tests (not a test file itself). */

let sequence = 0;

/** An order written straight to the database, for figures that depend on dates and states. */
export async function insertOrder(
  db: Db,
  values: {
    status?: OrderStatus;
    paymentMethod?: PaymentMethod;
    paymentStatus?: PaymentStatus;
    totalHalalas?: number;
    createdAt?: Date;
    email?: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
    productId?: string;
    quantity?: number;
  } = {},
) {
  sequence++;
  const total = values.totalHalalas ?? 10000;
  const quantity = values.quantity ?? 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `MA-TEST-${String(sequence).padStart(4, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      status: values.status ?? 'pending',
      paymentMethod: values.paymentMethod ?? 'cod',
      paymentStatus: values.paymentStatus ?? 'pending',
      subtotalHalalas: total,
      totalHalalas: total,
      customerFirstName: values.firstName ?? 'Test',
      customerLastName: values.lastName ?? `Customer ${sequence}`,
      customerEmail: values.email ?? `customer${sequence}@example.com`,
      customerPhone: values.phone ?? `+96650000${String(sequence).padStart(4, '0')}`,
      createdAt: values.createdAt ?? new Date(),
      updatedAt: values.createdAt ?? new Date(),
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: values.productId ?? '00000000-0000-4000-8000-000000000000',
    productNameEn: 'Test Oud',
    productNameAr: 'عود تجريبي',
    unitPriceHalalas: Math.round(total / quantity),
    quantity,
    subtotalHalalas: total,
  });
  return order!;
}
