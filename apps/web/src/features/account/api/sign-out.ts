import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stopWishlistSync } from '../../../stores/wishlist.ts';
import { accountKeys } from './account-keys.ts';
import { shopperRequest } from './shopper-request.ts';

/**
 * POST /api/account/sign-out (this device) or /api/account/sign-out-everywhere (every session of
 * the account). Either way the cookie is cleared and nothing of the account stays in the cache.
 */
export function signOut(everywhere: boolean): Promise<{ sessionsEnded: number }> {
  return shopperRequest(everywhere ? '/account/sign-out-everywhere' : '/account/sign-out', {
    method: 'POST',
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ everywhere }: { everywhere: boolean }) => signOut(everywhere),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      stopWishlistSync();
    },
  });
}
