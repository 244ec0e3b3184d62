import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingAdminView, ShippingZone } from '@store/shared/schemas/shipping';
import { apiRequest } from '../../../lib/api-client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** PUT /api/admin/shipping/zones/order: every zone's id, in the order zones are matched. */
export function reorderZones(ids: string[]): Promise<ShippingAdminView> {
  return apiRequest<ShippingAdminView>('/admin/shipping/zones/order', {
    method: 'PUT',
    body: { ids },
  });
}

/** Shows the new order at once; puts the old one back if the server refuses. */
export function useReorderZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: ShippingZone[]) => reorderZones(ordered.map((zone) => zone.id)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: shippingKeys.view() });
      const previous = queryClient.getQueryData<ShippingAdminView>(shippingKeys.view());
      if (previous) queryClient.setQueryData(shippingKeys.view(), { ...previous, zones: ordered });
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(shippingKeys.view(), context.previous);
    },
    onSuccess: (view) => queryClient.setQueryData(shippingKeys.view(), view),
  });
}
