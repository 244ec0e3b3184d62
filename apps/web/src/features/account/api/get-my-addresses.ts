import { useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@store/shared/schemas/accounts';
import { accountKeys } from './account-keys.ts';
import { shopperRequest } from './shopper-request.ts';

/** GET /api/account/addresses: the default first, then the newest. */
export function getMyAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return shopperRequest<SavedAddress[]>('/account/addresses', { signal });
}

export function useMyAddresses() {
  return useQuery({
    queryKey: accountKeys.addresses(),
    queryFn: ({ signal }) => getMyAddresses(signal),
    retry: false,
    staleTime: 0,
    // Personal data: not kept once the page is left.
    gcTime: 0,
  });
}
