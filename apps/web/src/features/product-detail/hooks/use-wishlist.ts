import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  refreshWishlist,
  subscribeWishlist,
  toggleWishlist,
  wishlistIds,
} from '../../../stores/wishlist.ts';

/** Whether the product is on the wishlist (this device's, and the account's when signed in). */
export function useWishlist(productId: string): { saved: boolean; toggle: () => boolean } {
  const ids = useSyncExternalStore(subscribeWishlist, wishlistIds, () => []);
  useEffect(refreshWishlist, []);
  const toggle = useCallback(() => toggleWishlist(productId), [productId]);
  return { saved: ids.includes(productId), toggle };
}
