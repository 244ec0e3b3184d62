import { useEffect, useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import {
  ListingEmpty,
  ListingError,
  ProductGridSkeleton,
  ProductPage,
} from '../../../components/product/product-grid.tsx';
import { ProductCount } from '../../../components/product/product-count.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons/chevron-down-icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { PageHead } from '../../seo/page-head.tsx';
import { useCategoryBySlug } from '../api/get-category-by-slug.ts';
import { useCategoryProducts } from '../api/get-category-products.ts';
import { useCategoryFilters } from '../hooks/use-category-filters.ts';
import {
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORTS,
  STOCK_FILTERS,
  toCategoryProductQuery,
  type CategorySort,
  type StockFilter,
} from '../lib/category-filters.ts';

const STOCK_LABELS = {
  all: 'category.stockAll',
  in: 'category.stockIn',
  out: 'category.stockOut',
} as const;
const SORT_LABELS = {
  newest: 'category.sortNewest',
  oldest: 'category.sortOldest',
  'price-low': 'category.sortPriceLow',
  'price-high': 'category.sortPriceHigh',
  name: 'category.sortName',
} as const;

/** /category/{slug} (spec section 2). A category that cannot be loaded sends the shopper to /products. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['catalog', 'common', 'nav']);
  const paths = usePaths();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const sortId = useId();
  const { filters, update } = useCategoryFilters();
  const category = useCategoryBySlug(slug);
  const products = useCategoryProducts(
    category.data?._id,
    toCategoryProductQuery(filters, language),
  );
  const name = category.data ? localize(category.data.name, language) : undefined;

  useEffect(() => {
    if (!category.isError) return;
    toast.error(t('common:toast.error'), t('category.loadCategoryError'));
    void navigate(paths.products, { replace: true });
  }, [category.isError, navigate, paths, t]);

  useEffect(() => {
    if (products.isError) toast.error(t('common:toast.error'), t('category.loadProductsError'));
  }, [products.isError, t]);

  return (
    <div className="mx-auto max-w-[90rem] px-5 pt-8 pb-20 sm:px-6 lg:px-10 lg:pt-12">
      {category.data && <PageHead page="category" category={category.data} />}
      <Breadcrumb
        label={t('detail.breadcrumb')}
        items={[
          { label: t('detail.home'), to: paths.home },
          { label: t('nav:products'), to: paths.products },
          { label: name ?? '…' },
        ]}
      />

      <header className="mt-10 max-w-3xl">
        {category.data ? (
          <>
            {category.data.isActive && <Badge tone="gold">{t('category.activeBadge')}</Badge>}
            <h1 className="mt-5 text-display-xl">{name}</h1>
            <p className="mt-5 text-lg leading-relaxed text-ink-soft">
              {localize(category.data.description, language)}
            </p>
          </>
        ) : (
          <div aria-hidden="true">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="mt-5 h-14 w-2/3" />
            <Skeleton className="mt-5 h-5 w-full" />
          </div>
        )}
      </header>

      <div className="mt-12 flex flex-col gap-5 border-y border-line py-5 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-ink-soft" aria-live="polite" data-testid="product-count">
            <ProductCount pagination={products.data?.pagination} />
          </p>
          <div
            role="group"
            aria-label={t('category.stock')}
            className="inline-flex border border-line bg-paper"
          >
            {STOCK_FILTERS.map((stock: StockFilter) => (
              <button
                key={stock}
                type="button"
                aria-pressed={filters.stock === stock}
                onClick={() => update({ stock })}
                className={cx(
                  'min-h-10 px-4 text-sm transition-colors',
                  filters.stock === stock ? 'bg-ink text-ivory' : 'text-ink-soft hover:text-ink',
                )}
              >
                {t(STOCK_LABELS[stock])}
              </button>
            ))}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={sortId} className="text-sm text-ink-soft">
            {t('category.sort')}
          </label>
          <div className="relative">
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as CategorySort })}
              className="h-11 appearance-none border border-line bg-paper ps-4 pe-10 text-sm text-ink focus:border-ink"
            >
              {(Object.keys(CATEGORY_SORTS) as CategorySort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABELS[sort])}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              size={14}
              className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2"
            />
          </div>
        </div>
      </div>

      <div className="mt-10">
        {products.isError && !products.data ? (
          <ListingError
            title={t('category.loadProductsError')}
            onRetry={() => void products.refetch()}
          />
        ) : !products.data ? (
          <ProductGridSkeleton count={CATEGORY_PAGE_SIZE / 2} />
        ) : products.data.items.length === 0 ? (
          <ListingEmpty
            title={t('category.empty')}
            onClear={filters.stock !== 'all' ? () => update({ stock: 'all' }) : undefined}
          />
        ) : (
          <div className={cx('transition-opacity', products.isPlaceholderData && 'opacity-60')}>
            <ProductPage
              products={products.data.items}
              pagination={products.data.pagination}
              onPageChange={(page) => update({ page })}
            />
          </div>
        )}
      </div>
    </div>
  );
}
