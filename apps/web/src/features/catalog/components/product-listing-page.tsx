import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons/chevron-down-icon.tsx';
import { FilterIcon } from '../../../components/ui/icons/filter-icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import {
  ListingEmpty,
  ListingError,
  ProductGridSkeleton,
  ProductPage,
} from '../../../components/product/product-grid.tsx';
import { ProductCount } from '../../../components/product/product-count.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { PageHead } from '../../seo/page-head.tsx';
import { useProducts } from '../api/get-products.ts';
import { useListingFilters } from '../hooks/use-listing-filters.ts';
import { hasActiveFilters, LISTING_PAGE_SIZE, toProductQuery } from '../lib/listing-filters.ts';
import { ListingFilterCard } from './listing-filter-card.tsx';
import { ListingSearch } from './listing-search.tsx';
import { ViewToggle } from './view-toggle.tsx';

/** /products and /collections (spec section 2): search, filters, grid or list, pages. */
export function ProductListingPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const { language } = useLanguage();
  const { filters, update, clear } = useListingFilters();
  const filtersActive = hasActiveFilters(filters);
  // Open by default when a link arrives with filters, so the shopper sees why the list is short.
  const [filtersOpen, setFiltersOpen] = useState(filtersActive);
  const filterCardId = useId();
  const products = useProducts(toProductQuery(filters, language));

  useEffect(() => {
    if (products.isError) toast.error(t('common:toast.error'), t('listing.loadError'));
  }, [products.isError, t]);

  return (
    <div className="mx-auto max-w-[90rem] px-5 py-14 sm:px-6 lg:px-10 lg:py-20">
      <PageHead page="listing" />
      <SectionHeading
        as="h1"
        eyebrow={t('listing.eyebrow')}
        title={t('listing.title')}
        lead={t('listing.subtitle')}
      />

      <div className="mt-14 flex flex-col gap-3 sm:flex-row sm:items-center">
        <ListingSearch
          value={filters.search}
          onSearch={(search) => update({ search }, { replace: true })}
        />
        <div className="flex items-center gap-3">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={filterCardId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="h-12 flex-1 bg-paper sm:flex-none"
          >
            <FilterIcon size={16} />
            {t('listing.filters')}
            <ChevronDownIcon
              size={14}
              className={cx('transition-transform', filtersOpen && 'rotate-180')}
            />
          </Button>
          <ViewToggle view={filters.view} onChange={(view) => update({ view })} />
        </div>
      </div>

      {filtersOpen && (
        <ListingFilterCard
          id={filterCardId}
          filters={filters}
          onChange={(change) => update(change)}
          onClear={clear}
          canClear={filtersActive}
        />
      )}

      <div className="mt-10 mb-6 flex min-h-6 items-center justify-between gap-4">
        <p className="text-sm text-ink-soft" aria-live="polite" data-testid="product-count">
          <ProductCount pagination={products.data?.pagination} />
        </p>
        {filtersActive && (
          <button
            type="button"
            onClick={clear}
            className="text-xs tracking-[0.16em] text-ink uppercase underline decoration-champagne underline-offset-[6px] rtl:text-sm rtl:tracking-normal"
          >
            {t('listing.clearFilters')}
          </button>
        )}
      </div>

      {products.isPending ? (
        <>
          <p className="sr-only" role="status">
            {t('common:a11y.loading')}
          </p>
          <ProductGridSkeleton count={LISTING_PAGE_SIZE} />
        </>
      ) : products.isError && !products.data ? (
        <ListingError title={t('listing.loadError')} onRetry={() => void products.refetch()} />
      ) : products.data && products.data.items.length === 0 ? (
        <ListingEmpty
          title={t('listing.noProducts')}
          hint={t('listing.noProductsHint')}
          onClear={filtersActive ? clear : undefined}
        />
      ) : products.data ? (
        <div
          className={cx(
            'transition-opacity duration-300',
            products.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={products.isFetching}
        >
          <ProductPage
            products={products.data.items}
            pagination={products.data.pagination}
            layout={filters.view}
            onPageChange={(page) => update({ page })}
          />
        </div>
      ) : null}
    </div>
  );
}
