import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { LOW_STOCK_THRESHOLD } from '@store/shared/constants';
import type { AdminProduct, AdminProductSortField } from '@store/shared/schemas/catalog-admin';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { ListStates } from '../../../components/admin/list-states.tsx';
import { BottleIcon } from '../../../components/admin/admin-icons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';
import { useProductFilters } from '../hooks/use-product-filters.ts';
import { stockStateOf, toListQuery } from '../lib/product-filters.ts';
import { BulkStockDialog } from './bulk-stock-dialog.tsx';
import { ListPagination } from './list-pagination.tsx';
import { ProductFiltersBar } from './product-filters-bar.tsx';
import { StockCell } from './stock-cell.tsx';

const stockTone = { in: 'outline', low: 'gold', out: 'rose' } as const;

/** /admin/products: the catalogue table with filters in the URL, inline and bulk stock edits. */
export function ProductsListPage() {
  const { t } = useTranslation(['adminCatalog', 'catalog']);
  const { language } = useLanguage();
  useDocumentTitle(t('products.title'));
  const { filters, update } = useProductFilters();
  const query = useMemo(() => toListQuery(filters, language), [filters, language]);
  const products = useAdminProducts(query);
  const categories = useCategoryOptions();
  useErrorToast(products.isError, t('toasts.productsFailed'));
  const categoryName = useMemo(
    () =>
      new Map((categories.data ?? []).map((c) => [c._id, c.name[language] || c.name.en] as const)),
    [categories.data, language],
  );
  const [selected, setSelected] = useState<Map<string, AdminProduct>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);

  const rows = products.data?.items ?? [];
  const allOnPageSelected = rows.length > 0 && rows.every((row) => selected.has(row._id));

  function toggle(product: AdminProduct) {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(product._id)) next.delete(product._id);
      else next.set(product._id, product);
      return next;
    });
  }

  function togglePage() {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (allOnPageSelected) next.delete(row._id);
        else next.set(row._id, row);
      }
      return next;
    });
  }

  const sortOf = (field: AdminProductSortField) => ({
    direction: filters.sortBy === field ? filters.sortOrder : null,
    onSort: () =>
      update({
        sortBy: field,
        sortOrder:
          filters.sortBy === field
            ? filters.sortOrder === 'asc'
              ? 'desc'
              : 'asc'
            : field === 'createdAt'
              ? 'desc'
              : 'asc',
      }),
  });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          <>
            <Link
              to="inventory"
              className={buttonClass('secondary', 'sm')}
              data-testid="inventory-link"
            >
              {t('products.inventoryReport')}
            </Link>
            <Link to="new" className={buttonClass('primary', 'sm')} data-testid="product-new">
              <PlusIcon size={14} />
              {t('products.new')}
            </Link>
          </>
        }
      />

      <ProductFiltersBar filters={filters} categories={categories.data ?? []} onChange={update} />

      {selected.size > 0 && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 border border-ink bg-ivory px-4 py-3"
          data-testid="bulk-bar"
        >
          <p className="text-sm text-ink">{t('bulk.selected', { count: selected.size })}</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
              {t('bulk.clearSelection')}
            </Button>
            <Button size="sm" onClick={() => setBulkOpen(true)} data-testid="bulk-stock-open">
              {t('bulk.open')}
            </Button>
          </div>
        </div>
      )}

      <ListStates
        isPending={products.isPending}
        isError={products.isError && !products.data}
        error={products.error}
        onRetry={() => void products.refetch()}
        isEmpty={rows.length === 0}
        empty={{
          icon: <BottleIcon size={28} />,
          title: t('products.emptyTitle'),
          description: t('products.emptyDescription'),
          action: (
            <Link to="new" className={buttonClass('primary', 'sm')}>
              {t('products.new')}
            </Link>
          ),
        }}
      >
        <Table caption={t('products.caption')} testId="products-table">
          <thead>
            <tr>
              <Th className="w-10">
                <input
                  type="checkbox"
                  checked={allOnPageSelected}
                  onChange={togglePage}
                  aria-label={t('bulk.selectPage')}
                  className="size-4 accent-ink"
                />
              </Th>
              <Th className="w-16">
                <span className="sr-only">{t('table.image')}</span>
              </Th>
              <Th sort={sortOf('name')}>{t('table.name')}</Th>
              <Th>{t('table.family')}</Th>
              <Th>{t('table.category')}</Th>
              <Th numeric sort={sortOf('price')}>
                {t('table.price')}
              </Th>
              <Th numeric sort={sortOf('stock')}>
                {t('table.stock')}
              </Th>
              <Th>{t('table.status')}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((product) => {
              const name = product.name[language] || product.name.en;
              const state = stockStateOf(product, LOW_STOCK_THRESHOLD);
              return (
                <tr key={product._id} data-testid="product-row" className="hover:bg-ivory/40">
                  <Td>
                    <input
                      type="checkbox"
                      checked={selected.has(product._id)}
                      onChange={() => toggle(product)}
                      aria-label={t('bulk.select', { name })}
                      className="size-4 accent-ink"
                      data-testid="product-select"
                    />
                  </Td>
                  <Td>
                    <img
                      src={product.images[0]?.url ?? fallbackProductImage(product.category)}
                      alt=""
                      className="size-11 border border-line object-cover"
                      loading="lazy"
                    />
                  </Td>
                  <Td>
                    <Link
                      to={product._id}
                      className="font-medium text-ink hover:text-gold-deep hover:underline"
                      data-testid="product-link"
                    >
                      {name}
                    </Link>
                    {product.size && (
                      <span className="ms-2 text-xs text-ink-muted" dir="ltr">
                        {product.size}
                      </span>
                    )}
                  </Td>
                  <Td className="text-ink-soft">
                    {t(`families.${product.category}`, { ns: 'catalog' })}
                  </Td>
                  <Td className="text-ink-soft">
                    {product.categoryId ? (categoryName.get(product.categoryId) ?? '—') : '—'}
                  </Td>
                  <Td numeric>
                    <Price amount={product.price} />
                  </Td>
                  <Td numeric>
                    <StockCell product={product} />
                  </Td>
                  <Td>
                    <div className="flex flex-wrap gap-1.5">
                      <Badge tone={stockTone[state]}>{t(`stockStates.${state}`)}</Badge>
                      {!product.isActive && <Badge tone="ink">{t('products.draft')}</Badge>}
                      {product.featured && <Badge tone="outline">{t('products.featured')}</Badge>}
                    </div>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {products.data && (
          <ListPagination
            pagination={products.data.pagination}
            onPageChange={(page) => update({ page })}
          />
        )}
      </ListStates>

      <BulkStockDialog
        open={bulkOpen}
        products={[...selected.values()]}
        onClose={() => setBulkOpen(false)}
        onDone={() => {
          setBulkOpen(false);
          setSelected(new Map());
        }}
      />
    </div>
  );
}
