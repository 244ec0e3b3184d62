import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

beforeEach(() => {
  cartStore.clear();
  vi.stubGlobal('fetch', mockApi({ '/api/public/site-settings': makeSettings() }));
  return () => vi.unstubAllGlobals();
});

function fillCart() {
  act(() => cartStore.add(toCartProduct(makeProduct())));
}

describe('checkout page', () => {
  it('says the cart is empty, with a shop-now link', async () => {
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/products');
  });

  it('shows the summary and defaults the country to Saudi Arabia', async () => {
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect((screen.getByLabelText(/^Country/) as HTMLInputElement).value).toBe('Saudi Arabia');
  });

  it('online payment requires all six fields, with the spec message in English', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.type(screen.getByLabelText(/^Full name/), 'Sara Al Harbi');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all required fields (name, email, phone, address, city, country)',
    );
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Full name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the Arabic message on an Arabic page', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف، العنوان، المدينة، الدولة)',
    );
    expect((screen.getByLabelText(/^الدولة/) as HTMLInputElement).value).toBe(
      'المملكة العربية السعودية',
    );
  });

  it('cash on delivery needs only name, email and phone, then says ordering is not available yet', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByTestId('checkout-message').textContent).toBe(
      'Please fill in all required fields',
    );

    await user.type(screen.getByLabelText(/^Full name/), 'Sara');
    await user.type(screen.getByLabelText(/^Email/), 'sara@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '0500000000');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByTestId('checkout-message').textContent).toMatch(
      /Ordering not available yet/,
    );
    // Nothing pretends: the cart is kept.
    expect(cartStore.getState().items).toHaveLength(1);
  });
});
