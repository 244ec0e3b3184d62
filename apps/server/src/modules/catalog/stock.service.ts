import { and, eq, gte, sql } from 'drizzle-orm';
import { idSchema } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { recordEvents } from '../../events/record-event.ts';
import { products } from './catalog.table.ts';

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
  /** One unit's shipping weight; null when not set (the shipping options' default applies). */
  weightGrams: number | null;
  /** What a discount code may be restricted to (issue 21). */
  categoryId: string | null;
  family: string;
}

/** Why a line could not be reserved: the caller words it for the customer. */
export class StockShortage extends Error {
  constructor(
    readonly shortage:
      { kind: 'unavailable' } | { kind: 'short'; name: { en: string; ar: string }; left: number },
  ) {
    super(shortage.kind === 'unavailable' ? 'Product unavailable' : 'Not enough stock');
  }
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
 * line that cannot be had aborts the transaction with a StockShortage naming the product.
 */
export async function reserveStock(tx: Db, lines: RequestedLine[]): Promise<ReservedLine[]> {
  const merged = mergeLines(lines);
  const reserved = new Map<string, ReservedLine>();
  for (const line of [...merged].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    if (!idSchema.safeParse(line.productId).success) {
      throw new StockShortage({ kind: 'unavailable' });
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
        weightGrams: products.weightGrams,
        categoryId: products.categoryId,
        family: products.family,
      });
    if (!row) throw await unavailable(tx, line.productId);
    reserved.set(line.productId, {
      ...line,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      image: row.images[0]?.url ?? null,
      unitPriceHalalas: row.priceHalalas,
      weightGrams: row.weightGrams,
      categoryId: row.categoryId,
      family: row.family,
    });
  }
  await stockChanged(tx, merged, 'reserved');
  return merged.map((line) => reserved.get(line.productId)!);
}

async function unavailable(tx: Db, productId: string): Promise<StockShortage> {
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
  if (!product?.isActive) return new StockShortage({ kind: 'unavailable' });
  return new StockShortage({
    kind: 'short',
    name: { en: product.nameEn, ar: product.nameAr },
    left: product.inStock ? product.stock : 0,
  });
}

/**
 * Gives quantities back to stock. Call only inside the transaction that marks their order
 * released (`stock_released_at`), which is what makes it happen once.
 */
export async function returnStock(tx: Db, lines: RequestedLine[]): Promise<void> {
  for (const line of mergeLines(lines).sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    // A product deleted since simply has nothing to return to.
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
  }
  await stockChanged(tx, lines, 'returned');
}

/** Tells that these products' stock moved (`product.stock-changed`), in the same transaction. */
export async function stockChanged(
  tx: Db,
  lines: { productId: string }[],
  reason: 'reserved' | 'returned' | 'set',
): Promise<void> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  if (productIds.length === 0) return;
  await recordEvents(tx, { type: 'product.stock-changed', payload: { productIds, reason } });
}
