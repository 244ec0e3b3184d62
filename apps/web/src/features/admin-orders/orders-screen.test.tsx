import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeAdminApi,
  makeInvoice,
  makeOrderDetail,
  makeOrderSummary,
  makePaidMoyasarOrder,
  serveOrderDetail,
} from './test/order-fixtures.ts';
import { renderOrders } from './test/render-orders.tsx';

const pagination = { page: 1, limit: 20, total: 1, pages: 1, hasNext: false, hasPrev: false };

describe('orders list', () => {
  it('reads its filters from the URL, sends them, and writes changes back to the URL', async () => {
    const api = fakeAdminApi((url) =>
      url.pathname === '/api/admin/orders'
        ? { body: { success: true, data: [makeOrderSummary()], pagination } }
        : undefined,
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    await renderOrders('/admin/orders?status=pending&from=2025-06-01&page=2&bogus=1');

    const row = await screen.findByTestId('order-row-MA-7K3M-Q9XA');
    expect(within(row).getByText('Noura Al-Harbi')).toBeTruthy();
    const sent = api.calls.find((c) => c.url.pathname === '/api/admin/orders')!.url.searchParams;
    expect(sent.get('status')).toBe('pending');
    expect(sent.get('from')).toBe('2025-06-01');
    expect(sent.get('page')).toBe('2');
    expect(sent.get('bogus')).toBeNull();
    expect((screen.getByTestId('orders-filter-status') as HTMLSelectElement).value).toBe('pending');

    await user.selectOptions(screen.getByTestId('orders-filter-payment-method'), 'paypal');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/orders?status=pending&paymentMethod=paypal&from=2025-06-01',
      ),
    );
    await waitFor(() =>
      expect(api.calls.at(-1)!.url.searchParams.get('paymentMethod')).toBe('paypal'),
    );

    await user.type(screen.getByTestId('orders-search'), 'noura');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('search=noura'),
    );

    await user.click(screen.getByTestId('orders-clear-filters'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/orders'));
  });

  it('shows the empty and error states', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi((url) =>
        url.pathname !== '/api/admin/orders'
          ? undefined
          : {
              body: { success: true, data: [], pagination: { ...pagination, total: 0, pages: 0 } },
            },
      ).fetch,
    );
    await renderOrders('/admin/orders');
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
    expect(screen.getByText('No orders yet')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi(() => ({
        status: 500,
        body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' },
      })).fetch,
    );
    await renderOrders('/admin/orders');
    expect(await screen.findByTestId('list-error')).toBeTruthy();
  });
});

describe('order detail', () => {
  it('offers only the transitions the server allows, and asks before cancelling', async () => {
    const order = makeOrderDetail();
    const api = fakeAdminApi((url, init) => {
      if (url.pathname === `/api/admin/orders/${order.id}`)
        return { body: { success: true, data: order } };
      if (url.pathname === `/api/admin/orders/${order.id}/status` && init?.method === 'POST') {
        return {
          body: {
            success: true,
            data: makeOrderDetail({ status: 'cancelled', allowedTransitions: [] }),
          },
        };
      }
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    await renderOrders(`/admin/orders/${order.id}`);

    expect(await screen.findByTestId('order-action-confirmed')).toBeTruthy();
    expect(screen.getByTestId('order-action-cancelled')).toBeTruthy();
    for (const status of ['processing', 'shipped', 'delivered', 'refund']) {
      expect(screen.queryByTestId(`order-action-${status}`)).toBeNull();
    }

    await user.click(screen.getByTestId('order-action-cancelled'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/reserved stock returned/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('order-no-actions')).toBeTruthy());
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ status: 'cancelled', note: '' });
  });

  it('offers a refund for a paid PayPal order, but no cancel', async () => {
    const order = makeOrderDetail({
      paymentMethod: 'paypal',
      paymentStatus: 'paid',
      status: 'confirmed',
      allowedTransitions: ['processing'],
      canRefund: true,
    });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`);
    expect(await screen.findByTestId('order-action-processing')).toBeTruthy();
    expect(screen.getByTestId('order-action-refund')).toBeTruthy();
    expect(screen.queryByTestId('order-action-cancelled')).toBeNull();
    expect(screen.queryByTestId('order-action-confirmed')).toBeNull();
  });

  it('says a final order has no actions', async () => {
    const order = makeOrderDetail({ status: 'delivered', allowedTransitions: [] });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`);
    expect(await screen.findByTestId('order-no-actions')).toBeTruthy();
  });
});

