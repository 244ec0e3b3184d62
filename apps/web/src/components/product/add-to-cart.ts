import type { Product } from '@store/shared/schemas/catalog';
import { toCartProduct } from '../../stores/cart-rules.ts';
import { cartStore } from '../../stores/cart-store.ts';
import { toast } from '../../stores/toast-store.ts';

/** Adds a product to the cart and confirms with a toast (out-of-stock products are refused). */
export function addProductToCart(product: Product, confirmation: string): void {
  if (!product.inStock) return;
  cartStore.add(toCartProduct(product));
  toast.success(confirmation);
}
