import type { Wishlist, WishlistChange } from '@store/shared/schemas/accounts';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { apiRequest } from '../lib/api-client.ts';
import { ApiError } from '../lib/api-error.ts';

/*
 * The wishlist: a list of product ids on this device (spec section 2: local), and, once the
 * shopper signs in, the account's too (issue 22, decision 038). At sign-in the device's whole
 * list is sent and the union comes back; while signed in each toggle is sent and the account's
 * list is kept here. Signed out, it is this device's list again, with nothing removed.
 */
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function wishlistIds(): string[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STORAGE_KEYS.wishlist) ?? null;
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

function keep(ids: readonly string[]) {
  try {
    storage()?.setItem(STORAGE_KEYS.wishlist, JSON.stringify(ids));
  } catch {
    // storage blocked: nothing to keep
  }
  listeners.forEach((listener) => listener());
}

export function subscribeWishlist(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function synced(): boolean {
  try {
    return storage()?.getItem(STORAGE_KEYS.wishlistSynced) === '1';
  } catch {
    return false;
  }
}

function setSynced(on: boolean) {
  try {
    if (on) storage()?.setItem(STORAGE_KEYS.wishlistSynced, '1');
    else storage()?.removeItem(STORAGE_KEYS.wishlistSynced);
  } catch {
    // storage blocked: this device simply does not follow the account
  }
}

/** Sends a change with the shopper's cookie; the account's list is kept. A 401 ends the syncing. */
async function sendChange(change: WishlistChange): Promise<boolean> {
  try {
    const answer = await apiRequest<Wishlist>('/account/wishlist', {
      method: 'POST',
      body: change,
      session: { token: null },
    });
    keep(answer.productIds);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setSynced(false);
    // Otherwise the device keeps its list; the next sign-in merges it.
    return false;
  }
}

/** At sign-in: this device's list joins the account's, and the union is kept here. */
export async function mergeWishlistAtSignIn(): Promise<void> {
  if (await sendChange({ add: wishlistIds() })) setSynced(true);
}

/** At sign-out: the device keeps the list it has and stops following the account. */
export function stopWishlistSync() {
  setSynced(false);
}

let refreshed = false;
/** Once a page load, when signed in: the account's list (another device may have changed it). */
export function refreshWishlist() {
  if (refreshed || !synced()) return;
  refreshed = true;
  // An empty change: the answer is the account's list, removals made elsewhere included.
  void sendChange({});
}

/** Saves or removes a product here, and on the account while signed in; whether it is saved now. */
export function toggleWishlist(productId: string): boolean {
  const current = wishlistIds();
  const saved = !current.includes(productId);
  keep(saved ? [...current, productId] : current.filter((id) => id !== productId));
  if (synced()) void sendChange(saved ? { add: [productId] } : { remove: [productId] });
  return saved;
}
