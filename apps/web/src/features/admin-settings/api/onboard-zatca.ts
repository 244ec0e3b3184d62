import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZatcaOnboardInput, ZatcaStatus } from '@store/shared/schemas/zatca';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsAdminKeys } from './settings-keys.ts';

/**
 * POST /api/admin/zatca/onboard: the whole onboarding with one OTP. A failure answers 422
 * ZATCA_ONBOARDING_FAILED; the status then carries `lastError` (the step, ZATCA's messages).
 */
export function onboardZatca(input: ZatcaOnboardInput): Promise<ZatcaStatus> {
  return apiRequest<ZatcaStatus>('/admin/zatca/onboard', { method: 'POST', body: input });
}

export function useOnboardZatca() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardZatca,
    onSuccess: (status) => queryClient.setQueryData(settingsAdminKeys.zatca(), status),
    // After a failure the status holds its step and ZATCA's words.
    onError: () => queryClient.invalidateQueries({ queryKey: settingsAdminKeys.zatca() }),
  });
}
