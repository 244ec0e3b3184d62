import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopperSessionAnswer } from '@store/shared/schemas/accounts';
import { accountKeys } from './account-keys.ts';
import { shopperRequest } from './shopper-request.ts';

/** GET /api/account/me: the signed-in shopper, or a 401 (not signed in, session ended). */
export function getMyAccount(signal?: AbortSignal): Promise<ShopperSessionAnswer> {
  return shopperRequest<ShopperSessionAnswer>('/account/me', { signal });
}

export function myAccountQuery() {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getMyAccount(signal),
    retry: false,
    // Asked again on every visit: a session may have ended elsewhere.
    staleTime: 0,
    // Personal data: not kept once the page is left.
    gcTime: 0,
  });
}

export function useMyAccount() {
  return useQuery(myAccountQuery());
}
