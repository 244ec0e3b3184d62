import { Skeleton } from '../ui/skeleton.tsx';

/** Keeps a card's exact footprint while products load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col bg-paper" data-testid="product-card-skeleton">
      <Skeleton className="aspect-[4/5] w-full" />
      <div className="space-y-3 px-5 pt-5 pb-6">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-6 h-9 w-full" />
      </div>
    </div>
  );
}
