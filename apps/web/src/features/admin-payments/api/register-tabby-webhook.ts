import { useMutation } from '@tanstack/react-query';
import type { WebhookRegistration } from '@store/shared/schemas/payment-providers';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/payments/providers/tabby/webhook: registers the store's webhook address with
 * Tabby for the saved key and merchant code (Tabby has no dashboard page for it). Once per address.
 */
export function registerTabbyWebhook(): Promise<WebhookRegistration> {
  return apiRequest<WebhookRegistration>('/admin/payments/providers/tabby/webhook', {
    method: 'POST',
    body: {},
  });
}

export function useRegisterTabbyWebhook() {
  return useMutation({ mutationFn: registerTabbyWebhook });
}
