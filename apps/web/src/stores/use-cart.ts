import { useSyncExternalStore } from 'react';
import { cartCount } from './cart-rules.ts';
import { cartStore, type CartState } from './cart-store.ts';

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getState, cartStore.getState);
}

export function useCartCount(): number {
  return cartCount(useCart().items);
}
