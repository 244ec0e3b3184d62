import { describe, expect, it } from 'vitest';
import type { BuyAgain } from '@store/shared/schemas/accounts';
import { createCartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { putBackInCart } from './put-back-in-cart.ts';

describe('putBackInCart', () => {
  it('adds the lines at today’s price, keeps a larger quantity already there, and is idempotent', () => {
    const cart = createCartStore(undefined);
    const oud = makeProduct({ _id: 'p-oud', price: 300 });
    const rose = makeProduct({ _id: 'p-rose', price: 120 });
    // The cart held the oud at an older price, 5 of them.
    cart.add(toCartProduct({ ...oud, price: 280 }));
    cart.setQuantity('p-oud', 5);
    const answer: BuyAgain = {
      lines: [
        { product: oud, quantity: 2, ordered: 2 },
        { product: rose, quantity: 1, ordered: 3 },
      ],
      unavailable: [],
    };
    expect(putBackInCart(cart, answer)).toBe(6);
    expect(cart.getState().items.map((i) => [i.product.id, i.product.price, i.quantity])).toEqual([
      ['p-oud', 300, 5],
      ['p-rose', 120, 1],
    ]);
    putBackInCart(cart, answer);
    expect(cart.getState().items.map((i) => i.quantity)).toEqual([5, 1]);
  });
});
