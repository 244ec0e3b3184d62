import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { monitoringKeys } from './get-monitoring.ts';

export function endSession(id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(`/admin/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.all }),
  });
}
