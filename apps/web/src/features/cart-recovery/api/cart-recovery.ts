import type { Product } from '@store/shared/schemas/catalog';
import type { RestoredCart } from '@store/shared/schemas/cart-recovery';
import { apiEnvelope, apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

const asShopper = { session: { token: null } } as const;

/** GET /api/cart-recovery/restore/{token}, then each product as the store sells it now. */
export async function restoreCart(
  token: string,
): Promise<{ found: { product: Product; quantity: number }[]; gone: number }> {
  const cart = await apiRequest<RestoredCart>(
    `/cart-recovery/restore/${encodeURIComponent(token)}`,
    asShopper,
  );
  const products = await Promise.all(
    cart.lines.map(async (line) => {
      try {
        const product = await apiRequest<Product>(
          `/products/${encodeURIComponent(line.productId)}`,
        );
        return product.inStock ? { product, quantity: line.quantity } : null;
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return null;
        throw error;
      }
    }),
  );
  const found = products.filter((line) => line !== null);
  return { found, gone: cart.lines.length - found.length };
}

/** POST /api/cart-recovery/unsubscribe/{token}: the server's confirmation, in the cart's language. */
export async function unsubscribeFromCartReminders(token: string): Promise<string> {
  const envelope = await apiEnvelope<{ message?: string }>(
    `/cart-recovery/unsubscribe/${encodeURIComponent(token)}`,
    { method: 'POST', ...asShopper },
  );
  return envelope.message ?? '';
}
