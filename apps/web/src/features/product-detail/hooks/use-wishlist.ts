import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../config/storage-keys.ts';

// The wishlist is kept on this device only (spec section 2: "wishlist toggle (local only)").
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

function readIds(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.wishlist);
  } catch {
    return cached.ids;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    ids = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    ids = [];
  }
  cached = { raw, ids };
  return ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useWishlist(productId: string): { saved: boolean; toggle: () => boolean } {
  const ids = useSyncExternalStore(subscribe, readIds, () => []);
  const saved = ids.includes(productId);
  const toggle = useCallback(() => {
    const current = readIds();
    const next = current.includes(productId)
      ? current.filter((id) => id !== productId)
      : [...current, productId];
    try {
      window.localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify(next));
    } catch {
      // storage blocked: nothing to keep
    }
    listeners.forEach((listener) => listener());
    return next.includes(productId);
  }, [productId]);
  return { saved, toggle };
}
