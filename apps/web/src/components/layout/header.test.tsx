import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../stores/cart-store.ts';
import { toCartProduct } from '../../stores/cart-rules.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { makeSettings } from '../../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { Header } from './header.tsx';

beforeEach(() => {
  cartStore.clear();
  cartStore.close();
  vi.stubGlobal('fetch', mockApi({ '/api/public/site-settings': makeSettings() }));
  return () => vi.unstubAllGlobals();
});

describe('header', () => {
  it('links home, products, story and contact, with the language switch', async () => {
    await renderWithApp(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Our Products', '/en/products'],
      ['Our Story', '/en#about'],
      ['Contact', '/en#contact'],
    ]);
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
  });

  it('links the shopper’s account in the page’s language', async () => {
    await renderWithApp(<Header />, { language: 'ar', route: '/ar/products' });
    const account = screen.getByRole('link', { name: 'حسابي' });
    expect(account.getAttribute('href')).toBe('/ar/account');
    expect(account.getAttribute('aria-current')).toBeNull();
  });

  it('shows the cart badge only when the cart holds something', async () => {
    await renderWithApp(<Header />);
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();
    act(() => {
      cartStore.add(toCartProduct(makeProduct()));
      cartStore.add(toCartProduct(makeProduct()));
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('mobile menu: traps focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = await screen.findByRole('dialog', { name: 'Mobile navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);

    // Tab from the last control wraps to the first, never leaving the menu.
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(menu.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('mobile menu: a link or the backdrop closes it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog');
    await user.click(within(menu).getByRole('link', { name: /Our Products/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/en/products');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
