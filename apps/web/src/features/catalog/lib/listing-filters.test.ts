import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseListingFilters,
  serializeListingFilters,
  toProductQuery,
} from './listing-filters.ts';
import { PRICE_RANGES } from './price-ranges.ts';

describe('listing filters in the URL', () => {
  it('reads the filters, falling back to defaults for unknown values', () => {
    expect(parseListingFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(
      parseListingFilters(
        new URLSearchParams('category=floral&price=100-150&search=rose&page=3&view=list'),
      ),
    ).toEqual({ category: 'floral', price: '100-150', search: 'rose', page: 3, view: 'list' });
    expect(
      parseListingFilters(new URLSearchParams('category=perfume&price=cheap&page=-2')),
    ).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults', () => {
    expect(serializeListingFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(
      serializeListingFilters({
        ...DEFAULT_FILTERS,
        category: 'woody',
        price: '200-plus',
        page: 2,
      }).toString(),
    ).toBe('category=woody&price=200-plus&page=2');
  });

  it('has the five price ranges of the spec', () => {
    expect(PRICE_RANGES.map((r) => r.key)).toEqual([
      'all',
      'under-100',
      '100-150',
      '150-200',
      '200-plus',
    ]);
  });

  it('builds the API query: family, price bounds, search in the page language', () => {
    expect(
      toProductQuery({ ...DEFAULT_FILTERS, category: 'floral', price: '100-150' }, 'en'),
    ).toEqual({
      category: 'floral',
      minPrice: '100.00',
      maxPrice: '149.99',
      page: '1',
      limit: '12',
    });
    expect(
      toProductQuery({ ...DEFAULT_FILTERS, price: 'under-100', search: ' عود ' }, 'ar'),
    ).toMatchObject({
      maxPrice: '99.99',
      search: 'عود',
      lang: 'ar',
    });
    expect(toProductQuery({ ...DEFAULT_FILTERS, price: '200-plus' }, 'en')).toMatchObject({
      minPrice: '200.00',
    });
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, view: 'list', page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'oud' })).toBe(true);
  });
});
