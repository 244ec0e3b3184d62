import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { jobKeys } from './get-jobs.ts';

/** DELETE /api/admin/jobs/{id}: a queued, failed or dead job is dropped without running. */
export function discardJob(id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(`/admin/jobs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDiscardJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
