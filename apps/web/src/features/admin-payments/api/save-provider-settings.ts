import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MoyasarSettingsUpdate,
  PaymentMethodRulesUpdate,
  PaymentProviders,
  TabbySettingsUpdate,
} from '@store/shared/schemas/payment-providers';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

interface Updates {
  moyasar: MoyasarSettingsUpdate;
  tabby: TabbySettingsUpdate;
  methods: PaymentMethodRulesUpdate;
}

/**
 * PUT /api/admin/payments/providers/{moyasar|tabby|methods}: each section saves on its own, and
 * the answer is all of them as now in force. Secrets go out only when the admin typed new ones.
 */
export function saveProviderSettings<S extends keyof Updates>(
  section: S,
  update: Updates[S],
): Promise<PaymentProviders> {
  return apiRequest<PaymentProviders>(`/admin/payments/providers/${section}`, {
    method: 'PUT',
    body: update,
  });
}

export function useSaveProviderSettings<S extends keyof Updates>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: Updates[S]) => saveProviderSettings(section, update),
    onSuccess: (providers) => {
      queryClient.setQueryData(paymentKeys.providers(), providers);
    },
  });
}
