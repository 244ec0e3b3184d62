import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { toast } from '../stores/toast-store.ts';

/** Spec section 8: a failed read also shows a toast titled Error ("Failed to fetch products", "... categories"). */
export function useErrorToast(failed: boolean, message: string): void {
  const { t } = useTranslation('adminCatalog');
  useEffect(() => {
    if (failed) toast.error(t('toasts.errorTitle'), message);
  }, [failed, message, t]);
}
