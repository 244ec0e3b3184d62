import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { TRANSLATION_SECTIONS } from '@store/shared/constants';
import type { Language } from '@store/shared/locales';
import type { TranslationsResponse } from '@store/shared/schemas/content';
import { translationsQuery } from '../api/get-translations.ts';
import { toPlainTranslations } from '../lib/i18n/translation-tree.ts';
import type { I18n } from '../lib/i18n/translator.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';

// Answers already merged: merging one again would re-render every translated component for nothing.
const merged = new WeakSet<object>();

function mergeRemoteTranslations(i18n: I18n, language: Language, data: TranslationsResponse) {
  const sections = data[language];
  if (!sections || merged.has(sections)) return;
  merged.add(sections);
  for (const section of TRANSLATION_SECTIONS) {
    const tree = sections[section];
    if (tree) i18n.addTexts(language, section, toPlainTranslations(tree), { overwrite: true });
  }
}

/**
 * Before the first render, merges the administrator's texts that are already in the query cache
 * (see first-screen.ts), so the first render shows them instead of rendering the page twice.
 */
export function mergeCachedRemoteTranslations(
  i18n: I18n,
  queryClient: QueryClient,
  language: Language,
): void {
  const data = queryClient.getQueryData(translationsQuery(language).queryKey);
  if (data) mergeRemoteTranslations(i18n, language, data);
}

/**
 * Merges the administrator's texts (GET /content/translations) over the bundled ones for the
 * current language. On failure the bundled texts simply stay (spec section 8).
 */
export function useRemoteTranslations(): void {
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const { data } = useQuery(translationsQuery(language));

  useEffect(() => {
    if (data) mergeRemoteTranslations(i18n, language, data);
  }, [data, language, i18n]);
}
