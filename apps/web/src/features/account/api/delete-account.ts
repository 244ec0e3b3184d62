import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-keys.ts';
import { shopperRequest } from './shopper-request.ts';

/**
 * DELETE /api/account: erases the account (PDPL). Refused with 409 while an order is still to be
 * delivered, in the page's language. The cookie is cleared; nothing of the account stays cached.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shopperRequest<{ ordersErased: number }>('/account', { method: 'DELETE' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: accountKeys.all }),
  });
}
