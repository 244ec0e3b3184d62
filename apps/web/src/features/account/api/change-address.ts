import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressInput } from '@store/shared/schemas/accounts';
import { accountKeys } from './account-keys.ts';
import { recheckSessionOn } from './session-ended.ts';
import { shopperRequest } from './shopper-request.ts';

/** What the address list can ask: save a new or changed address, make one the default, delete one. */
export type AddressChange =
  | { kind: 'save'; id: string | null; address: SavedAddressInput }
  | { kind: 'default'; id: string }
  | { kind: 'delete'; id: string };

/**
 * POST /api/account/addresses, PUT /api/account/addresses/{id},
 * POST /api/account/addresses/{id}/default and DELETE /api/account/addresses/{id}.
 */
export function changeAddress(change: AddressChange): Promise<SavedAddress | { id: string }> {
  const at = (id: string) => `/account/addresses/${encodeURIComponent(id)}`;
  if (change.kind === 'delete') return shopperRequest(at(change.id), { method: 'DELETE' });
  if (change.kind === 'default')
    return shopperRequest(`${at(change.id)}/default`, { method: 'POST' });
  return shopperRequest(change.id ? at(change.id) : '/account/addresses', {
    method: change.id ? 'PUT' : 'POST',
    body: change.address,
  });
}

export function useChangeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAddress,
    onError: recheckSessionOn(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses() }),
  });
}
