import { PRICE_FILTER_BOUNDS } from '@store/shared/constants';

/** A price filter of the listing: SAR bounds, inclusive; `max` stops a halala short of the next range. */
export interface PriceRange {
  key: string;
  kind: 'all' | 'under' | 'between' | 'over';
  min?: number;
  max?: number;
}

const [low, mid, high] = PRICE_FILTER_BOUNDS;
const justBelow = (amount: number) => amount - 0.01;

/** All, under 100, 100-150, 150-200, 200 and over (spec section 2), built from the shared bounds. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { key: 'all', kind: 'all' },
  { key: `under-${low}`, kind: 'under', max: justBelow(low) },
  { key: `${low}-${mid}`, kind: 'between', min: low, max: justBelow(mid) },
  { key: `${mid}-${high}`, kind: 'between', min: mid, max: justBelow(high) },
  { key: `${high}-plus`, kind: 'over', min: high },
];

export function priceRangeOf(key: string | null | undefined): PriceRange {
  return PRICE_RANGES.find((range) => range.key === key) ?? PRICE_RANGES[0]!;
}

/** The amounts a range's label shows: its bounds as written, not the halala-adjusted query. */
export function priceRangeLabelAmounts(range: PriceRange): { min?: number; max?: number } {
  return {
    min: range.min,
    max: range.max === undefined ? undefined : Math.round(range.max),
  };
}
