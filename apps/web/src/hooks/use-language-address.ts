import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Language } from '@store/shared/locales';
import { pathInLanguage, type SlugsOf } from '@store/shared/page-addresses';
import type { Category, Product } from '@store/shared/schemas/catalog';
import { categoryKeys, productKeys } from '../api/product-keys.ts';

/** A product's or category's slugs from the query cache, where its page put it. */
function slugsInCache(queryClient: QueryClient): SlugsOf {
  return (kind, segment) => {
    if (kind === 'product') {
      const product = queryClient.getQueryData<Product>(productKeys.detail(segment));
      return product?.slugs ?? null;
    }
    const category = queryClient.getQueryData<Category>(categoryKeys.bySlug(segment));
    return category?.slugs ?? null;
  };
}

/**
 * The address of the page shown, in another language (decision 027): the same page, query and
 * hash; a product or category under its slug in that language. Null outside the storefront (the
 * admin area, sign-in), whose addresses have no language.
 */
export function useLanguageAddress(): (language: Language) => string | null {
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (language) => pathInLanguage(language, location, slugsInCache(queryClient)),
    [location, queryClient],
  );
}
