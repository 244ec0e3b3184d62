import type { ScentFamily } from '@store/shared/constants';

/** Artwork bundled per scent family, shown when a product has no image or its image fails. */
export function fallbackProductImage(family: ScentFamily): string {
  return `/images/products/fallback-${family}.svg`;
}

/** The artwork of a scent family's collection card. */
export function familyImage(family: ScentFamily): string {
  return `/images/categories/${family}.svg`;
}

export const HERO_FALLBACK_IMAGES = [1, 2, 3, 4].map((n) => `/images/hero/hero-${n}.svg`);
