import type { Product } from '@store/shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toCartProduct, type CartItem } from '../../../stores/cart-rules.ts';

/**
 * The cart's lines with their products as the store sells them now (price, stock), after the
 * server refused an order because prices changed. A product that is gone leaves the cart; one
 * that cannot be read now stays as it was.
 */
export async function refreshCartProducts(items: readonly CartItem[]): Promise<CartItem[]> {
  const fresh = await Promise.all(
    items.map(async (item): Promise<CartItem | null> => {
      try {
        const product = await apiRequest<Product>(
          `/products/${encodeURIComponent(item.product.id)}`,
        );
        return { product: toCartProduct(product), quantity: item.quantity };
      } catch (error) {
        return error instanceof ApiError && error.isNotFound ? null : item;
      }
    }),
  );
  return fresh.filter((item): item is CartItem => item !== null);
}
