import type { OrderStatus, PaymentMethod, PaymentStatus } from '@store/shared/schemas/orders';
import type { PaymentRecordStatus } from '@store/shared/schemas/payments';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { payments, refunds } from './payments.table.ts';

/** Helpers shared by the payment admin tests (not a test file itself). */

let counter = 0;

export interface KnownOrder {
  createdAt: string;
  method: PaymentMethod;
  totalHalalas: number;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** For PayPal orders: the payment record. */
  payment?: {
    provider?: string;
    status: PaymentRecordStatus;
    providerOrderId?: string;
    captureId?: string;
    currency?: string;
    rate?: string;
    chargedMinor?: number;
    /**
     * Halalas of each refund that succeeded; by default one of the whole amount when the
     * payment's status is refunded, else none.
     */
    refunds?: number[];
  };
}

/** An order (and its payment record) placed at a known instant, straight into the database. */
export async function insertKnownOrder(db: Db, known: KnownOrder) {
  counter++;
  const createdAt = new Date(known.createdAt);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `PT-${String(counter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      status: known.status ?? 'pending',
      paymentMethod: known.method,
      paymentStatus: known.paymentStatus ?? 'pending',
      subtotalHalalas: known.totalHalalas,
      totalHalalas: known.totalHalalas,
      customerFirstName: 'Reem',
      customerLastName: `Test${counter}`,
      customerEmail: `reem${counter}@example.com`,
      customerPhone: '+966501234567',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  let payment: typeof payments.$inferSelect | undefined;
  if (known.payment) {
    [payment] = await db
      .insert(payments)
      .values({
        orderId: order!.id,
        provider: known.payment.provider ?? 'paypal',
        providerOrderId: known.payment.providerOrderId ?? `PP${counter}X${Date.now()}`,
        captureId: known.payment.captureId ?? null,
        status: known.payment.status,
        amountHalalas: known.totalHalalas,
        settlementCurrency: known.payment.currency ?? 'USD',
        settlementRate: known.payment.rate ?? '3.75',
        chargedAmountMinor: known.payment.chargedMinor ?? Math.round(known.totalHalalas / 3.75),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const amounts =
      known.payment.refunds ?? (known.payment.status === 'refunded' ? [known.totalHalalas] : []);
    for (const [index, amountHalalas] of amounts.entries()) {
      await db.insert(refunds).values({
        orderId: order!.id,
        paymentId: payment!.id,
        provider: payment!.provider,
        amountHalalas,
        settlementAmountMinor: Math.round(
          (amountHalalas * payment!.chargedAmountMinor) / known.totalHalalas,
        ),
        status: 'succeeded',
        idempotencyKey: `known-${counter}-${index}`,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return { order: order!, payment };
}
