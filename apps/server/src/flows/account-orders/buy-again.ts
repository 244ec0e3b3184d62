import { and, asc, eq } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@store/shared/constants';
import type { BuyAgain } from '@store/shared/schemas/accounts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { ShopperAccountRow } from '../../modules/accounts/index.ts';
import { findLiveProducts } from '../../modules/catalog/index.ts';
import { normalizeOrderNumber } from '../../modules/orders/index.ts';
import { shopperOrderEmail } from './shopper-orders.ts';

/**
 * "Buy again" for one of the shopper's orders (issue 22 point 3): its products as sold today, in
 * the order's line order, each with the quantity bought or the stock left when less; a product
 * withdrawn or out of stock is named instead. Null when the order is not the shopper's.
 */
export async function buyAgain(
  db: Db,
  account: ShopperAccountRow,
  orderNumber: string,
): Promise<BuyAgain | null> {
  if ((await shopperOrderEmail(db, account, orderNumber)) === null) return null;
  const lines = await db
    .select({
      productId: orderItems.productId,
      nameEn: orderItems.productNameEn,
      nameAr: orderItems.productNameAr,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.orderNumber, normalizeOrderNumber(orderNumber))))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  // One line per product, however the order listed it.
  const wanted = new Map<string, (typeof lines)[number]>();
  for (const line of lines) {
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  const live = new Map(
    (await findLiveProducts(db, [...wanted.keys()])).map((product) => [product._id, product]),
  );
  const answer: BuyAgain = { lines: [], unavailable: [] };
  for (const line of wanted.values()) {
    const product = live.get(line.productId);
    const name = { en: line.nameEn, ar: line.nameAr };
    if (!product) {
      answer.unavailable.push({ productId: line.productId, name, reason: 'withdrawn' });
      continue;
    }
    const quantity = Math.min(line.quantity, product.stock, MAX_LINE_QUANTITY);
    if (!product.inStock || quantity < 1) {
      answer.unavailable.push({ productId: line.productId, name, reason: 'outOfStock' });
      continue;
    }
    answer.lines.push({ product, quantity, ordered: line.quantity });
  }
  return answer;
}
