import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AbandonedCart } from '@store/shared/schemas/cart-recovery';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toastStore } from '../../stores/toast-store.ts';
import { AbandonedCartsScreen } from './abandoned-carts-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const RECOVERED: AbandonedCart = {
  id: 'c1',
  contact: 'sara@example.com',
  signedIn: false,
  itemCount: 3,
  value: 910.5,
  state: 'recovered',
  updatedAt: '2026-11-25T09:00:00.000Z',
  remindedAt: '2026-11-25T12:00:00.000Z',
  remindedBy: 'email',
  recoveredAt: '2026-11-25T15:00:00.000Z',
  orderNumber: 'MA-7K3M-Q9XA',
};

function serve() {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/admin/abandoned-carts?')) {
      return {
        body: {
          success: true,
          data: [RECOVERED],
          pagination: { page: 1, limit: 25, total: 1, pages: 1, hasNext: false, hasPrev: false },
          totals: { reminded: 4, recovered: 1, recoveredValue: 910.5 },
        },
      };
    }
    if (call.path === '/api/admin/abandoned-carts/settings') {
      return okBody(
        call.method === 'PUT' ? call.body : { enabled: true, delayMinutes: 180, sms: false },
      );
    }
    return undefined;
  });
}

describe('the admin’s abandoned carts', () => {
  it('lists carts with their value and whether they were recovered, and the totals', async () => {
    serve();
    await renderWithApp(<AbandonedCartsScreen />, { route: '/admin/abandoned-carts' });
    const row = await screen.findByTestId('abandoned-cart-c1');
    expect(row.textContent).toContain('sara@example.com');
    expect(row.textContent).toContain('910.50');
    expect(within(row).getByText('Recovered')).toBeTruthy();
    expect(row.textContent).toContain('Ordered as MA-7K3M-Q9XA');
    expect(screen.getByTestId('abandoned-carts-totals').textContent).toContain('Carts recovered1');
  });

  it('refuses a delay under half an hour and saves a valid one in minutes', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderWithApp(<AbandonedCartsScreen />, { route: '/admin/abandoned-carts' });
    const hours = await screen.findByTestId('cart-reminders-hours');
    await user.clear(hours);
    await user.type(hours, '0.1');
    await user.click(screen.getByTestId('cart-reminders-save'));
    expect(await screen.findByText('From 0.5 to 168 hours.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(screen.getByTestId('cart-reminders-sms'));
    await user.click(screen.getByTestId('cart-reminders-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ enabled: true, delayMinutes: 360, sms: true });
    await waitFor(() =>
      expect(toastStore.getState().map((toast) => toast.title)).toContain('Cart reminders saved'),
    );
  });

  it('says why a save was refused, and clears it when the next save goes through', async () => {
    let refuse = true;
    fakeApi((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/admin/abandoned-carts?')) {
        return {
          body: {
            success: true,
            data: [],
            pagination: { page: 1, limit: 25, total: 0, pages: 0, hasNext: false, hasPrev: false },
            totals: { reminded: 0, recovered: 0, recoveredValue: 0 },
          },
        };
      }
      if (call.path !== '/api/admin/abandoned-carts/settings') return undefined;
      if (call.method === 'GET') return okBody({ enabled: true, delayMinutes: 180, sms: false });
      if (refuse) {
        return {
          status: 503,
          body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'The store is busy' },
        };
      }
      return okBody(call.body);
    });
    const user = userEvent.setup();
    await renderWithApp(<AbandonedCartsScreen />, { route: '/admin/abandoned-carts' });
    await user.click(await screen.findByTestId('cart-reminders-save'));
    const failure = await screen.findByTestId('cart-reminders-failure');
    expect(failure.textContent).toContain('The settings could not be saved');
    expect(failure.textContent).toContain('The store is busy');
    refuse = false;
    await user.click(screen.getByTestId('cart-reminders-save'));
    await waitFor(() => expect(screen.queryByTestId('cart-reminders-failure')).toBeNull());
  });
});
