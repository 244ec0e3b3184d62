import type { DiscountCheckRequest } from '@store/shared/schemas/promotions';

export const discountKeys = {
  all: ['discount-check'] as const,
  check: (request: DiscountCheckRequest) => [...discountKeys.all, request] as const,
};
