import { eq } from 'drizzle-orm';
import { localize, type Language } from '@store/shared/locales';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import {
  reserveSamples as reserveCatalogSamples,
  reserveStock as reserveCatalogStock,
  returnSamples,
  returnStock,
  SampleShortage,
  type SampleOffer,
  StockShortage,
  type RequestedLine,
  type ReservedLine,
} from '../../modules/catalog/index.ts';
import { checkoutError, outOfStockError, sampleUnavailableError } from './checkout-messages.ts';

export type { RequestedLine, ReservedLine };

/**
 * Takes the lines out of the catalogue's stock inside the caller's transaction; the first line that
 * cannot be had aborts the transaction with a message naming the product, in the customer's language.
 */
export async function reserveStock(
  tx: Db,
  lines: RequestedLine[],
  language: Language,
): Promise<ReservedLine[]> {
  try {
    return await reserveCatalogStock(tx, lines);
  } catch (error) {
    if (!(error instanceof StockShortage)) throw error;
    const { shortage } = error;
    if (shortage.kind === 'unavailable') throw checkoutError('productUnavailable', language);
    throw outOfStockError(localize(shortage.name, language), shortage.left, language);
  }
}

/** Takes one vial of each chosen sample; one that cannot be had aborts with its name. */
export async function reserveSamples(
  tx: Db,
  productIds: readonly string[],
  language: Language,
): Promise<SampleOffer[]> {
  try {
    return await reserveCatalogSamples(tx, productIds);
  } catch (error) {
    if (!(error instanceof SampleShortage)) throw error;
    throw sampleUnavailableError(
      error.productName && localize(error.productName, language),
      language,
    );
  }
}

/**
 * Gives an order's quantities (and its sample vials) back to stock. Call only inside the transaction that marks the order
 * released (`stock_released_at`), which is what makes it happen once.
 */
export async function returnOrderStock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await returnStock(tx, lines);
  const [order] = await tx
    .select({ samples: orders.samples })
    .from(orders)
    .where(eq(orders.id, orderId));
  await returnSamples(tx, order?.samples.map((sample) => sample.productId) ?? []);
}
