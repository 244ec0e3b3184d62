import { SCENT_FAMILIES, type ScentFamily } from '@store/shared/constants';
import type { Language } from '@store/shared/locales';
import type { ProductListQueryInput } from '@store/shared/schemas/catalog';
import { priceRangeOf } from './price-ranges.ts';

/** Twelve fills two, three and four columns evenly. */
export const LISTING_PAGE_SIZE = 12;

export type ListingView = 'grid' | 'list';

/** The listing's state, as it lives in the URL query (so links and back/forward restore it). */
export interface ListingFilters {
  category: ScentFamily | 'all';
  price: string;
  search: string;
  page: number;
  view: ListingView;
}

export const DEFAULT_FILTERS: ListingFilters = {
  category: 'all',
  price: 'all',
  search: '',
  page: 1,
  view: 'grid',
};

function isFamily(value: string | null): value is ScentFamily {
  return (SCENT_FAMILIES as readonly string[]).includes(value ?? '');
}

/** Reads the filters from the URL query; unknown values fall back to their defaults. */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    category: isFamily(category) ? category : 'all',
    price: priceRangeOf(params.get('price')).key,
    search: (params.get('search') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes the filters to a URL query, leaving defaults out so URLs stay short and canonical. */
export function serializeListingFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.price !== 'all') params.set('price', filters.price);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view !== 'grid') params.set('view', filters.view);
  return params;
}

/** The API query for the filters; the search looks in the page's language (spec section 2). */
export function toProductQuery(filters: ListingFilters, language: Language): ProductListQueryInput {
  const range = priceRangeOf(filters.price);
  const query: ProductListQueryInput = {
    page: String(filters.page),
    limit: String(LISTING_PAGE_SIZE),
  };
  if (filters.category !== 'all') query.category = filters.category;
  if (range.min !== undefined) query.minPrice = range.min.toFixed(2);
  if (range.max !== undefined) query.maxPrice = range.max.toFixed(2);
  const search = filters.search.trim();
  if (search) {
    query.search = search;
    query.lang = language;
  }
  return query;
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return filters.category !== 'all' || filters.price !== 'all' || filters.search.trim() !== '';
}
