import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { makeProduct } from '../test/fixtures.ts';
import { toCartProduct } from './cart-rules.ts';
import { createCartStore } from './cart-store.ts';

const oud = toCartProduct(makeProduct({ _id: 'oud', price: 450 }));

describe('cart store', () => {
  it('uses a brand-specific storage key', () => {
    expect(STORAGE_KEYS.cart).not.toBe('cart');
    expect(STORAGE_KEYS.cart).toMatch(/maison/);
  });

  it('saves on every change and restores (validated) at start', () => {
    const store = createCartStore(window.localStorage);
    store.add(oud);
    store.add(oud);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      { product: oud, quantity: 2 },
    ]);

    const reloaded = createCartStore(window.localStorage);
    expect(reloaded.getState().items).toEqual([{ product: oud, quantity: 2 }]);
    expect(reloaded.getState().total).toBe(900);
  });

  it('drops invalid stored entries and survives unreadable storage', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        { product: oud, quantity: 1 },
        { product: oud, quantity: 'two' },
        { quantity: 1 },
      ]),
    );
    expect(createCartStore(window.localStorage).getState().items).toHaveLength(1);
    window.localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(createCartStore(window.localStorage).getState().items).toEqual([]);
  });

  it('clears to an empty cart with total 0', () => {
    const store = createCartStore(window.localStorage);
    store.add(oud);
    store.clear();
    expect(store.getState()).toMatchObject({ items: [], total: 0 });
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('opens, closes and toggles, notifying subscribers', () => {
    const store = createCartStore(undefined);
    let calls = 0;
    store.subscribe(() => calls++);
    store.open();
    expect(store.getState().isOpen).toBe(true);
    store.toggle();
    expect(store.getState().isOpen).toBe(false);
    store.toggle();
    store.close();
    expect(store.getState().isOpen).toBe(false);
    expect(calls).toBe(4);
  });

  it('load replaces the items with the valid entries only', () => {
    const store = createCartStore(undefined);
    store.add(oud);
    store.load([{ product: oud, quantity: 3 }, { product: oud }]);
    expect(store.getState().items).toEqual([{ product: oud, quantity: 3 }]);
  });
});
