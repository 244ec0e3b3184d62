import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingAdminView, ShippingOptions } from '@store/shared/schemas/shipping';
import { apiRequest } from '../../../lib/api-client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** PUT /api/admin/shipping/options. */
export function saveShippingOptions(options: ShippingOptions): Promise<ShippingOptions> {
  return apiRequest<ShippingOptions>('/admin/shipping/options', { method: 'PUT', body: options });
}

export function useSaveShippingOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingOptions,
    onSuccess: (options) =>
      queryClient.setQueryData<ShippingAdminView>(shippingKeys.view(), (view) =>
        view ? { ...view, options } : view,
      ),
  });
}
