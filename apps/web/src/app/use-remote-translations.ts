import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { TRANSLATION_SECTIONS } from '@store/shared/constants';
import { translationsQuery } from '../api/get-translations.ts';
import { toPlainTranslations } from '../lib/i18n/translation-tree.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';

/**
 * Merges the administrator's texts (GET /content/translations) over the bundled ones for the
 * current language. On failure the bundled texts simply stay (spec section 8).
 */
export function useRemoteTranslations(): void {
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const { data } = useQuery(translationsQuery(language));

  useEffect(() => {
    const sections = data?.[language];
    if (!sections) return;
    for (const section of TRANSLATION_SECTIONS) {
      const tree = sections[section];
      if (tree) i18n.addTexts(language, section, toPlainTranslations(tree), { overwrite: true });
    }
  }, [data, language, i18n]);
}
