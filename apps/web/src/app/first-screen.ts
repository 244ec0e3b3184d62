import type { QueryClient } from '@tanstack/react-query';
import { homepageQuery } from '../api/get-homepage.ts';
import { paymentMethodsQuery } from '../api/get-payment-methods.ts';
import { returnPolicyQuery } from '../api/get-return-policy.ts';
import { shippingOptionsQuery } from '../api/get-shipping-options.ts';
import { offersQuery } from '../api/get-offers.ts';
import { siteSettingsQuery } from '../api/get-site-settings.ts';
import { translationsQuery } from '../api/get-translations.ts';
import { hasEarlyResponses } from '../lib/early-responses.ts';
import { productsQuery } from '../features/catalog/api/get-products.ts';
import { marketingTagsQuery } from '../features/consent/api/get-marketing-tags.ts';
import { categoryBySlugQuery } from '../features/category/api/get-category-by-slug.ts';
import { productQuery } from '../features/product-detail/api/get-product.ts';
import { productReviewsQuery } from '../features/product-detail/api/get-product-reviews.ts';
import type { FirstScreenRequest } from './first-screen-requests.ts';
import { firstScreenOf } from './route-table.ts';

/** Each kind of first-screen request as the query the page reads, which asks the same URL. */
function prefetch(queryClient: QueryClient, request: FirstScreenRequest): Promise<void> {
  switch (request.kind) {
    case 'homepage':
      return queryClient.prefetchQuery(homepageQuery);
    case 'translations':
      return queryClient.prefetchQuery(translationsQuery(request.language));
    case 'siteSettings':
      return queryClient.prefetchQuery(siteSettingsQuery);
    case 'marketingTags':
      return queryClient.prefetchQuery(marketingTagsQuery);
    case 'products':
      return queryClient.prefetchQuery(productsQuery(request.query));
    case 'product':
      return queryClient.prefetchQuery(productQuery(request.id));
    case 'productReviews':
      return queryClient.prefetchQuery(
        productReviewsQuery(request.id, { sort: 'newest', page: 1 }),
      );
    case 'categoryBySlug':
      return queryClient.prefetchQuery(categoryBySlugQuery(request.slug));
    case 'paymentMethods':
      return queryClient.prefetchQuery(paymentMethodsQuery);
    case 'shippingOptions':
      return queryClient.prefetchQuery(shippingOptionsQuery);
    case 'returnPolicy':
      return queryClient.prefetchQuery(returnPolicyQuery);
    case 'offers':
      return queryClient.prefetchQuery(offersQuery);
    default:
      return request satisfies never;
  }
}

/**
 * Puts the answers page-boot.js asked for into the query cache before the first render, so
 * that render is the page itself; otherwise it would be a spinner, then the page, then the page
 * again for each later answer (the administrator's texts, the site settings), which on a phone's
 * CPU costs more than the wait. Only when page-boot.js asked (a storefront page it knows, nobody
 * signed in): the answers are then already on their way, or here. The same requests as
 * page-boot.js, from the same route table (route-table.ts).
 * The server's render (src/entry-server.tsx) fills its query cache the same way, from its answers.
 */
export async function prefetchFirstScreen(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): Promise<void> {
  if (!hasEarlyResponses()) return;
  const plan = firstScreenOf(location.pathname, location.search);
  await Promise.all((plan?.requests ?? []).map((request) => prefetch(queryClient, request)));
}
