import { eq } from 'drizzle-orm';
import { localize, type Language } from '@store/shared/locales';
import {
  openedBottleAccepted,
  type PublicReturn,
  type ReturnableOrder,
  type returnRequestInputSchema,
} from '@store/shared/schemas/returns';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import {
  findOrderWithItems,
  normalizeOrderNumber,
  type OrderItemRow,
  type OrderRow,
} from '../../modules/orders/index.ts';
import {
  createReturnTx,
  heldQuantities,
  readReturnSettings,
  returnsOfOrder,
  toPublicReturn,
} from '../../modules/returns/index.ts';
import { deliveredAt, eligibilityOf } from './return-eligibility.ts';
import { returnRefusal } from './return-messages.ts';

/**
 * The order of a number and email, as the order lookup checks them: a wrong or missing email is
 * answered exactly like an unknown number.
 */
async function orderOf(
  db: Db,
  orderNumber: string,
  email: string | undefined,
  language: Language,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const found = email?.trim()
    ? await findOrderWithItems(db, { orderNumber: normalizeOrderNumber(orderNumber) })
    : null;
  if (!found || found.order.customerEmail.toLowerCase() !== email!.trim().toLowerCase()) {
    throw returnRefusal('notFound', language);
  }
  return found;
}

/** What the return page shows: the order's lines, what may still come back, and its requests. */
export async function getReturnableOrder(
  db: Db,
  input: { orderNumber: string; email: string | undefined; language: Language; now: Date },
): Promise<ReturnableOrder> {
  const { order, items } = await orderOf(db, input.orderNumber, input.email, input.language);
  const [settings, delivered, held, requests] = await Promise.all([
    readReturnSettings(db),
    deliveredAt(db, order.id),
    heldQuantities(db, order.id),
    returnsOfOrder(db, order.id),
  ]);
  const eligibility = eligibilityOf({
    order,
    items,
    deliveredAt: delivered,
    held,
    settings,
    now: input.now,
  });
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    deliveredAt: delivered?.toISOString() ?? null,
    lastDay: eligibility.lastDay,
    refusal: eligibility.refusal,
    policy: { windowDays: settings.windowDays, openedBottles: settings.openedBottles },
    lines: eligibility.lines,
    returns: requests.map(toPublicReturn).reverse(),
  };
}

/**
 * The shopper's request (issue 19 point 6): for a delivered order within its window, only what
 * was delivered and is not already asked for, under the store's rule for opened bottles. The
 * order is locked while its quantities are counted, so two requests at once cannot both take the
 * last bottle.
 */
export async function requestReturn(
  db: Db,
  input: z.output<typeof returnRequestInputSchema>,
  context: { language: Language; now: Date },
): Promise<PublicReturn> {
  const { language, now } = context;
  // Read before the transaction: on the embedded database a read outside it would wait for it.
  const settings = await readReturnSettings(db);
  const found = await orderOf(db, input.orderNumber, input.email, language);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, found.order.id))
      .for('update');
    if (!order) throw returnRefusal('notFound', language);
    const eligibility = eligibilityOf({
      order,
      items: found.items,
      deliveredAt: await deliveredAt(tx, order.id),
      held: await heldQuantities(tx, order.id),
      settings,
      now,
    });
    if (eligibility.refusal) {
      throw returnRefusal(eligibility.refusal, language, {
        ...(eligibility.lastDay ? { lastDay: eligibility.lastDay } : {}),
      });
    }
    const lines = input.lines.map((line) => {
      const item = found.items.find((one) => one.id === line.orderItemId);
      const offered = eligibility.lines.find((one) => one.orderItemId === line.orderItemId);
      if (!item || !offered) throw returnRefusal('unknownLine', language);
      const name = localize({ en: item.productNameEn, ar: item.productNameAr }, language);
      if (line.quantity > offered.returnable) {
        throw returnRefusal('tooMany', language, { name, left: offered.returnable });
      }
      if (line.sealOpened && !openedBottleAccepted(settings.openedBottles, line.reason)) {
        throw returnRefusal('openedNotAccepted', language, { name });
      }
      return {
        orderItemId: item.id,
        productId: item.productId,
        productNameEn: item.productNameEn,
        productNameAr: item.productNameAr,
        productImage: item.productImage,
        unitPriceHalalas: item.unitPriceHalalas,
        quantity: line.quantity,
        reason: line.reason,
        reasonText: line.reasonText,
        sealOpened: line.sealOpened,
      };
    });
    const created = await createReturnTx(tx, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      customerEmail: order.customerEmail,
      resolution: input.resolution,
      note: input.note,
      at: now,
      lines,
    });
    return toPublicReturn(created);
  });
}
