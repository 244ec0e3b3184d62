import type { Product } from '@store/shared/schemas/catalog';
import { productShopItem } from '../../lib/shop-event-items.ts';
import { emitShopEvent } from '../../lib/shop-events.ts';
import { toCartProduct } from '../../stores/cart-rules.ts';
import { cartStore } from '../../stores/cart-store.ts';
import { toast } from '../../stores/toast-store.ts';

/** Adds a product to the cart and confirms with a toast (out-of-stock products are refused). */
export function addProductToCart(product: Product, confirmation: string): void {
  if (!product.inStock) return;
  cartStore.add(toCartProduct(product));
  emitShopEvent({ type: 'add_to_cart', items: [productShopItem(product)] });
  toast.success(confirmation);
}
