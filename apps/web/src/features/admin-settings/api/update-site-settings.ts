import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AdminSiteSettings, SiteSettingsUpdate } from '@store/shared/schemas/settings';
import { siteSettingsKeys } from '../../../api/site-settings-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../stores/toast-store.ts';
import { errorDetail } from '../../../lib/admin/site-form-validation.ts';
import { settingsAdminKeys } from './settings-keys.ts';

/** PUT /api/site-settings: the groups given, each replaced whole; answers every group. */
export function updateSiteSettings(update: SiteSettingsUpdate): Promise<AdminSiteSettings> {
  return apiRequest<AdminSiteSettings>('/site-settings', { method: 'PUT', body: update });
}

/**
 * Saves one group. On success the screen takes the answer and this tab's storefront copy of the
 * public settings is dropped; on failure a toast says why and the form keeps what was typed.
 */
export function useUpdateSiteSettings() {
  const { t } = useTranslation('adminSite');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsAdminKeys.detail(), settings);
      toast.success(t('settings.saved'));
      await queryClient.invalidateQueries({ queryKey: siteSettingsKeys.all });
    },
    onError: (error) => {
      toast.error(t('settings.saveFailed'), errorDetail(error));
    },
  });
}
