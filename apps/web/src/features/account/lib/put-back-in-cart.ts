import type { BuyAgain } from '@store/shared/schemas/accounts';
import type { CartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';

/**
 * Puts an order's products back into the cart as sold today (their price and stock replace what
 * the cart held): each line gets at least the quantity offered, never less than it already had,
 * so pressing twice does not double it. Returns how many pieces the cart holds of them.
 */
export function putBackInCart(
  cart: Pick<CartStore, 'getState' | 'add' | 'setQuantity'>,
  answer: BuyAgain,
): number {
  let pieces = 0;
  for (const { product, quantity } of answer.lines) {
    const had =
      cart.getState().items.find((item) => item.product.id === product._id)?.quantity ?? 0;
    cart.add(toCartProduct(product));
    const wanted = Math.max(had, quantity);
    cart.setQuantity(product._id, wanted);
    pieces += wanted;
  }
  return pieces;
}
