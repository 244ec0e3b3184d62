import type { Product } from '@store/shared/schemas/catalog';
import type { Pagination as PaginationInfo } from '@store/shared/schemas/common';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { ProductCard, type ProductCardLayout } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

const gridClass =
  'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 lg:gap-7';

export function ProductGrid({
  products,
  layout = 'grid',
}: {
  products: Product[];
  layout?: ProductCardLayout;
}) {
  return (
    <ul className={layout === 'grid' ? gridClass : 'grid gap-4'}>
      {products.map((product, index) => (
        <li key={product._id} className="flex *:flex-1">
          <ProductCard product={product} layout={layout} eager={index < 4} largest={index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={cx(gridClass, className)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/*
 * What a storefront list of products (all products, a category's) shows besides its cards: the
 * same boxes and words on both pages.
 */

/** The products could not be loaded: why, and a way to try again. */
export function ListingError({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="alert" className="border border-line bg-paper px-6 py-16 text-center">
      <p className="font-display text-3xl">{title}</p>
      <Button className="mt-8" onClick={onRetry}>
        {t('listing.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show; with `onClear`, a way back out of the filters that left nothing. */
export function ListingEmpty({
  title,
  hint,
  onClear,
}: {
  title: ReactNode;
  hint?: ReactNode;
  onClear?: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="border border-line bg-paper px-6 py-20 text-center">
      <p className="font-display text-3xl">{title}</p>
      {hint && <p className="mt-3 text-ink-soft">{hint}</p>}
      {onClear && (
        <Button variant="secondary" className="mt-8" onClick={onClear}>
          {t('listing.clearFilters')}
        </Button>
      )}
    </div>
  );
}

/** One page of cards and the pages under them; a new page starts at the top. */
export function ProductPage({
  products,
  pagination,
  layout,
  onPageChange,
}: {
  products: Product[];
  pagination: PaginationInfo;
  layout?: ProductCardLayout;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      <ProductGrid products={products} layout={layout} />
      <Pagination
        pagination={pagination}
        onPageChange={(page) => {
          onPageChange(page);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
