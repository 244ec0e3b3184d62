import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ERROR_CODES } from '@store/shared/errors';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { paymentMethodKeys } from '../../../api/payment-method-keys.ts';
import { categoryKeys, productKeys } from '../../../api/product-keys.ts';
import { shippingKeys } from '../../../api/shipping-keys.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { discountCodeStore } from '../../../stores/discount-code.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useCart } from '../../../stores/use-cart.ts';
import { placeCodOrder } from '../api/place-cod-order.ts';
import { sampleKeys } from '../api/get-samples.ts';
import { refreshCartProducts } from '../api/refresh-cart-products.ts';
import { startHostedPayment } from '../api/start-hosted-payment.ts';
import { startPaypalPayment } from '../api/start-paypal-payment.ts';
import type { CheckoutForm, PaymentMethod } from '../lib/checkout-form.ts';
import { leaveForPayment } from '../lib/leave-for-payment.ts';
import { toCodOrder, toOnlineOrder, type OrderExtras } from '../lib/order-payload.ts';
import { halalasToSar } from '@store/shared/money';
import { orderFailureMessage } from '../lib/payment-messages.ts';
import { savePendingPayment } from '../lib/pending-payment.ts';

/** The delivery method chosen and the total the summary showed with it. */
export interface ChosenDelivery {
  shippingMethodId: string;
  totalHalalas: number;
  /** The discount code the summary applied (issue 21), judged again by the server. */
  discountCode: string | null;
  /** Gift options and free samples (decision 036), judged again by the server. */
  extras?: OrderExtras;
}

type Placed = { method: 'cod'; order: PublicOrder } | { method: 'online'; paymentUrl: string };

/**
 * Sends a valid checkout form (spec section 4). Cash on delivery: the order is saved, the
 * confirmed screen shows with a success notification and the cart is cleared. Online payment
 * (PayPal, Moyasar or Tabby): the order is placed pending, the email kept for the success page, and
 * the browser goes to the provider's payment page; the cart stays until the payment is taken.
 */
export function usePlaceOrder() {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const { items } = useCart();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({
      form,
      method,
      delivery,
    }: {
      form: CheckoutForm;
      method: PaymentMethod;
      delivery: ChosenDelivery;
    }): Promise<Placed> => {
      const { shippingMethodId, discountCode, extras } = delivery;
      if (method === 'cod') {
        const request = toCodOrder(form, items, language, shippingMethodId, discountCode, extras);
        return { method, order: await placeCodOrder(request) };
      }
      const shown = halalasToSar(delivery.totalHalalas);
      const request = toOnlineOrder(
        method,
        form,
        items,
        language,
        shown,
        shippingMethodId,
        discountCode,
        extras,
      );
      const email = form.email.trim();
      if (method === 'moyasar' || method === 'tabby') {
        const payment = await startHostedPayment(method, request);
        savePendingPayment({ orderNumber: payment.orderNumber, email });
        return { method: 'online', paymentUrl: payment.redirectUrl };
      }
      const payment = await startPaypalPayment(request);
      savePendingPayment({ orderNumber: payment.orderNumber, token: payment.token, email });
      return { method: 'online', paymentUrl: payment.approveUrl };
    },
    onSuccess: (placed) => {
      // Stock was reserved: product pages read it afresh.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: sampleKeys.all });
      if (placed.method === 'online') {
        leaveForPayment(placed.paymentUrl);
        return;
      }
      cartStore.clear();
      // The code went with the order; the next cart starts without it.
      discountCodeStore.remove();
      toast.success(
        t('codPlaced.title'),
        // Isolated, so the order number keeps its order inside Arabic text.
        t('codPlaced.message', { orderNumber: `\u2068${placed.order.orderNumber}\u2069` }),
      );
      window.scrollTo(0, 0);
    },
    onError: async (error) => {
      // The cart holds the prices of when it was filled: show today's, so a retry can succeed.
      if (error instanceof ApiError && error.code === ERROR_CODES.PRICE_MISMATCH) {
        cartStore.load(await refreshCartProducts(items));
      }
      // The zones or the payment methods changed since the page asked (a delivery method or a
      // place no longer served, cash no longer taken there): the page shows what is offered now,
      // the server's message above it, and the form as it was.
      if (
        error instanceof ApiError &&
        (error.code === ERROR_CODES.CONFLICT ||
          error.code === ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE)
      ) {
        void queryClient.invalidateQueries({ queryKey: shippingKeys.all });
        void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
      }
    },
  });

  // Back from the payment page through the browser's back-forward cache: the form works again.
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const fallbacks = {
    createFailed: t('errors.createFailed'),
    captureFailed: t('errors.captureFailed'),
    processingError: t('errors.processingError'),
  };
  return {
    place: (form: CheckoutForm, method: PaymentMethod, delivery: ChosenDelivery) =>
      mutation.mutate({ form, method, delivery }),
    /** Sending, or on the way to the payment page: the button stays disabled. */
    busy: mutation.isPending || (mutation.isSuccess && mutation.data.method === 'online'),
    redirecting: mutation.isSuccess && mutation.data.method === 'online',
    /** The saved cash-on-delivery order, for the confirmed screen. */
    confirmed: mutation.data?.method === 'cod' ? mutation.data.order : null,
    failure: mutation.isError ? orderFailureMessage(mutation.error, fallbacks) : null,
    /** Clears a failure, e.g. before validating the form again. */
    reset,
  };
}
