import type { AdminPromotionListQuery } from '@store/shared/schemas/promotions';

export const promotionKeys = {
  all: ['admin-promotions'] as const,
  list: (query: AdminPromotionListQuery) => [...promotionKeys.all, 'list', query] as const,
  detail: (id: string) => [...promotionKeys.all, 'detail', id] as const,
  scope: () => [...promotionKeys.all, 'scope'] as const,
  products: (search: string) => [...promotionKeys.all, 'products', search] as const,
  product: (id: string) => [...promotionKeys.all, 'product', id] as const,
};
