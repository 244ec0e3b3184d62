import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures.ts';
import {
  addItem,
  cartCount,
  cartTotal,
  parseStoredCart,
  removeItem,
  toCartProduct,
  updateQuantity,
} from './cart-rules.ts';

const oud = toCartProduct(makeProduct({ _id: 'oud', price: 450 }));
const rose = toCartProduct(makeProduct({ _id: 'rose', price: 89.5 }));

describe('cart rules (spec section 4)', () => {
  it('adds a new product with quantity 1 and raises an existing line by 1', () => {
    let items = addItem([], oud);
    expect(items).toEqual([{ product: oud, quantity: 1 }]);
    items = addItem(items, rose);
    items = addItem(items, oud);
    expect(items.map((i) => [i.product.id, i.quantity])).toEqual([
      ['oud', 2],
      ['rose', 1],
    ]);
  });

  it('removes a line', () => {
    const items = addItem(addItem([], oud), rose);
    expect(removeItem(items, 'oud').map((i) => i.product.id)).toEqual(['rose']);
  });

  it('sets a quantity with a floor of 0 and drops a line at 0 or below', () => {
    const items = addItem([], oud);
    expect(updateQuantity(items, 'oud', 5)[0]?.quantity).toBe(5);
    expect(updateQuantity(items, 'oud', 0)).toEqual([]);
    expect(updateQuantity(items, 'oud', -3)).toEqual([]);
    expect(updateQuantity(items, 'oud', Number.NaN)).toEqual([]);
  });

  it('totals price × quantity without floating-point noise', () => {
    let items = addItem(addItem([], oud), rose);
    items = updateQuantity(items, 'rose', 3);
    expect(cartTotal(items)).toBe(450 + 3 * 89.5);
    expect(cartCount(items)).toBe(4);
    const cents = [0.1, 0.2].map((price, i) => ({
      product: { ...oud, id: `c${i}`, price },
      quantity: 1,
    }));
    expect(cartTotal(cents)).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });

  it('keeps only stored entries with a product and a positive numeric quantity', () => {
    const stored = [
      { product: oud, quantity: 2 },
      { product: rose, quantity: 0 },
      { product: rose, quantity: -1 },
      { product: rose, quantity: '3' },
      { product: null, quantity: 1 },
      { quantity: 4 },
      { product: { id: 'x' }, quantity: 1 },
      'garbage',
      { product: rose, quantity: Number.POSITIVE_INFINITY },
    ];
    expect(parseStoredCart(stored)).toEqual([{ product: oud, quantity: 2 }]);
    expect(parseStoredCart({ items: [] })).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
