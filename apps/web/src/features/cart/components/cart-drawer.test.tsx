import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_QUOTE } from '../../../test/fixtures-shipping.ts';
import { deliveryPlaceStore } from '../../../stores/delivery-place.ts';
import { STORAGE_KEYS } from '../../../config/storage-keys.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { listenToShopEvents, type ShopEvent } from '../../../lib/shop-events.ts';
import { fakeApi, okBody } from '../../../test/fake-admin-api.ts';
import { discountCodeStore } from '../../../stores/discount-code.ts';
import { CartDrawer } from './cart-drawer.tsx';

beforeEach(() => {
  cartStore.clear();
  cartStore.close();
  deliveryPlaceStore.choose({ countryCode: 'SA', cityId: null });
  vi.stubGlobal(
    'fetch',
    mockApi({
      '/api/public/site-settings': makeSettings(),
      '/api/public/shipping/options': {
        countries: ['SA'],
        freeShipping: { fromHalalas: 20000, everywhere: true },
      },
      '/api/public/shipping/quote': STANDARD_QUOTE,
    }),
  );
  return () => vi.unstubAllGlobals();
});

async function openWithOneOud() {
  const view = await renderWithApp(<CartDrawer />);
  act(() => {
    cartStore.add(toCartProduct(makeProduct({ _id: 'oud', price: 450 })));
    cartStore.open();
  });
  return view;
}

