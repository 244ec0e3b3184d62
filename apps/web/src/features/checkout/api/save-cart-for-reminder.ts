import type { SavedCartInput } from '@store/shared/schemas/cart-recovery';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /api/cart-recovery/cart: the cart and the contact typed at checkout, kept by the server only
 * while "remind me" is ticked (and forgotten when it is unticked). The shopper's own cookie goes
 * with it (a signed-in shopper's cart is the account's); never the admin's bearer token.
 */
export function saveCartForReminder(input: SavedCartInput): Promise<unknown> {
  return apiRequest('/cart-recovery/cart', {
    method: 'PUT',
    body: input,
    session: { token: null },
  });
}