describe('order address and delivery (issue 19)', () => {
  it('shows the street as typed, the city of the list with its region, the National Address and the method', async () => {
    const order = makeOrderDetail({ codFee: 15, paymentMethod: 'cod', total: 915 });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const customer = await screen.findByTestId('order-customer');
    const lines = [...customer.querySelectorAll('address span')].map((line) => line.textContent);
    expect(lines).toEqual([
      'Tahlia Street 12',
      'Al Olaya',
      'الرياض',
      'مبنى 7235 · الرمز البريدي 12241 · العنوان المختصر RRRD2929',
      'Saudi Arabia',
    ]);
    expect(within(customer).getByTestId('order-delivery').textContent).toBe(
      'التوصيل العادي · جميع مناطق المملكة',
    );
    expect(screen.getByTestId('order-items').textContent).toContain('رسوم الدفع عند الاستلام');
  });
});

describe('order offers', () => {
  it('shows each automatic offer applied by its name in the admin’s language, and its saving', async () => {
    const order = makeOrderDetail({
      subtotal: 900,
      offerDiscount: 90,
      appliedOffers: [
        {
          offerId: 'o1',
          name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
          discount: 90,
        },
        { offerId: 'o2', name: { en: 'Free wrapping', ar: 'تغليف مجاني' }, discount: 0 },
      ],
      total: 810,
    });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const rows = await screen.findAllByTestId('order-offer');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('عرض: اشترِ 2 واحصل على خصم 10%'),
      expect.stringContaining('مشمول'),
    ]);
    expect(rows[0]!.textContent).toMatch(/90/);
  });
});

describe('order payments', () => {
  it('shows how a Moyasar payment was made: the method, the card network and its last four', async () => {
    const order = makePaidMoyasarOrder();
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}?lang=ar`, 'ar');
    const record = await screen.findByTestId('order-payment-record');
    expect(record.textContent).toContain('وسيلة الدفع');
    expect(record.textContent).toContain('بطاقة · mada •••• 1010');
    expect(screen.getByTestId('order-payment').textContent).toContain('ميسّر');
  });
});

describe('invoice', () => {
  it('is in Arabic and right-to-left when asked, even for an English-speaking admin', async () => {
    const invoice = makeInvoice();
    vi.stubGlobal(
      'fetch',
      fakeAdminApi((url) =>
        url.pathname === `/api/admin/orders/${invoice.order.id}/invoice`
          ? { body: { success: true, data: invoice } }
          : undefined,
      ).fetch,
    );
    await renderOrders(`/admin/orders/${invoice.order.id}/invoice?lang=ar`, 'en');
    const sheet = await screen.findByTestId('order-invoice');
    expect(sheet.getAttribute('dir')).toBe('rtl');
    expect(sheet.getAttribute('lang')).toBe('ar');
    expect(await within(sheet).findByText('دار عنبر')).toBeTruthy();
    expect(within(sheet).getByText('العود الملكي')).toBeTruthy();
    expect(within(sheet).getByText('فاتورة ضريبية')).toBeTruthy();
    expect(within(sheet).getByText('الدفع عند الاستلام')).toBeTruthy();
    expect(within(sheet).queryByText('Royal Oud')).toBeNull();
    // Prices include VAT: the VAT is shown as part of the total, not added to it.
    expect(within(sheet).getByText('منها ضريبة القيمة المضافة (15٪)')).toBeTruthy();
    // A tax invoice names the seller's VAT registration number.
    expect(within(sheet).getByTestId('invoice-vat-number').textContent).toBe(
      'الرقم الضريبي 310123456700003',
    );
  });

  it('is in English and left-to-right for lang=en, even for an Arabic-speaking admin', async () => {
    const invoice = makeInvoice();
    vi.stubGlobal(
      'fetch',
      fakeAdminApi((url) =>
        url.pathname === `/api/admin/orders/${invoice.order.id}/invoice`
          ? { body: { success: true, data: invoice } }
          : undefined,
      ).fetch,
    );
    await renderOrders(`/admin/orders/${invoice.order.id}/invoice?lang=en`, 'ar');
    const sheet = await screen.findByTestId('order-invoice');
    expect(sheet.getAttribute('dir')).toBe('ltr');
    expect(await within(sheet).findByText('Maison Anbar')).toBeTruthy();
    expect(within(sheet).getByText('Royal Oud')).toBeTruthy();
    expect(within(sheet).getByText('Tax invoice')).toBeTruthy();
    expect(within(sheet).getByTestId('invoice-vat-number').textContent).toBe(
      'VAT registration number 310123456700003',
    );
  });
});
