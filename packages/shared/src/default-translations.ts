import type { TranslationSection } from './constants.ts';
import { DEFAULT_TEXTS_AR } from './default-translations-ar.ts';
import { DEFAULT_TEXTS_EN } from './default-translations-en.ts';
import type { TranslationSectionContent } from './schemas/content.ts';

/**
 * The bundled texts of the six translated sections (spec section 3, "Translation content"),
 * in both languages with the same keys. Texts stored in the database override them key by key.
 * They agree with the demo home page content of the seed. Each language is a file of its own, so
 * the storefront's first load carries the English texts without the Arabic ones (and the Arabic
 * bundle the Arabic ones).
 */
const both = (section: TranslationSection): TranslationSectionContent => ({
  en: DEFAULT_TEXTS_EN[section],
  ar: DEFAULT_TEXTS_AR[section],
});

export const DEFAULT_TRANSLATIONS: Record<TranslationSection, TranslationSectionContent> = {
  nav: both('nav'),
  hero: both('hero'),
  about: both('about'),
  collections: both('collections'),
  contact: both('contact'),
  footer: both('footer'),
};
