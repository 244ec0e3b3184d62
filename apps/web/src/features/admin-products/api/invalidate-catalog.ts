import type { QueryClient } from '@tanstack/react-query';
import { categoryKeys, productKeys } from '../../../api/product-keys.ts';
import { adminProductKeys } from './admin-product-keys.ts';

/** After a product write: the admin's lists and the storefront's cached reads of this tab. */
export function invalidateCatalog(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  ]);
}
