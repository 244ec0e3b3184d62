import { useQuery } from '@tanstack/react-query';
import type { OrderDiscount } from '@store/shared/discounts';
import type { DiscountCheckRequest } from '@store/shared/schemas/promotions';
import { apiRequest } from '../lib/api-client.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import type { CartItem } from '../stores/cart-rules.ts';
import { discountKeys } from './discount-keys.ts';

/** POST /api/public/promotions/check: the code's rule and the cart's products it covers. */
export function checkDiscountCode(
  request: DiscountCheckRequest,
  signal?: AbortSignal,
): Promise<OrderDiscount> {
  return apiRequest<OrderDiscount>('/public/promotions/check', {
    method: 'POST',
    body: request,
    signal,
  });
}

/**
 * Whether the code entered applies to the cart as it is now (and, at checkout, to this customer),
 * asked again whenever the cart changes. The saving itself is computed by `computeOrderTotals`
 * from the answer, as the server computes it. A refusal is the error, in the page's language.
 */
export function useDiscountCheck(
  code: string,
  items: readonly CartItem[],
  customer?: { email: string; phone: string; countryCode: string },
) {
  const { language } = useLanguage();
  const request: DiscountCheckRequest = {
    code,
    items: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    language,
    ...(customer?.email.trim() ? { email: customer.email.trim() } : {}),
    ...(customer?.phone.trim()
      ? { phone: customer.phone.trim(), countryCode: customer.countryCode }
      : {}),
  };
  return useQuery({
    queryKey: discountKeys.check(request),
    queryFn: ({ signal }) => checkDiscountCode(request, signal),
    enabled: code.trim() !== '' && items.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}
