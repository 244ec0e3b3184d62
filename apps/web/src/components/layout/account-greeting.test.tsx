import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR, authApi, startAppAuthStore, storeSignedIn } from '../../test/auth-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Header } from './header.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderHeader(language: 'en' | 'ar' = 'en') {
  await startAppAuthStore();
  return renderWithApp(<Header />, { language });
}

describe('header when signed in (spec section 2)', () => {
  it('greets in Arabic with the first name, and offers logout', async () => {
    const api = authApi();
    const { token } = storeSignedIn();
    const user = userEvent.setup();
    await renderHeader();
    const greeting = await screen.findByTestId('account-greeting');
    expect(greeting.textContent).toBe('مرحباً، Sara');
    expect(greeting.getAttribute('lang')).toBe('ar');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByTestId('account-greeting')).toBeNull();
    expect(screen.getByText('Logged out successfully')).toBeTruthy();
    expect(api.callsTo('/api/auth/logout')[0]?.authorization).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem('authToken')).toBeNull();
    // Still on the page the shopper was on.
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('greets with the email when there is no first name', async () => {
    authApi();
    storeSignedIn({ user: { ...EDITOR, firstName: '' } });
    await renderHeader('ar');
    expect((await screen.findByTestId('account-greeting')).textContent).toBe(
      `مرحباً، ${EDITOR.email}`,
    );
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
  });

  it('greets and offers logout in the phone menu too, which logout closes', async () => {
    authApi();
    storeSignedIn();
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Mobile navigation' });
    expect((await within(menu).findByTestId('account-greeting')).textContent).toBe('مرحباً، Sara');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('account-greeting')).toBeNull();
  });

  it('shows neither to a shopper', async () => {
    authApi();
    await renderHeader();
    expect(screen.queryByTestId('account-greeting')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
