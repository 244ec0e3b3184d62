import { localizedPath } from '@store/shared/page-addresses';
import { absoluteUrl, type SeoContext } from '../seo-context.ts';
import type { WebSiteLd, WithContext } from './json-ld-types.ts';

/** The listing's search parameter (features/catalog's listing filters read `search`). */
export const SEARCH_PARAMETER = 'search';

/** The store as a WebSite whose search a search engine may offer (a sitelinks search box). */
export function websiteJsonLd(context: SeoContext): WithContext<WebSiteLd> {
  const listing = absoluteUrl(context.origin, localizedPath(context.language, '/products'));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: context.brand.name,
    url: absoluteUrl(context.origin, localizedPath(context.language, '/')),
    inLanguage: context.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${listing}?${SEARCH_PARAMETER}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
