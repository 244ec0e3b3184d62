import type { PaymentEventsQuery } from '@store/shared/schemas/payment-events';

/** Keys of the payment events list: one per query. */
export const paymentEventKeys = {
  all: ['admin', 'payment-events'] as const,
  list: (query: PaymentEventsQuery) => [...paymentEventKeys.all, 'list', query] as const,
};
