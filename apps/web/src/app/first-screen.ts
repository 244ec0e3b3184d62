import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@store/shared/locales';
import { homepageQuery } from '../api/get-homepage.ts';
import { siteSettingsQuery } from '../api/get-site-settings.ts';
import { translationsQuery } from '../api/get-translations.ts';
import { routePatterns } from '../config/paths.ts';
import { hasEarlyResponses } from '../lib/early-responses.ts';
import { productsQuery } from '../features/catalog/api/get-products.ts';
import { DEFAULT_FILTERS, toProductQuery } from '../features/catalog/lib/listing-filters.ts';
import { productQuery } from '../features/product-detail/api/get-product.ts';

/** The product id of a detail page's address, decoded as the router gives it to the page. */
function productId(pathname: string): string | null {
  const id = matchPath(routePatterns.product, pathname)?.params.id;
  try {
    return id ? decodeURIComponent(id) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers public/page-boot.js asked for into the query cache before the first render, so
 * that render is the page itself; otherwise it would be a spinner, then the page, then the page
 * again for each later answer (the administrator's texts, the site settings), which on a phone's
 * CPU costs more than the wait. Only when page-boot.js asked (a storefront page it knows, nobody
 * signed in): the answers are then already on their way, or here. The same pages as page-boot.js.
 * The server's render (src/entry-server.tsx) fills its query cache the same way, from its answers.
 */
export async function prefetchFirstScreen(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  language: Language,
): Promise<void> {
  if (!hasEarlyResponses()) return;
  const prefetches = [
    queryClient.prefetchQuery(homepageQuery),
    queryClient.prefetchQuery(translationsQuery(language)),
    queryClient.prefetchQuery(siteSettingsQuery),
  ];
  const { pathname, search } = location;
  const isListing = pathname === routePatterns.products || pathname === routePatterns.collections;
  if (isListing && !search) {
    prefetches.push(
      queryClient.prefetchQuery(productsQuery(toProductQuery(DEFAULT_FILTERS, language))),
    );
  }
  const id = productId(pathname);
  if (id) prefetches.push(queryClient.prefetchQuery(productQuery(id)));
  await Promise.all(prefetches);
}
