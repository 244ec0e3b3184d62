import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SCENT_FAMILIES, type ScentFamily } from '@store/shared/constants';
import {
  ADMIN_PRODUCT_SORT_FIELDS,
  STOCK_STATES,
  type AdminProductSortField,
  type StockState,
} from '@store/shared/schemas/catalog-admin';
import type { Category } from '@store/shared/schemas/catalog';
import { SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons/search-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { DEFAULT_PRODUCT_FILTERS, type ProductFilters } from '../lib/product-filters.ts';

const SEARCH_DELAY_MS = 300;

/** Search (both languages), family, category, stock state and sort of the product table. */
export function ProductFiltersBar({
  filters,
  categories,
  onChange,
}: {
  filters: ProductFilters;
  categories: Category[];
  onChange: (change: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['adminCatalog', 'catalog']);
  const { language } = useLanguage();
  const [search, setSearch] = useState(filters.search);

  // The URL changed elsewhere (back button, clear): the box follows.
  useEffect(
    () => setSearch((current) => (current.trim() === filters.search ? current : filters.search)),
    [filters.search],
  );

  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(
      () => onChange({ search: search.trim() }, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const filtered = filters.search || filters.family || filters.categoryId || filters.stock !== '';

  return (
    <div
      role="search"
      className="grid gap-3 border border-line bg-paper p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="relative sm:col-span-2 lg:col-span-1">
        <label htmlFor="products-search" className="sr-only">
          {t('filters.search')}
        </label>
        <SearchIcon
          size={16}
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted"
        />
        <TextInput
          id="products-search"
          type="search"
          className="ps-9"
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="products-search"
        />
      </div>
      <div>
        <label htmlFor="products-family" className="sr-only">
          {t('filters.family')}
        </label>
        <SelectInput
          id="products-family"
          value={filters.family}
          onChange={(event) => onChange({ family: event.target.value as ScentFamily | '' })}
          data-testid="products-family"
        >
          <option value="">{t('filters.allFamilies')}</option>
          {SCENT_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {t(`families.${family}`, { ns: 'catalog' })}
            </option>
          ))}
        </SelectInput>
      </div>
      <div>
        <label htmlFor="products-category" className="sr-only">
          {t('filters.category')}
        </label>
        <SelectInput
          id="products-category"
          value={filters.categoryId}
          onChange={(event) => onChange({ categoryId: event.target.value })}
          data-testid="products-category"
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name[language] || category.name.en}
            </option>
          ))}
        </SelectInput>
      </div>
      <div>
        <label htmlFor="products-stock" className="sr-only">
          {t('filters.stock')}
        </label>
        <SelectInput
          id="products-stock"
          value={filters.stock}
          onChange={(event) => onChange({ stock: event.target.value as StockState | '' })}
          data-testid="products-stock"
        >
          <option value="">{t('filters.allStock')}</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`stockStates.${state}`)}
            </option>
          ))}
        </SelectInput>
      </div>
      <div>
        <label htmlFor="products-sort" className="sr-only">
          {t('filters.sort')}
        </label>
        <SelectInput
          id="products-sort"
          value={`${filters.sortBy}:${filters.sortOrder}`}
          onChange={(event) => {
            const [sortBy, sortOrder] = event.target.value.split(':') as [
              AdminProductSortField,
              'asc' | 'desc',
            ];
            onChange({ sortBy, sortOrder });
          }}
          data-testid="products-sort"
        >
          {ADMIN_PRODUCT_SORT_FIELDS.flatMap((field) =>
            (['asc', 'desc'] as const).map((order) => (
              <option key={`${field}:${order}`} value={`${field}:${order}`}>
                {t(`sort.${field}.${order}`)}
              </option>
            )),
          )}
        </SelectInput>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="h-10"
        disabled={!filtered}
        onClick={() => {
          setSearch('');
          onChange({
            ...DEFAULT_PRODUCT_FILTERS,
            sortBy: filters.sortBy,
            sortOrder: filters.sortOrder,
          });
        }}
      >
        {t('filters.clear')}
      </Button>
    </div>
  );
}
