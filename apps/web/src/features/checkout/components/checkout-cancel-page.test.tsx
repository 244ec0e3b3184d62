import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { readPendingPayment, savePendingPayment } from '../lib/pending-payment.ts';
import { stubApi } from '../testing/api-stub.ts';
import { CheckoutCancelPage } from './checkout-cancel-page.tsx';
import { renderWithApp } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const CANCEL = 'POST /api/paypal/orders/5O190127TN364715T/cancel';

describe('checkout cancel page', () => {
  it('releases the held payment with the token from the provider, once', async () => {
    savePendingPayment({ orderNumber: 'MA-1', token: '5O190127TN364715T', email: 'a@b.co' });
    const api = stubApi({ [CANCEL]: { data: { orderNumber: 'MA-1', status: 'cancelled' } } });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutCancelPage />, {
      route: '/checkout/cancel?token=5O190127TN364715T',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment cancelled');
    expect(screen.getByText('Your order was not completed and nothing was charged.')).toBeTruthy();
    await waitFor(() =>
      expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
    expect(readPendingPayment()).toBeNull();
  });

  it('says nothing when the server refuses (the payment was approved meanwhile)', async () => {
    const api = stubApi({
      [CANCEL]: { status: 409, error: { code: 'CONFLICT', message: 'Already approved' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutCancelPage />, {
      route: '/checkout/cancel?token=5O190127TN364715T',
      language: 'ar',
    });
    await waitFor(() => expect(api.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تم إلغاء الدفع');
  });

  it('calls nothing without a token', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutCancelPage />, { route: '/checkout/cancel' });
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe("checkout cancel page, from Moyasar's back link", () => {
  const CONFIRM = 'POST /api/moyasar/payments/confirm';
  const MOYASAR_CANCEL = '/checkout/cancel?provider=moyasar&order=MA-7K2P-9QXR';

  beforeEach(() => {
    cartStore.add(toCartProduct(makeProduct()));
  });

  it("gives the payment up and shows the server's Arabic message, with the cart kept", async () => {
    const abandoned = 'لم تكتمل عملية الدفع ولم يُخصم أي مبلغ. سلتك ما زالت محفوظة.';
    const api = stubApi({
      [CONFIRM]: { status: 409, error: { code: 'PAYMENT_CANCELLED', message: abandoned } },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutCancelPage />, { route: MOYASAR_CANCEL, language: 'ar' });
    await waitFor(() => expect(screen.getByTestId('payment-error').textContent).toBe(abandoned));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تم إلغاء الدفع');
    expect(screen.getByRole('link', { name: 'العودة إلى إتمام الطلب' }).getAttribute('href')).toBe(
      '/ar/checkout',
    );
    expect(cartStore.getState().items).toHaveLength(1);
    expect(
      api.sent
        .filter((request) => request.method === 'POST')
        .map(({ path, body }) => ({ path, body })),
    ).toEqual([
      { path: '/api/moyasar/payments/confirm', body: { order: 'MA-7K2P-9QXR', occasion: 'leave' } },
    ]);
  });

  it('shows the success page when the payment went through after all', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ [CONFIRM]: { data: { status: 'paid', orderNumber: 'MA-7K2P-9QXR' } } }).fetch,
    );
    await renderWithApp(<CheckoutCancelPage />, { route: MOYASAR_CANCEL });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/en/checkout/success?orderNumber=MA-7K2P-9QXR',
      ),
    );
    expect(cartStore.getState().items).toEqual([]);
  });
});

describe("checkout cancel page, from Tabby's cancel", () => {
  const CONFIRM = 'POST /api/tabby/payments/confirm';
  const TABBY_CANCEL =
    '/checkout/cancel?provider=tabby&order=MA-7K2P-9QXR&payment_id=5b5a3b8e-0c1d-4c8f-9a53-2b4f3f2d1e0a';

  beforeEach(() => {
    cartStore.add(toCartProduct(makeProduct()));
  });

  it("gives the payment up through Tabby's endpoint and shows Tabby's cancel text", async () => {
    const aborted = 'You aborted the payment. Please retry or choose another payment method.';
    const api = stubApi({
      [CONFIRM]: { status: 409, error: { code: 'PAYMENT_CANCELLED', message: aborted } },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutCancelPage />, { route: TABBY_CANCEL });
    await waitFor(() => expect(screen.getByTestId('payment-error').textContent).toBe(aborted));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment cancelled');
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe(
      '/en/checkout',
    );
    expect(cartStore.getState().items).toHaveLength(1);
    expect(
      api.sent
        .filter((request) => request.method === 'POST')
        .map(({ path, body }) => ({ path, body })),
    ).toEqual([
      { path: '/api/tabby/payments/confirm', body: { order: 'MA-7K2P-9QXR', occasion: 'leave' } },
    ]);
  });

  it('says it in Arabic on an Arabic page', async () => {
    const aborted = 'لقد ألغيت الدفعة. فضلاً حاول مجددًا أو اختر طريقة دفع أخرى.';
    vi.stubGlobal(
      'fetch',
      stubApi({
        [CONFIRM]: { status: 409, error: { code: 'PAYMENT_CANCELLED', message: aborted } },
      }).fetch,
    );
    await renderWithApp(<CheckoutCancelPage />, { route: TABBY_CANCEL, language: 'ar' });
    await waitFor(() => expect(screen.getByTestId('payment-error').textContent).toBe(aborted));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تم إلغاء الدفع');
  });
});
