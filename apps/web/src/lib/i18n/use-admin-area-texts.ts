import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { adminAreaTexts } from '../../locales/admin-area.ts';

/**
 * Adds the admin area's texts to i18next, both languages at once so switching is instant. Silent:
 * it runs during render, and an "added" event would make other components update mid-render.
 */
export function registerAdminAreaTexts(i18n: I18n): void {
  for (const [language, bundles] of Object.entries(adminAreaTexts)) {
    for (const [namespace, texts] of Object.entries(bundles)) {
      if (!i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, texts, true, false, { silent: true });
      }
    }
  }
}

/** Makes the admin area's texts available before the calling component renders any of them. */
export function useAdminAreaTexts(): void {
  const { i18n } = useTranslation();
  registerAdminAreaTexts(i18n);
}
