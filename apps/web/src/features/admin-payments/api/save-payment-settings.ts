import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettings, PaymentSettingsUpdate } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** PUT /api/admin/payment-settings. The secret goes out only when the admin typed a new one. */
export function savePaymentSettings(input: PaymentSettingsUpdate): Promise<PaymentSettings> {
  return apiRequest<PaymentSettings>('/admin/payment-settings', { method: 'PUT', body: input });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentKeys.settings(), settings);
    },
  });
}
