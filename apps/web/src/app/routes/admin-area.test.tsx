import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  EDITOR,
  authApi,
  loginAnswer,
  makeToken,
  startAppAuthStore,
  storeSignedIn,
  verifyAnswer,
} from '../../test/auth-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AppRoutes } from '../router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

async function openAt(route: string, language: 'en' | 'ar' = 'en') {
  await startAppAuthStore();
  return renderWithApp(<AppRoutes />, { route, language });
}

const MENU = [
  'Dashboard',
  'Products',
  'Categories',
  'Reviews',
  'Media library',
  'Product feeds',
  'Orders',
  'Returns',
  'Tax invoices',
  'Customers',
  'Abandoned carts',
  'Discount codes',
  'Shipping',
  'Carriers',
  'Payments',
  'Payment reports',
  'Payment events',
  'Payment-provider settings',
  'Content',
  'Settings',
  'Marketing & analytics',
  'Text messages (SMS)',
  'Privacy policy',
  'Monitoring',
  'Audit log',
];

describe('admin access guard (spec section 4)', () => {
  it('sends a visitor to sign in, then back to the page they asked for', async () => {
    authApi({ '/api/auth/login': loginAnswer(), '/api/auth/verify': verifyAnswer() });
    const user = userEvent.setup();
    await openAt('/admin/products?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/auth');

    await user.type(screen.getByLabelText('Email'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(location()).toBe('/admin/products?page=2');
  });

  it('guards /admin-test exactly like /admin (DESIGN.md)', async () => {
    authApi();
    await openAt('/admin-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/auth');
  });

  it('shows /login and /admin/login as the same sign-in page', async () => {
    authApi();
    for (const route of ['/login', '/admin/login']) {
      const { unmount } = await openAt(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
      expect(location()).toBe(route);
      unmount();
    }
  });

  it('shows Access Denied to a signed-in user without the admin role, with Go Back', async () => {
    authApi();
    storeSignedIn({ user: EDITOR });
    const user = userEvent.setup();
    await openAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access this page. Required role: admin"),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    // The first page of the visit: nothing to go back to in the app, so the store.
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(location()).toBe('/en'));
  });

  it('waits for the start-up token refresh before deciding', async () => {
    storeSignedIn({ token: makeToken({ expiresInMs: -60_000 }) });
    let answer: (value: Response) => void = () => undefined;
    const api = authApi({ '/api/auth/verify': verifyAnswer() });
    const fallback = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/auth/refresh')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : fallback(input, init),
    );
    await openAt('/admin');
    expect(await screen.findByTestId('page-spinner')).toBeTruthy();
    expect(location()).toBe('/admin');
    answer(
      new Response(
        JSON.stringify({
          success: true,
          data: { accessToken: makeToken(), refreshToken: 'refresh-2', expiresIn: 900 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });
});

describe('admin shell', () => {
  it("lists the spec's admin screens and shows who is signed in", async () => {
    const api = authApi({ '/api/auth/verify': verifyAnswer() });
    storeSignedIn();
    await openAt('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MENU);
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getAllByTestId('admin-account')[0]?.textContent).toContain('Sara Haddad');
    expect(await screen.findByText(/^Welcome back, Sara Haddad\./)).toBeTruthy();
    // The session was confirmed with the server, and its recorded address kept.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('admin_session')!).ipAddress).toBe(
        '203.0.113.7',
      ),
    );
    expect(api.callsTo('/api/auth/verify')[0]?.authorization).toMatch(/^Bearer /);
  });

  it('opens a screen from the menu, loading its code on demand', async () => {
    authApi({ '/api/auth/verify': verifyAnswer() });
    storeSignedIn();
    const user = userEvent.setup();
    await openAt('/admin');
    await user.click(await screen.findByRole('link', { name: 'Payment reports' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment reports' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(location()).toBe('/admin/payment-reports');
  });

  it('answers an unknown admin address inside the shell', async () => {
    authApi({ '/api/auth/verify': verifyAnswer() });
    storeSignedIn();
    await openAt('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeTruthy();
  });

  it('is right-to-left and Arabic on an Arabic page', async () => {
    authApi({ '/api/auth/verify': verifyAnswer() });
    storeSignedIn();
    await openAt('/admin', 'ar');
    const menu = await screen.findByRole('navigation', { name: 'قائمة الإدارة' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'لوحة التحكم',
      'المنتجات',
      'التصنيفات',
      'التقييمات',
      'مكتبة الوسائط',
      'خلاصات المنتجات',
      'الطلبات',
      'المرتجعات',
      'الفواتير الضريبية',
      'العملاء',
      'السلال المتروكة',
      'رموز الخصم',
      'الشحن والتوصيل',
      'شركات الشحن',
      'المدفوعات',
      'تقارير المدفوعات',
      'أحداث الدفع',
      'إعدادات مزوّد الدفع',
      'المحتوى',
      'الإعدادات',
      'التسويق والتحليلات',
      'الرسائل النصية',
      'سياسة الخصوصية',
      'المراقبة',
      'سجل التدقيق',
    ]);
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
  });

  it('opens the menu as a drawer on smaller screens, and a link closes it', async () => {
    authApi({ '/api/auth/verify': verifyAnswer() });
    storeSignedIn();
    const user = userEvent.setup();
    await openAt('/admin');
    await user.click(await screen.findByRole('button', { name: 'Open the admin menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(within(drawer).getByText(ADMIN.email)).toBeTruthy();
    await user.click(within(drawer).getByRole('link', { name: 'Orders' }));
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).toBeNull();
    // The orders screen's code loads first (a lazy chunk), then the address changes.
    await waitFor(() => expect(location()).toBe('/admin/orders'));
  });

  it('an expired session sends the admin to sign in, saying why', async () => {
    authApi({ '/api/auth/verify': verifyAnswer() });
    storeSignedIn();
    const store = await openAt('/admin/orders').then(() => import('../../stores/auth-store.ts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    act(() => store.authStore.sessionExpired());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your session has expired. Please login again.',
    );
  });

  it('signs out from the top bar: the server is told, the sign-in page follows', async () => {
    const api = authApi({ '/api/auth/verify': verifyAnswer() });
    const { token } = storeSignedIn();
    const user = userEvent.setup();
    await openAt('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Logged out successfully')).toBeTruthy();
    expect(api.callsTo('/api/auth/logout')[0]?.authorization).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
