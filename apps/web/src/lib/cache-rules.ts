import { APP_VERSION, CACHE_MAX_AGE_MS } from '@store/shared/constants';
import { STORAGE_KEYS } from '../config/storage-keys.ts';

/** What a shopper chose or collected: kept across app versions and cache expiry. */
const KEPT_KEYS: readonly string[] = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.wishlist,
  STORAGE_KEYS.wishlistSynced,
];

function clearExcept(storage: Storage, kept: readonly string[]) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !kept.includes(key)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

export interface CacheRulesResult {
  versionChanged: boolean;
  expired: boolean;
}

/**
 * The cache rules of spec section 4, run once at start (never mid-session): a stored app version
 * other than the current one clears local and session storage; a cache older than 12 hours clears
 * session storage. The language, the cart and the wishlist survive both: the cart is validated on
 * load anyway, and losing a shopper's choices to a deploy would be a bug, not a cache rule.
 */
export function applyCacheRules(
  local: Storage,
  session: Storage,
  now: number = Date.now(),
): CacheRulesResult {
  const versionChanged = local.getItem(STORAGE_KEYS.appVersion) !== APP_VERSION;
  if (versionChanged) {
    clearExcept(local, KEPT_KEYS);
    session.clear();
    local.setItem(STORAGE_KEYS.appVersion, APP_VERSION);
  }

  const stamp = Number(local.getItem(STORAGE_KEYS.cacheTimestamp));
  const expired = !versionChanged && (!Number.isFinite(stamp) || now - stamp > CACHE_MAX_AGE_MS);
  if (expired) session.clear();
  if (versionChanged || expired) local.setItem(STORAGE_KEYS.cacheTimestamp, String(now));
  return { versionChanged, expired };
}
