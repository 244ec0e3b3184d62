import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { createExternalStore } from './external-store.ts';

/**
 * The discount code the shopper entered (issue 21), the same in the cart and at checkout, kept
 * for the visit and the next one until removed or used. Only the text: whether it applies, and
 * how much it saves, is asked of the server for the cart as it is.
 */
function readStored(): string {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.discountCode) ?? '';
    return raw.slice(0, 80);
  } catch {
    return '';
  }
}

const store = createExternalStore<string>(typeof localStorage === 'undefined' ? '' : readStored());

export const discountCodeStore = {
  ...store,
  apply(code: string) {
    const text = code.trim().slice(0, 80);
    store.setState(text);
    try {
      if (text) localStorage.setItem(STORAGE_KEYS.discountCode, text);
      else localStorage.removeItem(STORAGE_KEYS.discountCode);
    } catch {
      // Private mode: remembered for this page only.
    }
  },
  remove() {
    discountCodeStore.apply('');
  },
};

const serverCode = () => '';

export function useDiscountCode(): string {
  return useSyncExternalStore(store.subscribe, store.getState, serverCode);
}
