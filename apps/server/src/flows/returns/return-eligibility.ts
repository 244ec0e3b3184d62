import { halalasToSar } from '@store/shared/money';
import {
  returnWindow,
  type ReturnableLine,
  type ReturnRefusal,
  type ReturnSettings,
} from '@store/shared/schemas/returns';
import type { Db } from '../../db/client.ts';
import { orderHistory, type OrderItemRow, type OrderRow } from '../../modules/orders/index.ts';

/** When the order became delivered: its last history line to `delivered`; null if never. */
export async function deliveredAt(db: Db, orderId: string): Promise<Date | null> {
  const history = await orderHistory(db, orderId);
  return history.findLast((entry) => entry.toStatus === 'delivered')?.createdAt ?? null;
}

export interface Eligibility {
  refusal: ReturnRefusal | null;
  lastDay: string | null;
  lines: ReturnableLine[];
}

/**
 * What of a delivered order may still be asked back, now: each line's delivered quantity less
 * what requests not rejected hold, while the window is open. The order-wide refusal, if any, in
 * the order a shopper would want to hear it: not delivered (or never will be), nothing left, too
 * late.
 */
export function eligibilityOf(input: {
  order: OrderRow;
  items: OrderItemRow[];
  deliveredAt: Date | null;
  held: Map<string, number>;
  settings: ReturnSettings;
  now: Date;
}): Eligibility {
  const { order, deliveredAt: delivered } = input;
  const lines = [...input.items]
    .sort((a, b) => a.position - b.position)
    .map((item): ReturnableLine => {
      // Delivered as a whole: the order's status says so for all of its lines.
      const deliveredQuantity = delivered ? item.quantity : 0;
      const requested = input.held.get(item.id) ?? 0;
      return {
        orderItemId: item.id,
        productId: item.productId,
        name: { en: item.productNameEn, ar: item.productNameAr },
        image: item.productImage,
        price: halalasToSar(item.unitPriceHalalas),
        delivered: deliveredQuantity,
        requested,
        returnable: Math.max(0, deliveredQuantity - requested),
      };
    });
  if (!delivered || !['delivered', 'returned'].includes(order.status)) {
    const never = ['cancelled', 'returned'].includes(order.status);
    return { refusal: never ? 'notReturnable' : 'notDelivered', lastDay: null, lines };
  }
  const window = returnWindow(delivered, input.settings.windowDays);
  const refusal: ReturnRefusal | null = lines.every((line) => line.returnable === 0)
    ? 'nothingLeft'
    : input.now >= window.endsAt
      ? 'windowClosed'
      : null;
  return { refusal, lastDay: window.lastDay, lines };
}
