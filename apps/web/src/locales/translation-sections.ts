import { TRANSLATION_SECTIONS, type TranslationSection } from '@store/shared/constants';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import type { Language } from '@store/shared/locales';
import { toPlainTranslations, type PlainTranslations } from '../lib/i18n/translation-tree.ts';

/**
 * The six sections an administrator edits (nav, hero, about, collections, contact, footer), taken
 * from the shared defaults the server seeds, so the bundled texts and the API's keys never drift.
 */
export function translationSections(
  language: Language,
): Record<TranslationSection, PlainTranslations> {
  return Object.fromEntries(
    TRANSLATION_SECTIONS.map((section) => [
      section,
      toPlainTranslations(DEFAULT_TRANSLATIONS[section][language]),
    ]),
  ) as Record<TranslationSection, PlainTranslations>;
}
