import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicReturn, ReturnRequestInput } from '@store/shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client.ts';
import { returnKeys } from './return-keys.ts';

/** POST /api/returns: the shopper's request, checked by the server as the page checked it. */
export function requestReturn(request: ReturnRequestInput): Promise<PublicReturn> {
  return apiRequest<PublicReturn>('/returns', { method: 'POST', body: request });
}

export function useRequestReturn(orderNumber: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    // What is left to return and the list of requests change, whatever the answer was.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: returnKeys.order(orderNumber, email) }),
  });
}
