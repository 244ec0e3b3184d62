import { SCENT_FAMILIES, type ScentFamily } from '@store/shared/constants';
import {
  ADMIN_PRODUCT_SORT_FIELDS,
  STOCK_STATES,
  type AdminProductListQueryInput,
  type AdminProductSortField,
  type StockState,
} from '@store/shared/schemas/catalog-admin';
import type { Language } from '@store/shared/locales';

/** The product table's state, as kept in the URL query (shareable, survives a reload). */
export interface ProductFilters {
  search: string;
  family: ScentFamily | '';
  categoryId: string;
  stock: StockState | '';
  sortBy: AdminProductSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = {
  search: '',
  family: '',
  categoryId: '',
  stock: '',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
};

export const PRODUCTS_PAGE_SIZE = 20;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** Reads the filters from a URL query; anything unknown falls back to the default. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  const sortBy = oneOf(params.get('sort'), ADMIN_PRODUCT_SORT_FIELDS) ?? 'createdAt';
  const sortOrder =
    oneOf(params.get('order'), ['asc', 'desc'] as const) ??
    (sortBy === 'createdAt' ? 'desc' : 'asc');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    family: oneOf(params.get('family'), SCENT_FAMILIES) ?? '',
    categoryId: /^[0-9a-f-]{36}$/i.test(params.get('category') ?? '')
      ? params.get('category')!
      : '',
    stock: oneOf(params.get('stock'), STOCK_STATES) ?? '',
    sortBy,
    sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of the filters, leaving out defaults so URLs stay short. */
export function serializeProductFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.family) params.set('family', filters.family);
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.stock) params.set('stock', filters.stock);
  const defaultOrder = filters.sortBy === 'createdAt' ? 'desc' : 'asc';
  if (filters.sortBy !== 'createdAt' || filters.sortOrder !== defaultOrder) {
    params.set('sort', filters.sortBy);
    params.set('order', filters.sortOrder);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query of the filters. */
export function toListQuery(
  filters: ProductFilters,
  language: Language,
): AdminProductListQueryInput {
  return {
    search: filters.search || undefined,
    family: filters.family || undefined,
    categoryId: filters.categoryId || undefined,
    stock: filters.stock || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    lang: language,
    page: String(filters.page),
    limit: String(PRODUCTS_PAGE_SIZE),
  };
}

/** What a product's stock looks like on the table, by the same rules as the server's filter. */
export function stockStateOf(
  product: { stock: number; inStock: boolean },
  lowStockThreshold: number,
): StockState {
  if (!product.inStock) return 'out';
  if (product.stock > 0 && product.stock <= lowStockThreshold) return 'low';
  return 'in';
}
