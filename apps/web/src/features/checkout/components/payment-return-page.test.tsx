import { act, fireEvent, screen } from '@testing-library/react';
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
    expect(location()).toBe('/en/checkout/cancel');
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
    expect(location()).toBe('/en/checkout/success?orderNumber=MA-7K2P-9QXR');
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
    expect(location()).toBe('/ar/checkout/cancel');
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

describe('payment return page, back from Moyasar', () => {
  const CONFIRM = 'POST /api/moyasar/payments/confirm';
  const MOYASAR_RETURN = '/payment/return?provider=moyasar&order=MA-7K2P-9QXR';
  const posts = (api: ReturnType<typeof stubApi>) =>
    api.sent.filter((request) => request.method === 'POST');

  it('confirms the payment on return, clears the cart and shows the success page, on every visit', async () => {
    const api = stubApi({
      [CONFIRM]: { data: { status: 'paid', orderNumber: 'MA-7K2P-9QXR' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const first = await renderWithApp(<PaymentReturnPage />, { route: MOYASAR_RETURN });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Processing your payment');
    await settle();
    expect(location()).toBe('/en/checkout/success?orderNumber=MA-7K2P-9QXR');
    expect(cartStore.getState().items).toEqual([]);
    expect(posts(api).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/moyasar/payments/confirm',
        body: { order: 'MA-7K2P-9QXR', occasion: 'return' },
      },
    ]);

    // Reloaded: asked again, the same answer, the same page.
    first.unmount();
    await renderWithApp(<PaymentReturnPage />, { route: MOYASAR_RETURN });
    await settle();
    expect(location()).toBe('/en/checkout/success?orderNumber=MA-7K2P-9QXR');
    expect(posts(api)).toHaveLength(2);
  });

  it('shows a declined payment with the server message, keeps the cart and stays', async () => {
    const declined = 'The payment was declined for insufficient funds. Nothing was charged.';
    const api = stubApi({
      [CONFIRM]: { status: 402, error: { code: 'PAYMENT_DECLINED', message: declined } },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<PaymentReturnPage />, { route: MOYASAR_RETURN });
    await settle();
    expect(screen.getByTestId('payment-error').textContent).toBe(declined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment not completed');
    expect(cartStore.getState().items).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe(
      '/en/checkout',
    );
    // A refusal is final: nothing to check again, and no PayPal capture either.
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(posts(api).map((request) => request.path)).toEqual(['/api/moyasar/payments/confirm']);
    await advance(10_000);
    expect(location()).toBe(MOYASAR_RETURN);
  });

  it('asks again on request while Moyasar cannot be reached', async () => {
    let down = true;
    const api = stubApi({
      [CONFIRM]: () =>
        down
          ? {
              status: 503,
              error: {
                code: 'PAYMENT_PROVIDER_UNAVAILABLE',
                message: 'حدث خطأ أثناء معالجة الدفع، يرجى المحاولة مرة أخرى',
              },
            }
          : { data: { status: 'paid', orderNumber: 'MA-7K2P-9QXR' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<PaymentReturnPage />, { route: MOYASAR_RETURN, language: 'ar' });
    await settle();
    expect(screen.getByTestId('payment-error').textContent).toBe(
      'حدث خطأ أثناء معالجة الدفع، يرجى المحاولة مرة أخرى',
    );
    expect(cartStore.getState().items).toHaveLength(1);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'تحقّق مرة أخرى' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('جارٍ معالجة الدفع');
    await settle();
    expect(location()).toBe('/ar/checkout/success?orderNumber=MA-7K2P-9QXR');
    expect(posts(api)).toHaveLength(2);
  });

  it('says the payment details are missing without an order, and asks nothing', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<PaymentReturnPage />, { route: '/payment/return?provider=moyasar' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The payment details are missing from this address.',
    );
    await settle();
    expect(posts(api)).toEqual([]);
  });
});

describe('payment return page, back from Tabby', () => {
  const CONFIRM = 'POST /api/tabby/payments/confirm';
  const TABBY_RETURN =
    '/payment/return?provider=tabby&order=MA-7K2P-9QXR&payment_id=5b5a3b8e-0c1d-4c8f-9a53-2b4f3f2d1e0a';
  const posts = (api: ReturnType<typeof stubApi>) =>
    api.sent.filter((request) => request.method === 'POST');

  it("confirms through Tabby's endpoint, clears the cart and shows the success page", async () => {
    const api = stubApi({
      [CONFIRM]: { data: { status: 'paid', orderNumber: 'MA-7K2P-9QXR' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<PaymentReturnPage />, { route: TABBY_RETURN });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Processing your payment');
    await settle();
    expect(location()).toBe('/en/checkout/success?orderNumber=MA-7K2P-9QXR');
    expect(cartStore.getState().items).toEqual([]);
    // The payment id in the address is never taken for the outcome: the server reads Tabby.
    expect(posts(api).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/tabby/payments/confirm',
        body: { order: 'MA-7K2P-9QXR', occasion: 'return' },
      },
    ]);
  });

  it("shows Tabby's rejection in Arabic, keeps the cart and stays", async () => {
    const rejected =
      'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.';
    vi.stubGlobal(
      'fetch',
      stubApi({
        [CONFIRM]: { status: 402, error: { code: 'PAYMENT_DECLINED', message: rejected } },
      }).fetch,
    );
    await renderWithApp(<PaymentReturnPage />, { route: TABBY_RETURN, language: 'ar' });
    await settle();
    expect(screen.getByTestId('payment-error').textContent).toBe(rejected);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('لم تكتمل عملية الدفع');
    expect(screen.queryByRole('button', { name: 'تحقّق مرة أخرى' })).toBeNull();
    expect(cartStore.getState().items).toHaveLength(1);
    await advance(10_000);
    expect(location()).toBe(TABBY_RETURN);
  });
});
