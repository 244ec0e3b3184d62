import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@store/shared/locales';
import type { AccountOrder } from '@store/shared/schemas/accounts';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AccountPage } from './components/account-page.tsx';
import { SHOPPER_ACCOUNT } from './testing/shopper-account.ts';

afterEach(() => vi.unstubAllGlobals());

function order(overrides: Partial<AccountOrder>): AccountOrder {
  return {
    orderNumber: 'MA-7K3M-Q9XA',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    createdAt: '2026-03-02T09:30:00.000Z',
    total: 450,
    currency: 'SAR',
    itemCount: 2,
    lookupEmail: 'noura@example.com',
    ...overrides,
  };
}

const ORDERS = [
  order({ orderNumber: 'MA-NEWR-0002', status: 'shipped', total: 1250.5, itemCount: 1 }),
  order({ orderNumber: 'MA-OLDR-0001', status: 'delivered', total: 300, itemCount: 2 }),
];

const UNAUTHORIZED = {
  status: 401,
  body: {
    success: false,
    code: 'UNAUTHORIZED',
    message: 'Please sign in.',
    reason: { key: 'notSignedIn', params: {} },
  },
};

function serve({ signedIn = true, pages = 1 } = {}) {
  let ended = false;
  const api = fakeApi((call: Call) => {
    if (!signedIn || ended) return call.method === 'GET' ? UNAUTHORIZED : undefined;
    if (call.path === '/api/account/me') {
      return okBody({ account: SHOPPER_ACCOUNT, sessionExpiresAt: '2026-04-01T10:00:00.000Z' });
    }
    if (call.path.startsWith('/api/account/orders?page=')) {
      const page = Number(call.path.split('=')[1]);
      return {
        body: {
          success: true,
          data: page === 1 ? ORDERS : [order({ orderNumber: 'MA-PAGE-0003' })],
          pagination: {
            page,
            limit: 10,
            total: 10 * (pages - 1) + 1,
            pages,
            hasNext: page < pages,
            hasPrev: page > 1,
          },
        },
      };
    }
    if (call.method === 'POST' && call.path === '/api/account/sign-out-everywhere') {
      ended = true;
      return okBody({ sessionsEnded: 3 });
    }
    return undefined;
  });
  return api;
}

function renderPage(language: Language) {
  return renderWithApp(
    <Routes>
      <Route path="/:language/account" element={<AccountPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { language, route: `/${language}/account` },
  );
}

describe('the account page', () => {
  it('lists the shopper’s orders in English, each with its status, date, total and tracking link', async () => {
    serve();
    await renderPage('en');
    const rows = await screen.findAllByTestId('my-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('my-order-status').textContent).toBe('Shipped');
    expect(within(rows[1]!).getByTestId('my-order-status').textContent).toBe('Delivered');
    expect(rows[0]!.textContent).toContain('MA-NEWR-0002');
    expect(rows[0]!.textContent).toContain('1 item');
    expect(rows[1]!.textContent).toContain('2 items');
    expect(rows[0]!.textContent).toMatch(/1,250\.50/);
    expect(rows[0]!.textContent).toMatch(/2026/);
    const track = within(rows[1]!).getByTestId('my-order-track');
    expect(track.getAttribute('href')).toBe(
      '/en/orders/track?orderNumber=MA-OLDR-0001&email=noura%40example.com',
    );
    expect(track.getAttribute('aria-label')).toBe('Track this order MA-OLDR-0001');
    // The verified phone, left to right; no email on this account.
    expect(screen.getByTestId('account-phone').textContent).toContain('+966551234567');
    expect(screen.getByTestId('account-phone').textContent).toContain('Verified');
    expect(screen.getByTestId('account-email').textContent).toContain('Not added');
  });

  it('in Arabic, words statuses and counts in Arabic, pages on, and signs out of every device', async () => {
    const api = serve({ pages: 2 });
    const user = userEvent.setup();
    await renderPage('ar');
    const rows = await screen.findAllByTestId('my-order');
    expect(within(rows[0]!).getByTestId('my-order-status').textContent).toBe('تم الشحن');
    expect(rows[0]!.textContent).toContain('منتج واحد');
    expect(rows[1]!.textContent).toContain('منتجان');
    expect(within(rows[0]!).getByTestId('my-order-track').getAttribute('href')).toMatch(
      /^\/ar\/orders\/track\?orderNumber=MA-NEWR-0002&/,
    );

    await user.click(screen.getByTestId('my-orders-next'));
    await waitFor(() =>
      expect(screen.getByTestId('my-orders').textContent).toContain('MA-PAGE-0003'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/ar/account?page=2');

    await user.click(screen.getByTestId('account-sign-out-everywhere'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/ar/account/sign-in'),
    );
    expect(api.writes().map((c) => c.path)).toEqual(['/api/account/sign-out-everywhere']);
  });

  it('sends a shopper who is not signed in to sign in, and back here afterwards', async () => {
    serve({ signedIn: false });
    await renderPage('en');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/en/account/sign-in?next=${encodeURIComponent('/en/account')}`,
      ),
    );
  });

  it('shows an account without orders as such', async () => {
    fakeApi((call) => {
      if (call.path === '/api/account/me') {
        return okBody({ account: SHOPPER_ACCOUNT, sessionExpiresAt: '2026-04-01T10:00:00.000Z' });
      }
      if (call.path.startsWith('/api/account/orders')) {
        return {
          body: {
            success: true,
            data: [],
            pagination: { page: 1, limit: 10, total: 0, pages: 0, hasNext: false, hasPrev: false },
          },
        };
      }
      return undefined;
    });
    await renderPage('ar');
    expect((await screen.findByTestId('my-orders-none')).textContent).toContain(
      'لا توجد لديك طلبات بعد.',
    );
  });
});
