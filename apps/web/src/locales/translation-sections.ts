import { TRANSLATION_SECTIONS, type TranslationSection } from '@store/shared/constants';
import type { TranslationTree } from '@store/shared/schemas/content';
import { toPlainTranslations, type PlainTranslations } from '../lib/i18n/translation-tree.ts';

/**
 * The six sections an administrator edits (nav, hero, about, collections, contact, footer), taken
 * from one language's shared defaults, the ones the server seeds (`DEFAULT_TEXTS_EN` or `_AR`), so
 * the bundled texts and the API's keys never drift.
 */
export function translationSections(
  defaults: Record<TranslationSection, TranslationTree>,
): Record<TranslationSection, PlainTranslations> {
  return Object.fromEntries(
    TRANSLATION_SECTIONS.map((section) => [section, toPlainTranslations(defaults[section])]),
  ) as Record<TranslationSection, PlainTranslations>;
}
