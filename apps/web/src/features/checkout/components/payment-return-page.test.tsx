import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi } from '../testing/api-stub.ts';
import { PaymentReturnPage } from './payment-return-page.tsx';

const CAPTURE = 'POST /api/paypal/orders/5O190127TN364715T/capture';
const RETURN = '/payment/return?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ';

beforeEach(() => {
  vi.useFakeTimers();
  cartStore.clear();
  cartStore.add(toCartProduct(makeProduct()));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;
/** Lets the stubbed API answer and React render what follows. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('payment return page', () => {
  it('needs token and PayerID: "PayPal parameters missing", then the cancel page after 5 s', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<PaymentReturnPage />, {
      route: '/payment/return?token=5O190127TN364715T',
    });
    expect(screen.getByRole('alert').textContent).toBe('PayPal parameters missing');
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
    await advance(4999);
    expect(location()).toBe('/payment/return?token=5O190127TN364715T');
    await advance(1);
    expect(location()).toBe('/checkout/cancel');
  });

  it('says so in Arabic too', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetch);
    await renderWithApp(<PaymentReturnPage />, {
      route: '/payment/return?PayerID=QYR5Z8XDVJNXQ',
      language: 'ar',
    });
    expect(screen.getByRole('alert').textContent).toBe('معاملات PayPal مفقودة');
  });

  it('captures once, clears the cart and goes to the success page with the order number', async () => {
    const api = stubApi({
      [CAPTURE]: { data: { status: 'COMPLETED', localOrderNumber: 'MA-7K2P-9QXR' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<PaymentReturnPage />, { route: RETURN });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Processing your payment');
    expect(
      screen.getByText('Please do not close this page while we confirm your payment.'),
    ).toBeTruthy();
    await settle();
    expect(location()).toBe('/checkout/success?orderNumber=MA-7K2P-9QXR');
    expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(cartStore.getState().items).toEqual([]);
  });

  it('shows a refused capture with its code and leaves for the cancel page after exactly 5 s', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        [CAPTURE]: {
          status: 402,
          error: { code: 'PAYMENT_DECLINED', message: 'تم رفض الدفع، ولم يُخصم أي مبلغ.' },
        },
      }).fetch,
    );
    await renderWithApp(<PaymentReturnPage />, { route: RETURN, language: 'ar' });
    await settle();
    expect(screen.getByTestId('payment-error').textContent).toBe(
      'تم رفض الدفع، ولم يُخصم أي مبلغ. (PAYMENT_DECLINED)',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('لم تكتمل عملية الدفع');
    // Nothing was paid: the cart is kept.
    expect(cartStore.getState().items).toHaveLength(1);
    await advance(4999);
    expect(location()).toBe(RETURN);
    await advance(1);
    expect(location()).toBe('/checkout/cancel');
  });

  it('appends no code to CAPTURE_FAILED', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        [CAPTURE]: {
          status: 502,
          error: { code: 'CAPTURE_FAILED', message: 'Failed to confirm the payment' },
        },
      }).fetch,
    );
    await renderWithApp(<PaymentReturnPage />, { route: RETURN });
    await settle();
    expect(screen.getByTestId('payment-error').textContent).toBe('Failed to confirm the payment');
  });

  it('shows the generic processing error when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await renderWithApp(<PaymentReturnPage />, { route: RETURN, language: 'ar' });
    await settle();
    expect(screen.getByTestId('payment-error').textContent).toBe(
      'حدث خطأ أثناء معالجة الدفع، يرجى المحاولة مرة أخرى',
    );
  });
});
