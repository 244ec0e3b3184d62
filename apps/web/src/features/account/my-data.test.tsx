import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MyData } from './components/my-data.tsx';

afterEach(() => vi.unstubAllGlobals());

const OPEN_ORDERS = {
  status: 409,
  body: {
    success: false,
    code: 'CONFLICT',
    message: 'لديك طلب لم يكتمل بعد. يمكنك حذف حسابك بعد توصيله أو إلغائه.',
    reason: { key: 'openOrders', params: { count: 1 } },
  },
};

describe('the account’s “Your data” section', () => {
  it('links the JSON download and the privacy policy in the page’s language', async () => {
    fakeApi(() => undefined);
    await renderWithApp(<MyData />, { route: '/ar/account', language: 'ar' });
    const download = await screen.findByTestId('account-download-data');
    expect(download.getAttribute('href')).toBe('/api/account/data');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' }).getAttribute('href')).toBe(
      '/ar/privacy',
    );
  });

  it('deletes only after the confirmation, then goes home', async () => {
    const api = fakeApi((call) =>
      call.method === 'DELETE' && call.path === '/api/account'
        ? okBody({ ordersErased: 2 })
        : undefined,
    );
    const user = userEvent.setup();
    await renderWithApp(<MyData />, { route: '/en/account' });
    await user.click(await screen.findByTestId('account-delete'));
    expect(api.writes()).toEqual([]);
    expect(screen.getByTestId('account-delete-confirm').textContent).toContain(
      'Your past orders and their tax invoices are kept',
    );
    await user.click(screen.getByTestId('account-delete-yes'));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/account', body: undefined }]);
    expect((await screen.findByTestId('location')).textContent).toBe('/en');
  });

  it('shows the server’s refusal in the page’s language and keeps the account', async () => {
    fakeApi((call) => (call.method === 'DELETE' ? OPEN_ORDERS : undefined));
    const user = userEvent.setup();
    await renderWithApp(<MyData />, { route: '/ar/account', language: 'ar' });
    await user.click(await screen.findByTestId('account-delete'));
    await user.click(screen.getByTestId('account-delete-yes'));
    const alert = await screen.findByTestId('account-delete-error');
    expect(alert.textContent).toBe(OPEN_ORDERS.body.message);
    expect(document.activeElement).toBe(alert);
    expect(screen.getByTestId('location').textContent).toBe('/ar/account');
  });
});
