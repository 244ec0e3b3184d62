import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingZone, ShippingZoneInput } from '@store/shared/schemas/shipping';
import { apiRequest } from '../../../lib/api-client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** POST /api/admin/shipping/zones (no id) or PUT /api/admin/shipping/zones/{id}: the whole zone. */
export function saveZone(id: string | undefined, input: ShippingZoneInput): Promise<ShippingZone> {
  return apiRequest<ShippingZone>(
    id ? `/admin/shipping/zones/${encodeURIComponent(id)}` : '/admin/shipping/zones',
    { method: id ? 'PUT' : 'POST', body: input },
  );
}

export function useSaveZone(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShippingZoneInput) => saveZone(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
  });
}
