import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnSettings, ReturnSettingsInput } from '@store/shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminReturnKeys } from './return-keys.ts';

/** GET /api/admin/returns/settings: the window, the rule for opened bottles, the policy text. */
export function useReturnSettings() {
  return useQuery({
    queryKey: adminReturnKeys.settings(),
    queryFn: ({ signal }) => apiRequest<ReturnSettings>('/admin/returns/settings', { signal }),
  });
}

export function useSaveReturnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnSettingsInput) =>
      apiRequest<ReturnSettings>('/admin/returns/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(adminReturnKeys.settings(), saved),
  });
}
