import type { QueryClient } from '@tanstack/react-query';
import { categoryKeys, productKeys } from '../../../api/product-keys.ts';
import { adminCategoryKeys } from './admin-category-keys.ts';

/**
 * After a category write: this screen's lists, the storefront's cached reads in this tab, and the
 * admin product screens' category choices (their keys start with ['admin', 'products']).
 */
export function invalidateCategories(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);
}
