import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { consentStore, openPreferences } from '../lib/consent-store.ts';

const unknown = () => null;

/** The footer's "Cookie preferences": reopens the choice; shown only while tags are in force. */
export function CookiePreferencesLink({ className }: { className?: string }) {
  const { t } = useTranslation('consent');
  const version = useSyncExternalStore(
    consentStore.subscribe,
    () => consentStore.getState().tagsVersion,
    unknown,
  );
  if (version === null) return null;
  return (
    <button
      type="button"
      onClick={openPreferences}
      className={className}
      data-testid="cookie-preferences-link"
    >
      {t('footerLink')}
    </button>
  );
}
