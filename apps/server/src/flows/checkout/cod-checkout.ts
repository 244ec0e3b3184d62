import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@store/shared/locales';
import type { OrderData, PublicOrder } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { toPublicOrder } from '../../modules/orders/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { placeOrder } from './place-order.ts';

/**
 * Cash on delivery: the order is saved with its stock reserved (DESIGN.md, "Where we deliberately
 * differ": the spec saves nothing); its `order.placed` event has the customer and merchant
 * emailed (flows/order-emails). It stays pending until the merchant confirms it by phone.
 */
export async function placeCodOrder(
  db: Db,
  services: CheckoutServices,
  data: OrderData,
  language: Language,
  log: FastifyBaseLogger,
): Promise<PublicOrder> {
  const settings = await getSiteSettings(db, log);
  const { order, items } = await placeOrder(db, {
    data,
    method: 'cod',
    language,
    commerce: settings.commerce,
    methodRule: services.methodRule,
  });
  return toPublicOrder(order, items);
}
