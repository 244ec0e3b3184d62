import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { HostedProviderName } from '@store/shared/schemas/payment-providers';
import type { HostedConfirmRequest } from '@store/shared/schemas/payments';
import { categoryKeys, productKeys } from '../../../api/product-keys.ts';
import { usePaths } from '../../../hooks/use-paths.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { discountCodeStore } from '../../../stores/discount-code.ts';
import { confirmHostedPayment } from '../api/confirm-hosted-payment.ts';

/** `error` is what the confirm call threw; null when it answered without status paid. */
export type ConfirmState = { status: 'confirming' } | { status: 'failed'; error: unknown };

/**
 * Back from the provider's own page (Moyasar, Tabby), after paying (`return`) or by its back or
 * cancel link (`leave`): the server reads the payment, whatever the address says. Paid: the cart
 * is cleared and the success page shows with the order number, as after PayPal. Otherwise the
 * failure, with the cart kept; `retry` asks again (the server answers a settled payment the same
 * way every time).
 */
export function useHostedConfirm(
  provider: HostedProviderName,
  order: string | null,
  occasion: HostedConfirmRequest['occasion'],
): ConfirmState & { retry: () => void } {
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConfirmState>({ status: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  // One call per attempt, even when development's StrictMode runs the effect twice.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const key = `${provider}:${order}:${occasion}:${attempt}`;
    if (!order || asked.current === key) return;
    asked.current = key;
    // Paid, declined or given up: the order's held stock moved either way.
    const stockChanged = () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    };
    confirmHostedPayment(provider, { order, occasion }).then(
      (result) => {
        stockChanged();
        if (result.status !== 'paid') {
          setState({ status: 'failed', error: null });
          return;
        }
        cartStore.clear();
        // The code went with the paid order; the next cart starts without it.
        discountCodeStore.remove();
        navigate(paths.checkoutSuccess(result.orderNumber), { replace: true });
      },
      (error: unknown) => {
        stockChanged();
        setState({ status: 'failed', error });
      },
    );
  }, [provider, order, occasion, attempt, navigate, paths, queryClient]);

  const retry = useCallback(() => {
    setState({ status: 'confirming' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
