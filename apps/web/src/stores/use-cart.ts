import { useSyncExternalStore } from 'react';
import { cartCount } from './cart-rules.ts';
import { cartStore, type CartState } from './cart-store.ts';

/**
 * What the server renders, knowing no visitor's cart: an empty one. While a server-rendered page
 * hydrates, React takes this too, then renders again with the stored cart: no mismatch.
 */
const SERVER_CART: CartState = { items: [], total: 0, isOpen: false };
const serverCart = () => SERVER_CART;

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getState, serverCart);
}

export function useCartCount(): number {
  return cartCount(useCart().items);
}
