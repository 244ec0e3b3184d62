import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** DELETE /api/admin/shipping/zones/{id}: the zone and its methods (204). */
export async function deleteZone(id: string): Promise<void> {
  await apiRequest<null>(`/admin/shipping/zones/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
  });
}
