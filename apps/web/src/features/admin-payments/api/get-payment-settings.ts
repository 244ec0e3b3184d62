import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/admin/payment-settings: never the client secret, only whether one is set. */
export function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return apiRequest<PaymentSettings>('/admin/payment-settings', { signal });
}

export function paymentSettingsQuery() {
  return queryOptions({
    queryKey: paymentKeys.settings(),
    queryFn: ({ signal }) => getPaymentSettings(signal),
  });
}

export function usePaymentSettings() {
  return useQuery(paymentSettingsQuery());
}