describe('cart drawer', () => {
  it('applies a discount code: the server’s reason for a wrong one, the saving of a good one', async () => {
    discountCodeStore.remove();
    const api = fakeApi((call) => {
      if (call.path === '/api/public/site-settings') return okBody(makeSettings());
      if (call.path === '/api/public/promotions/check') {
        const { code } = call.body as { code: string };
        return code === 'SAVE10'
          ? okBody({
              code: 'SAVE10',
              rule: { kind: 'percent', percentBasisPoints: 1000 },
              eligibleProductIds: ['oud'],
            })
          : {
              status: 422,
              body: {
                success: false,
                code: 'DISCOUNT_NOT_APPLICABLE',
                message: 'رمز الخصم هذا غير معروف. يرجى التحقق منه والمحاولة مرة أخرى.',
                reason: { key: 'unknown', params: {} },
              },
            };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await openWithOneOud();
    const drawer = screen.getByRole('dialog', { name: /Your cart/ });
    await user.type(within(drawer).getByTestId('discount-input'), 'NOPE');
    await user.click(within(drawer).getByTestId('discount-apply'));
    expect((await within(drawer).findByTestId('discount-message')).textContent).toContain(
      'رمز الخصم هذا غير معروف',
    );
    await user.clear(within(drawer).getByTestId('discount-input'));
    await user.type(within(drawer).getByTestId('discount-input'), 'SAVE10');
    await user.click(within(drawer).getByTestId('discount-apply'));
    await within(drawer).findByTestId('discount-applied');
    // 10 % of 450: 45 off, 405 to pay, computed by the shared computeOrderTotals.
    expect(within(drawer).getByTestId('cart-discount').textContent).toMatch(/-SAR\s45/);
    expect(drawer.textContent).toMatch(/TotalSAR\s405/);
    const check = api.calls.filter((c) => c.path === '/api/public/promotions/check').at(-1)!;
    expect(check.body).toMatchObject({
      code: 'SAVE10',
      items: [{ productId: 'oud', quantity: 1 }],
    });
    await user.click(within(drawer).getByTestId('discount-remove'));
    expect(within(drawer).queryByTestId('cart-discount')).toBeNull();
    expect(discountCodeStore.getState()).toBe('');
  });

  it('estimates delivery once a city is chosen, and remembers it for the checkout', async () => {
    const user = userEvent.setup();
    await openWithOneOud();
    const drawer = screen.getByRole('dialog', { name: /Your cart/ });
    await user.type(await within(drawer).findByLabelText(/^Estimate delivery/), 'جدة');
    expect((await within(drawer).findByTestId('delivery-estimate')).textContent).toMatch(
      /Free delivery to Jeddah, 2–5 working days/,
    );
    expect(deliveryPlaceStore.getState()).toEqual({ countryCode: 'SA', cityId: 'jeddah' });
    await user.click(within(drawer).getByRole('button', { name: 'Change city' }));
    expect(within(drawer).getByLabelText(/^Estimate delivery/)).toBeTruthy();
  });

  it('says the truth when free shipping is only for some zones', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        '/api/public/site-settings': makeSettings(),
        '/api/public/shipping/options': {
          countries: ['SA'],
          freeShipping: { fromHalalas: 30000, everywhere: false },
        },
      }),
    );
    await openWithOneOud();
    const drawer = screen.getByRole('dialog', { name: /Your cart/ });
    expect((await within(drawer).findByTestId('free-shipping-note')).textContent).toMatch(
      /Free shipping to selected cities on orders over SAR\s300/,
    );
  });

  it('lists lines with quantity controls, total and the free-shipping note from settings', async () => {
    const user = userEvent.setup();
    await openWithOneOud();
    const drawer = screen.getByRole('dialog', { name: /Your cart/ });
    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Sahara Oud' }),
    );
    expect(within(drawer).getByTestId('cart-line-quantity').textContent).toBe('2');
    expect(cartStore.getState().total).toBe(900);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')[0].quantity).toBe(2);
    expect((await within(drawer).findByTestId('free-shipping-note')).textContent).toMatch(
      /Free shipping on orders over SAR\s200/,
    );
    expect(within(drawer).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/en/checkout',
    );

    await user.click(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Sahara Oud' }),
    );
    await user.click(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Sahara Oud' }),
    );
    expect(cartStore.getState().items).toEqual([]);
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
  });

  it('shows an automatic offer by name and saving once the cart makes it true', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        '/api/public/site-settings': makeSettings(),
        '/api/public/offers': [
          {
            id: 'buy2',
            name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
            rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
            productIds: ['oud'],
          },
        ],
      }),
    );
    const user = userEvent.setup();
    await openWithOneOud();
    const drawer = screen.getByRole('dialog', { name: /Your cart/ });
    await within(drawer).findByText('Checkout');
    expect(within(drawer).queryByTestId('cart-offer')).toBeNull();
    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Sahara Oud' }),
    );
    const row = await within(drawer).findByTestId('cart-offer');
    expect(row.textContent).toContain('Buy 2, get 10% off');
    expect(row.textContent).toMatch(/-\s?SAR\s90/);
    // 900 less 90: the total the server will charge for the goods.
    expect(within(drawer).getByTestId('cart-discount').parentElement!.textContent).toMatch(
      /SAR\s810/,
    );
  });

  it('says when a code that does not combine is beaten by the offers, and it saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        '/api/public/site-settings': makeSettings(),
        '/api/public/promotions/check': {
          code: 'SMALL5',
          rule: { kind: 'percent', percentBasisPoints: 500 },
          eligibleProductIds: ['oud'],
          combinable: false,
        },
        '/api/public/offers': [
          {
            id: 'buy2',
            name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
            rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
            productIds: ['oud'],
          },
        ],
      }),
    );
    act(() => discountCodeStore.apply('SMALL5'));
    try {
      const user = userEvent.setup();
      await openWithOneOud();
      const drawer = screen.getByRole('dialog', { name: /Your cart/ });
      // One bottle: the code beats the offer (which the cart does not make true).
      const applied = await within(drawer).findByTestId('discount-applied');
      expect(applied.textContent).toContain('Code \u2068SMALL5\u2069 applied');
      expect(within(drawer).queryByTestId('discount-set-aside')).toBeNull();
      await user.click(
        within(drawer).getByRole('button', { name: 'Increase quantity of Sahara Oud' }),
      );
      const setAside = await within(drawer).findByTestId('discount-set-aside');
      expect(setAside.textContent).toBe(
        'This code does not combine with the offers in your cart; the offers save you more.',
      );
      expect(within(drawer).getByTestId('discount-applied').textContent).toContain('not used');
      // Only the offer's saving: 900 less 90.
      expect(within(drawer).getByTestId('cart-discount').parentElement!.textContent).toMatch(
        /SAR\s810/,
      );
    } finally {
      act(() => discountCodeStore.remove());
    }
  });

  it('tells the marketing tags of each one more added from the drawer, and not of one fewer', async () => {
    // What earlier tests said with no one listening is waiting: dropped first.
    listenToShopEvents(() => undefined)();
    const said: ShopEvent[] = [];
    const stop = listenToShopEvents((event) => said.push(event));
    try {
      const user = userEvent.setup();
      await renderWithApp(<CartDrawer />);
      act(() => {
        cartStore.add(toCartProduct(makeProduct({ _id: 'oud', price: 450 })));
        cartStore.open();
      });
      const drawer = screen.getByRole('dialog', { name: /Your cart/ });
      const more = within(drawer).getByRole('button', { name: 'Increase quantity of Sahara Oud' });
      await user.click(more);
      await user.click(more);
      await user.click(
        within(drawer).getByRole('button', { name: 'Decrease quantity of Sahara Oud' }),
      );
      expect(within(drawer).getByTestId('cart-line-quantity').textContent).toBe('2');
      const oneOud = {
        type: 'add_to_cart',
        items: [
          { id: 'oud', name: 'Sahara Oud', priceHalalas: 45000, quantity: 1, category: 'oriental' },
        ],
      };
      expect(said).toEqual([oneOud, oneOud]);
    } finally {
      stop();
    }
  });

  it('clears the cart', async () => {
    const user = userEvent.setup();
    await openWithOneOud();
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(cartStore.getState()).toMatchObject({ items: [], total: 0 });
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    await openWithOneOud();
    await user.keyboard('{Escape}');
    expect(cartStore.getState().isOpen).toBe(false);
  });

  it('slides in from the inline end: right in English, left in Arabic', async () => {
    await openWithOneOud();
    const panel = screen.getByTestId('cart-drawer');
    // `end-0` is the right edge in LTR and the left edge in RTL; closed, it slides past that edge.
    expect(panel.className).toContain('end-0');
    act(() => cartStore.close());
    expect(panel.className).toMatch(/(^| )translate-x-full/);
    expect(panel.className).toContain('rtl:-translate-x-full');
    expect(panel.hasAttribute('inert')).toBe(true);
  });
});

