import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCustomer, AdminOrderSummary } from '@store/shared/schemas/admin-orders';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { makeSettings } from '../../test/fixtures-settings.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CustomersScreen } from './customers-screen.tsx';

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

const noura: AdminCustomer = {
  email: 'noura@example.com',
  name: 'Noura Al-Harbi',
  phone: '+966501234567',
  orderCount: 3,
  totalSpent: 1250.5,
  lastOrderAt: '2025-06-15T11:00:00.000Z',
  firstOrderAt: '2025-01-02T11:00:00.000Z',
  hasAccount: false,
};

const order: AdminOrderSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'MA-7K3M-Q9XA',
  status: 'shipped',
  paymentStatus: 'paid',
  paymentMethod: 'paypal',
  customerName: 'Noura Al-Harbi',
  email: 'noura@example.com',
  phone: '+966501234567',
  itemCount: 2,
  total: 900,
  createdAt: '2025-06-15T11:00:00.000Z',
};

function stubApi(customer: AdminCustomer = noura) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    let body: unknown = { success: false, code: 'NOT_FOUND', message: 'Customer not found' };
    let status = 404;
    if (url.pathname === '/api/public/site-settings') {
      body = { success: true, data: makeSettings() };
      status = 200;
    } else if (url.pathname === '/api/admin/customers') {
      const list = url.searchParams.get('search') === 'nobody' ? [] : [customer];
      body = {
        success: true,
        data: list,
        pagination: {
          page: 1,
          limit: 20,
          total: list.length,
          pages: 1,
          hasNext: false,
          hasPrev: false,
        },
      };
      status = 200;
    } else if (url.pathname === '/api/admin/customers/noura%40example.com') {
      body = { success: true, data: { customer: noura, orders: [order] } };
      status = 200;
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderCustomers(route: string, language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Texts>
      <Routes>
        <Route path="/admin/customers/*" element={<CustomersScreen />} />
      </Routes>
    </Texts>,
    { route, language },
  );
}

describe('customers', () => {
  it('lists customers and keeps the search in the URL', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    await renderCustomers('/admin/customers');
    const row = await screen.findByTestId('customer-row-noura@example.com');
    expect(within(row).getByText('Noura Al-Harbi')).toBeTruthy();
    expect(within(row).getByText(/1,250\.50/)).toBeTruthy();
    expect(within(row).getByTestId('customer-account').textContent).toBe('Guest');

    await user.type(screen.getByTestId('customers-search'), 'nobody');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/customers?search=nobody'),
    );
    expect(await screen.findByText('No customers match')).toBeTruthy();
    expect(calls.some((u) => u.searchParams.get('search') === 'nobody')).toBe(true);
  });

  it('tells an account holder from a guest, in Arabic too', async () => {
    stubApi({ ...noura, hasAccount: true });
    await renderCustomers('/admin/customers', 'ar');
    const row = await screen.findByTestId('customer-row-noura@example.com');
    expect(within(row).getByTestId('customer-account').textContent).toBe('لديه حساب');
  });

  it('shows one customer with their orders, linking to each order', async () => {
    stubApi();
    await renderCustomers('/admin/customers/noura%40example.com', 'ar');
    const orderRow = await screen.findByTestId('customer-order-MA-7K3M-Q9XA');
    expect(within(orderRow).getByRole('link').getAttribute('href')).toBe(
      `/admin/orders/${order.id}`,
    );
    expect(within(orderRow).getByText('تم الشحن')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Noura Al-Harbi' })).toBeTruthy();
  });

  it('says so when the customer has no orders', async () => {
    stubApi();
    await renderCustomers('/admin/customers/ghost%40example.com');
    expect(await screen.findByText('Customer not found')).toBeTruthy();
  });
});
