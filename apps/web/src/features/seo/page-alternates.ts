import { LANGUAGES, type Language } from '@store/shared/locales';
import type { HeadTags } from './head-tags.ts';
import { absoluteUrl, type SeoContext } from './seo-context.ts';

/**
 * A page's `hreflang` alternates: its address in each language, and `x-default` (the default
 * language's) for visitors of any other language. `pathIn` gives the page's path in a language.
 */
export function pageAlternates(
  context: SeoContext,
  pathIn: (language: Language) => string,
): HeadTags['alternates'] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: absoluteUrl(context.origin, pathIn(language)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(context.origin, pathIn(context.defaultLanguage)) },
  ];
}