describe('cart drawer, pay later with Tabby', () => {
  const tabbyUpTo = (maxHalalas: number) => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        '/api/public/site-settings': makeSettings(),
        '/api/public/payment-methods': {
          methods: [
            { method: 'tabby', simulated: true, minHalalas: 1000, maxHalalas },
            { method: 'cod' },
          ],
        },
      }),
    );
  };

  it('shows the first of 4 payments of the cart total while the total is within the limits', async () => {
    const user = userEvent.setup();
    tabbyUpTo(100_000);
    await openWithOneOud();
    const drawer = screen.getByRole('dialog', { name: /Your cart/ });
    const line = await within(drawer).findByTestId('pay-later');
    expect(line.textContent).toMatch(/^or 4 interest-free payments of SAR\s112\.50 with Tabby/);

    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Sahara Oud' }),
    );
    expect(within(drawer).getByTestId('pay-later').textContent).toMatch(/SAR\s225 with Tabby/);
    // 3 × 450 = 1,350 SAR: above Tabby's 1,000.
    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Sahara Oud' }),
    );
    expect(within(drawer).queryByTestId('pay-later')).toBeNull();
  });

  it('says so in Arabic', async () => {
    tabbyUpTo(100_000);
    const view = await renderWithApp(<CartDrawer />, { language: 'ar' });
    act(() => {
      cartStore.add(toCartProduct(makeProduct({ _id: 'oud', price: 100.01 })));
      cartStore.open();
    });
    const line = await screen.findByTestId('pay-later');
    expect(line.textContent).toMatch(
      /^أو 4 دفعات بدون فوائد بقيمة \u200f?25\.01\sر\.س\.?\u200f? مع تابي/,
    );
    view.unmount();
  });
});
