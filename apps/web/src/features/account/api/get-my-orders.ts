import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountOrder } from '@store/shared/schemas/accounts';
import type { Pagination } from '@store/shared/schemas/common';
import { accountKeys } from './account-keys.ts';
import { shopperEnvelope } from './shopper-request.ts';

export interface MyOrdersPage {
  orders: AccountOrder[];
  pagination: Pagination;
}

/** GET /api/account/orders?page=: the shopper's orders, guest ones included, newest first. */
export async function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersPage> {
  const envelope = await shopperEnvelope<{ data: AccountOrder[]; pagination: Pagination }>(
    '/account/orders',
    { query: { page }, signal },
  );
  return { orders: envelope.data, pagination: envelope.pagination };
}

export function useMyOrders(page: number, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.orders(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    enabled,
    retry: false,
    // Asked again on every visit: a session may have ended elsewhere.
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}
