import type { Language } from '@store/shared/locales';
import type { ProductListQueryInput } from '@store/shared/schemas/catalog';

/** Twelve fills two, three and four columns evenly. */
export const CATEGORY_PAGE_SIZE = 12;

export const STOCK_FILTERS = ['all', 'in', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The spec's sort mapping: newest and price-high descending; oldest, price-low, name ascending. */
export const CATEGORY_SORTS = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { sortBy: 'createdAt', sortOrder: 'asc' },
  'price-low': { sortBy: 'price', sortOrder: 'asc' },
  'price-high': { sortBy: 'price', sortOrder: 'desc' },
  name: { sortBy: 'name', sortOrder: 'asc' },
} as const;
export type CategorySort = keyof typeof CATEGORY_SORTS;

export interface CategoryFilters {
  stock: StockFilter;
  sort: CategorySort;
  page: number;
}

function isSort(value: string | null): value is CategorySort {
  return value !== null && Object.hasOwn(CATEGORY_SORTS, value);
}

export function parseCategoryFilters(params: URLSearchParams): CategoryFilters {
  const stock = params.get('stock');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    stock: stock === 'in' || stock === 'out' ? stock : 'all',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function serializeCategoryFilters(filters: CategoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.stock !== 'all') params.set('stock', filters.stock);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query; names sort in the page's language. */
export function toCategoryProductQuery(
  filters: CategoryFilters,
  language: Language,
): ProductListQueryInput {
  const query: ProductListQueryInput = {
    ...CATEGORY_SORTS[filters.sort],
    page: String(filters.page),
    limit: String(CATEGORY_PAGE_SIZE),
    lang: language,
  };
  if (filters.stock !== 'all') query.inStock = filters.stock === 'in' ? 'true' : 'false';
  return query;
}
