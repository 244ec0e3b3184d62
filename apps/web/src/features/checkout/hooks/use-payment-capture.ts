import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { categoryKeys, productKeys } from '../../../api/product-keys.ts';
import { usePaths } from '../../../hooks/use-paths.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { discountCodeStore } from '../../../stores/discount-code.ts';
import { capturePaypalPayment } from '../api/capture-paypal-payment.ts';

/** `error` is what the capture call threw; null when it answered without status COMPLETED. */
export type CaptureState = { status: 'capturing' } | { status: 'failed'; error: unknown };

/**
 * Back from the provider with an approved payment (spec section 4): capture it once; on
 * COMPLETED clear the cart and go to the success page with the order number, otherwise report
 * the failure (the page then leaves for /checkout/cancel).
 */
export function usePaymentCapture(token: string | null): CaptureState {
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CaptureState>({ status: 'capturing' });
  // One capture per token, even when development's StrictMode runs the effect twice.
  const captured = useRef<string | null>(null);

  useEffect(() => {
    if (!token || captured.current === token) return;
    captured.current = token;
    const stockChanged = () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    };
    capturePaypalPayment(token).then(
      (result) => {
        if (result.status !== 'COMPLETED') {
          setState({ status: 'failed', error: null });
          return;
        }
        cartStore.clear();
        // The code went with the paid order; the next cart starts without it.
        discountCodeStore.remove();
        stockChanged();
        navigate(paths.checkoutSuccess(result.localOrderNumber), { replace: true });
      },
      (error: unknown) => {
        // A refused payment gives its reserved stock back.
        stockChanged();
        setState({ status: 'failed', error });
      },
    );
  }, [token, navigate, paths, queryClient]);

  return state;
}
