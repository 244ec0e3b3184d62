import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@store/shared/schemas/dashboard';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { makeSettings } from '../../test/fixtures-settings.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

beforeAll(() => {
  // recharts measures its box; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const dashboard: Dashboard = {
  periods: {
    today: { revenue: 400, orders: 2, averageOrderValue: 200 },
    last7Days: { revenue: 650, orders: 4, averageOrderValue: 162.5 },
    last30Days: { revenue: 1800, orders: 6, averageOrderValue: 300 },
  },
  ordersByStatus: {
    pending: 4,
    confirmed: 1,
    processing: 1,
    ready: 0,
    shipped: 1,
    out_for_delivery: 0,
    delivered: 1,
    cancelled: 2,
    returned: 0,
  },
  revenueSeries: Array.from({ length: 30 }, (_, i) => ({
    date: `2025-06-${String(i + 1).padStart(2, '0')}`,
    revenue: i * 10,
    orders: i % 3,
  })),
  recentOrders: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      orderNumber: 'MA-7K3M-Q9XA',
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      customerName: 'Noura Al-Harbi',
      email: 'noura@example.com',
      phone: '+966501234567',
      itemCount: 2,
      total: 900,
      createdAt: '2025-06-15T11:00:00.000Z',
    },
  ],
  lowStockThreshold: 5,
  lowStockProducts: [
    {
      id: 'p-1',
      name: { en: 'Royal Oud', ar: 'العود الملكي' },
      image: null,
      stock: 0,
      isActive: true,
    },
    {
      id: 'p-2',
      name: { en: 'Taif Rose', ar: 'ورد الطائف' },
      image: null,
      stock: 3,
      isActive: true,
    },
  ],
  timeZone: 'Asia/Riyadh',
  generatedAt: '2025-06-15T11:00:00.000Z',
};

function stubApi(answer: { status: number; body: unknown }) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const { status, body } =
      url.pathname === '/api/public/site-settings'
        ? { status: 200, body: { success: true, data: makeSettings() } }
        : url.pathname === '/api/admin/dashboard'
          ? answer
          : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderDashboard(language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Texts>
      <DashboardScreen />
    </Texts>,
    { route: '/admin', language },
  );
}

describe('dashboard', () => {
  it('shows the figures of the chosen period', async () => {
    stubApi({ status: 200, body: { success: true, data: dashboard } });
    const user = userEvent.setup();
    await renderDashboard();
    const revenue = await screen.findByTestId('dashboard-revenue');
    expect(revenue.textContent).toContain('400');
    expect(screen.getByTestId('dashboard-orders').textContent).toContain('2');
    await user.click(screen.getByTestId('dashboard-period-last30Days'));
    expect(screen.getByTestId('dashboard-revenue').textContent).toContain('1,800');
    expect(screen.getByTestId('dashboard-average').textContent).toContain('300');
    expect(screen.getByTestId('dashboard-period-last30Days').getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('links recent orders to the order and low-stock products to the product, in Arabic', async () => {
    stubApi({ status: 200, body: { success: true, data: dashboard } });
    await renderDashboard('ar');
    const order = await screen.findByTestId('dashboard-order-MA-7K3M-Q9XA');
    expect(order.getAttribute('href')).toBe('/admin/orders/11111111-1111-4111-8111-111111111111');
    const oud = screen.getByTestId('dashboard-low-stock-p-1');
    expect(oud.getAttribute('href')).toBe('/admin/products/p-1');
    expect(within(oud).getByText('العود الملكي')).toBeTruthy();
    expect(within(oud).getByText('نفد المخزون')).toBeTruthy();
    expect(
      within(screen.getByTestId('dashboard-status-pending')).getByText('بانتظار الدفع'),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the figures cannot load', async () => {
    stubApi({ status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' } });
    await renderDashboard();
    expect(await screen.findByTestId('list-error')).toBeTruthy();
  });
});
