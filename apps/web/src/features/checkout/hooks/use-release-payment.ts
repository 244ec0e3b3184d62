import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { categoryKeys, productKeys } from '../../../api/product-keys.ts';
import { cancelPaypalPayment } from '../api/cancel-paypal-payment.ts';
import { clearPendingPayment, readPendingPayment } from '../lib/pending-payment.ts';

/**
 * The shopper came back from the provider without paying: tell the server, so the order's held
 * stock goes back on sale at once. The server refuses once the payment was approved; that, like
 * any other failure, changes nothing for the shopper, so it is not shown.
 */
export function useReleasePayment(token: string | null): void {
  const queryClient = useQueryClient();
  // Once per token, even when development's StrictMode runs the effect twice.
  const released = useRef<string | null>(null);

  useEffect(() => {
    if (!token || released.current === token) return;
    released.current = token;
    if (readPendingPayment()?.token === token) clearPendingPayment();
    cancelPaypalPayment(token).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      },
      () => undefined,
    );
  }, [token, queryClient]);
}
