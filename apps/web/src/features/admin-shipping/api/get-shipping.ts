import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingAdminView } from '@store/shared/schemas/shipping';
import { apiRequest } from '../../../lib/api-client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** GET /api/admin/shipping: every zone with its methods, in order, and the options. */
export function getShipping(signal?: AbortSignal): Promise<ShippingAdminView> {
  return apiRequest<ShippingAdminView>('/admin/shipping', { signal });
}

export function shippingQuery() {
  return queryOptions({
    queryKey: shippingKeys.view(),
    queryFn: ({ signal }) => getShipping(signal),
  });
}

export function useShipping() {
  return useQuery(shippingQuery());
}
