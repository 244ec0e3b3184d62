import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentEvent, PaymentEventsQuery } from '@store/shared/schemas/payment-events';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { paymentEventKeys } from './payment-event-keys.ts';

/** GET /api/admin/payments/events: every payment event, newest first, filtered and paged. */
export function getPaymentEvents(
  query: PaymentEventsQuery,
  signal?: AbortSignal,
): Promise<ListResult<PaymentEvent>> {
  return apiList<PaymentEvent>('/admin/payments/events', { query: { ...query }, signal });
}

export function paymentEventsQuery(query: PaymentEventsQuery) {
  return queryOptions({
    queryKey: paymentEventKeys.list(query),
    queryFn: ({ signal }) => getPaymentEvents(query, signal),
    placeholderData: keepPreviousData,
    // Webhooks arrive on their own: a screen left open shows them without a reload.
    refetchInterval: 30_000,
  });
}

export function usePaymentEvents(query: PaymentEventsQuery) {
  return useQuery(paymentEventsQuery(query));
}
