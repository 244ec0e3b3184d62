import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyPolicy, PrivacyPolicyInput } from '@store/shared/schemas/privacy';
import { apiRequest } from '../lib/api-client.ts';

const privacyPolicyKey = ['privacy', 'policy'] as const;

/** GET /api/privacy-policy: the version in force, both languages, the retention period. */
export function usePrivacyPolicy() {
  return useQuery({
    queryKey: privacyPolicyKey,
    queryFn: ({ signal }) => apiRequest<PrivacyPolicy>('/privacy-policy', { signal }),
    staleTime: 60_000,
  });
}

/** PUT /api/admin/privacy-policy: publishes the next version. */
export function usePublishPrivacyPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacyPolicyInput) =>
      apiRequest<PrivacyPolicy>('/admin/privacy-policy', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(privacyPolicyKey, saved),
  });
}
