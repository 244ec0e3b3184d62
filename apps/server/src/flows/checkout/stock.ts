import { and, eq, gte, sql } from 'drizzle-orm';
import { localize, type Language } from '@store/shared/locales';
import { idSchema } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { products } from '../../modules/catalog/catalog.table.ts';
import { orderItems } from '../../modules/orders/orders.table.ts';
import { checkoutError, outOfStockError } from './checkout-messages.ts';

export interface RequestedLine {
  productId: string;
  quantity: number;
}

/** A reserved line with the product as it was at that moment: the order keeps this copy. */
export interface ReservedLine extends RequestedLine {
  nameEn: string;
  nameAr: string;
  image: string | null;
  unitPriceHalalas: number;
}

/** The same product twice in a cart is one line with the quantities added, in first-seen order. */
function mergeLines(lines: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) {
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes the lines' quantities out of stock inside the caller's transaction (DESIGN.md decision 9).
 * Each line is one conditional update, `stock >= quantity`, so concurrent orders can never take
 * more than there is; products are locked in id order so two orders cannot deadlock. The first
 * line that cannot be had aborts the transaction with a message naming the product.
 */
export async function reserveStock(
  tx: Db,
  lines: RequestedLine[],
  language: Language,
): Promise<ReservedLine[]> {
  const merged = mergeLines(lines);
  const reserved = new Map<string, ReservedLine>();
  for (const line of [...merged].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    if (!idSchema.safeParse(line.productId).success) {
      throw checkoutError('productUnavailable', language);
    }
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.isActive, true),
          // An administrator's "out of stock" override holds even when units remain.
          eq(products.inStock, true),
          gte(products.stock, line.quantity),
        ),
      )
      .returning({
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        images: products.images,
        priceHalalas: products.priceHalalas,
      });
    if (!row) throw await unavailable(tx, line.productId, language);
    reserved.set(line.productId, {
      ...line,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      image: row.images[0]?.url ?? null,
      unitPriceHalalas: row.priceHalalas,
    });
  }
  return merged.map((line) => reserved.get(line.productId)!);
}

async function unavailable(tx: Db, productId: string, language: Language) {
  const [product] = await tx
    .select({
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      stock: products.stock,
      inStock: products.inStock,
      isActive: products.isActive,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product?.isActive) return checkoutError('productUnavailable', language);
  const name = localize({ en: product.nameEn, ar: product.nameAr }, language);
  return outOfStockError(name, product.inStock ? product.stock : 0, language);
}

/**
 * Gives an order's quantities back to stock. Call only inside the transaction that marks the order
 * released (`stock_released_at`), which is what makes it happen once.
 */
export async function returnOrderStock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const line of mergeLines(lines).sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    // A product deleted since simply has nothing to return to.
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
  }
}
