import { LANGUAGES } from '@store/shared/locales';
import { adminAreaTexts } from '../../locales/admin-area.ts';
import type { I18n } from './translator.ts';
import { useTranslation } from './use-translation.ts';

/**
 * Adds the admin area's texts to the translator, both languages at once so switching is instant.
 * Silent: it runs during render, and a notification would make other components update mid-render.
 */
export function registerAdminAreaTexts(i18n: I18n): void {
  for (const language of LANGUAGES) {
    for (const [namespace, texts] of Object.entries(adminAreaTexts[language])) {
      if (!i18n.hasTexts(language, namespace)) {
        i18n.addTexts(language, namespace, texts, { overwrite: false, silent: true });
      }
    }
  }
}

/** Makes the admin area's texts available before the calling component renders any of them. */
export function useAdminAreaTexts(): void {
  const { i18n } = useTranslation();
  registerAdminAreaTexts(i18n);
}
