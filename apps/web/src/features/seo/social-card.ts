import type { Product } from '@store/shared/schemas/catalog';
import type { SocialImage } from './head-tags.ts';
import { absoluteUrl } from './seo-context.ts';

/** The size link previews are laid out for (Open Graph, X's summary_large_image): 1.91:1. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * A product's social card, made by the API server from its first image (SEO.md). Its address
 * changes with the product's `updatedAt`, so a preview cache never keeps an old picture.
 */
export function productSocialCard(origin: string, product: Product, alt: string): SocialImage {
  const version = Date.parse(product.updatedAt) || 0;
  return {
    url: absoluteUrl(
      origin,
      `/api/products/${encodeURIComponent(product._id)}/social-card.jpg?v=${version}`,
    ),
    size: SOCIAL_CARD_SIZE,
    alt,
  };
}
