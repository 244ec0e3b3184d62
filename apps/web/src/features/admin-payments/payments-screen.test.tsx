import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@store/shared/schemas/payments';
import { captureDownloads } from '../../test/downloads.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PaymentsScreen } from './payments-screen.tsx';

const paypal: Transaction = {
  id: 'pay-1',
  method: 'paypal',
  provider: 'paypal',
  simulated: false,
  providerOrderId: '5O190127TN364715T',
  captureId: '3C679366HH908993F',
  refundId: null,
  status: 'captured',
  amount: 375,
  settlement: { currency: 'USD', rate: '3.75', amount: 100 },
  failureCode: null,
  failureMessage: null,
  order: {
    id: 'order-1',
    orderNumber: 'MA-7K3M-Q9XA',
    status: 'confirmed',
    customerName: 'Noura Al-Harbi',
    customerEmail: 'noura@example.com',
  },
  createdAt: '2026-11-20T21:30:00.000Z',
  updatedAt: '2026-11-20T21:31:00.000Z',
};

const cod: Transaction = {
  ...paypal,
  id: 'order-2',
  method: 'cod',
  provider: 'cod',
  providerOrderId: null,
  captureId: null,
  status: 'pending',
  amount: 89.5,
  settlement: null,
  order: { ...paypal.order, id: 'order-2', orderNumber: 'MA-2B2B-C3C3' },
};

const codPaid: Transaction = {
  ...cod,
  id: 'order-3',
  status: 'captured',
  order: { ...cod.order, id: 'order-3', orderNumber: 'MA-3C3C-D4D4', status: 'delivered' },
};

/** Answers the transactions list and records each query it was asked. */
function fakeApi(rows: Transaction[] | 'fail') {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname !== '/api/admin/payments') {
        return json(404, { success: false, code: 'NOT_FOUND', message: 'No' });
      }
      queries.push(url.searchParams);
      if (rows === 'fail') {
        return json(500, { success: false, code: 'INTERNAL_ERROR', message: 'Server down' });
      }
      return json(200, {
        success: true,
        data: rows,
        pagination: {
          page: 1,
          limit: 20,
          total: rows.length,
          pages: 1,
          hasNext: false,
          hasPrev: false,
        },
      });
    }),
  );
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

describe('payments screen', () => {
  it('lists transactions with both amounts, status, provider ids and a link to the order', async () => {
    fakeApi([paypal, cod, codPaid]);
    await renderWithApp(<PaymentsScreen />, { route: '/admin/payments' });
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(first.textContent).toContain('MA-7K3M-Q9XA');
    expect(first.textContent).toContain('5O190127TN364715T');
    expect(first.textContent).toContain('3C679366HH908993F');
    expect(first.textContent).toContain('$100.00');
    expect(first.textContent).toContain('at 3.75 SAR per USD');
    expect(within(first).getByTestId('payment-status').textContent).toBe('Captured');
    // Riyadh time: 21:30 UTC is 00:30 on the 21st.
    expect(first.textContent).toContain('Nov 21, 2026');
    expect(within(first).getByTestId('transaction-order-link').getAttribute('href')).toBe(
      '/admin/orders/order-1',
    );
    expect(rows[1]!.textContent).toContain('Cash on delivery');
    expect(rows[1]!.textContent).toContain('Paid in SAR on delivery');
    expect(within(rows[2]!).getByTestId('payment-status').textContent).toBe(
      'Collected on delivery',
    );
    expect(screen.getByTestId('payments-total').textContent).toBe('3 transactions');
  });

  it('reads in Arabic with the statuses and methods translated', async () => {
    fakeApi([paypal, cod]);
    await renderWithApp(<PaymentsScreen />, { route: '/admin/payments', language: 'ar' });
    const rows = await screen.findAllByTestId('transaction-row');
    expect(within(rows[0]!).getByTestId('payment-status').textContent).toBe('محصَّلة');
    expect(rows[1]!.textContent).toContain('الدفع عند الاستلام');
    expect(screen.getByTestId('payments-total').textContent).toBe('عمليتان');
  });

  it('asks the server for the chosen status, method and search, from page 1', async () => {
    const queries = fakeApi([paypal]);
    const user = userEvent.setup();
    await renderWithApp(<PaymentsScreen />, { route: '/admin/payments?page=3' });
    await screen.findAllByTestId('transaction-row');
    await user.selectOptions(screen.getByTestId('payments-status-filter'), 'refunded');
    await user.selectOptions(screen.getByTestId('payments-method-filter'), 'simulator');
    await user.type(screen.getByTestId('payments-search'), 'MA-7K');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('MA-7K'));
    const last = queries.at(-1)!;
    expect(last.get('status')).toBe('refunded');
    expect(last.get('method')).toBe('paypal');
    expect(last.get('provider')).toBe('paypal-simulator');
    expect(last.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toContain('status=refunded');
  });

  it('exports the filtered transactions as CSV', async () => {
    const queries = fakeApi([paypal, cod]);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderWithApp(<PaymentsScreen />, { route: '/admin/payments?method=cod' });
    await screen.findAllByTestId('transaction-row');
    await user.click(screen.getByTestId('payments-export'));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(1));
    const [file] = await downloads.files();
    expect(file!.fileName).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file!.text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(paypal.order!.orderNumber);
    expect(lines[2]).toContain(cod.order!.orderNumber);
    expect(queries.at(-1)?.get('method')).toBe('cod');
    expect(queries.at(-1)?.get('limit')).toBe('100');
    expect(await screen.findByText('2 transactions exported')).toBeTruthy();
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    fakeApi([]);
    await renderWithApp(<PaymentsScreen />, { route: '/admin/payments?status=failed' });
    expect((await screen.findByTestId('list-empty')).textContent).toContain('No matching payments');
  });

  it('shows the error state with a retry', async () => {
    fakeApi('fail');
    await renderWithApp(<PaymentsScreen />, { route: '/admin/payments' });
    expect((await screen.findByTestId('list-error')).textContent).toContain('Server down');
  });
});
