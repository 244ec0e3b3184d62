import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentProviders } from '@store/shared/schemas/payment-providers';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/admin/payments/providers: Moyasar, Tabby and the methods; secrets only as "set". */
export function getPaymentProviders(signal?: AbortSignal): Promise<PaymentProviders> {
  return apiRequest<PaymentProviders>('/admin/payments/providers', { signal });
}

export function paymentProvidersQuery() {
  return queryOptions({
    queryKey: paymentKeys.providers(),
    queryFn: ({ signal }) => getPaymentProviders(signal),
  });
}

export function usePaymentProviders() {
  return useQuery(paymentProvidersQuery());
}
