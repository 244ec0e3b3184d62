import type { Product } from '@store/shared/schemas/catalog';
import { cx } from '../../lib/class-names.ts';
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
