import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodOffer, PaymentMethods } from '@store/shared/schemas/payments';
import { apiRequest } from '../lib/api-client.ts';
import { paymentMethodKeys } from './payment-method-keys.ts';

/** What the checkout offered before the server listed its methods: checkout never waits for it. */
export const FALLBACK_PAYMENT_METHODS: readonly PaymentMethodOffer[] = [
  { method: 'paypal', simulated: false },
  { method: 'cod' },
];

/** GET /api/public/payment-methods: the methods on offer, in the order to list them. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  return apiRequest<PaymentMethods>('/public/payment-methods', { signal });
}

export const paymentMethodsQuery = queryOptions({
  queryKey: paymentMethodKeys.public(),
  queryFn: ({ signal }) => getPaymentMethods(signal),
  // The server lets a page keep the answer a minute.
  staleTime: 60_000,
});

/** The methods to offer: the server's, or PayPal and cash on delivery while loading or on error. */
export function usePaymentMethods(): readonly PaymentMethodOffer[] {
  return usePaymentMethodList().methods;
}

/**
 * The methods to offer, and whether the server's list is still awaited (`loading`): until it
 * comes, the fallback's first is preselected where the store's own first may soon stand.
 */
export function usePaymentMethodList(): {
  methods: readonly PaymentMethodOffer[];
  loading: boolean;
} {
  const { data, isPending } = useQuery(paymentMethodsQuery);
  return {
    methods: data?.methods.length ? data.methods : FALLBACK_PAYMENT_METHODS,
    loading: isPending,
  };
}
