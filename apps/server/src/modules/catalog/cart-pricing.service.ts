import { and, eq, inArray } from 'drizzle-orm';
import { idSchema } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.table.ts';
import type { RequestedLine } from './stock.service.ts';

export interface PricedLine extends RequestedLine {
  unitPriceHalalas: number;
  weightGrams: number | null;
  /** What a discount code may be restricted to (issue 21). */
  categoryId: string | null;
  family: string;
}

/**
 * A cart's lines at today's prices and weights, without touching stock: what a delivery estimate
 * is computed from. Lines of products that are unknown or withdrawn are left out; placing the
 * order refuses them with a message.
 */
export async function priceCartLines(db: Db, lines: RequestedLine[]): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))].filter(
    (id) => idSchema.safeParse(id).success,
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      price: products.priceHalalas,
      weight: products.weightGrams,
      categoryId: products.categoryId,
      family: products.family,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.flatMap((line) => {
    const row = byId.get(line.productId);
    if (!row) return [];
    const { price, weight, categoryId, family } = row;
    return [{ ...line, unitPriceHalalas: price, weightGrams: weight, categoryId, family }];
  });
}
