import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
