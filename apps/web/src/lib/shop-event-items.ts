import { sarToHalalas } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import type { PublicOrder } from '@store/shared/schemas/orders';
import type { CartItem } from '../stores/cart-rules.ts';
import type { ShopEvent, ShopItem } from './shop-events.ts';

/*
 * The shop's things as the marketing tags see them. Names in English whatever the page's
 * language, so a platform's reports do not split one perfume in two.
 */

export function productShopItem(product: Product, quantity = 1): ShopItem {
  return {
    id: product._id,
    name: product.name.en,
    priceHalalas: sarToHalalas(product.price),
    quantity,
    category: product.category,
  };
}

export function cartShopItems(items: readonly CartItem[]): ShopItem[] {
  return items.map(({ product, quantity }) => ({
    id: product.id,
    name: product.name.en,
    priceHalalas: sarToHalalas(product.price),
    quantity,
    category: product.category,
  }));
}

/** A placed order: its number is the transaction's id, its total the value (SAR, with delivery). */
export function purchaseEvent(order: PublicOrder): ShopEvent {
  return {
    type: 'purchase',
    orderNumber: order.orderNumber,
    valueHalalas: sarToHalalas(order.total),
    shippingHalalas: sarToHalalas(order.shippingCost),
    taxHalalas: sarToHalalas(order.tax),
    items: order.items.map((item) => ({
      id: item.productId,
      name: item.name.en,
      priceHalalas: sarToHalalas(item.price),
      quantity: item.quantity,
    })),
  };
}
