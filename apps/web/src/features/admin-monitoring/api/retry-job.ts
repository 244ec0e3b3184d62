import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@store/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client.ts';
import { jobKeys } from './get-jobs.ts';

/** POST /api/admin/jobs/{id}/retry: a failed or dead job runs again now, its attempts reset. */
export function retryJob(id: string): Promise<Job> {
  return apiRequest<Job>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // Refused (409) too: the job changed under us, so the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
