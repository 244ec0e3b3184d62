import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountOrder, BuyAgain } from '@store/shared/schemas/accounts';
import { cartStore } from '../../stores/cart-store.ts';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MyOrders } from './components/my-orders.tsx';

beforeEach(() => act(() => cartStore.clear()));
afterEach(() => vi.unstubAllGlobals());

const ORDER: AccountOrder = {
  orderNumber: 'MA-7K3M-Q9XA',
  status: 'delivered',
  paymentStatus: 'paid',
  paymentMethod: 'cod',
  createdAt: '2026-03-02T09:30:00.000Z',
  total: 1050,
  currency: 'SAR',
  itemCount: 6,
  lookupEmail: 'noura@example.com',
};

const ANSWER: BuyAgain = {
  lines: [
    { product: makeProduct({ _id: 'p-oud', price: 325 }), quantity: 2, ordered: 2 },
    {
      product: makeProduct({ _id: 'p-rose', name: { en: 'Taif Rose', ar: 'ورد الطائف' } }),
      quantity: 1,
      ordered: 3,
    },
  ],
  unavailable: [
    { productId: 'p-amber', name: { en: 'Amber Night', ar: 'ليلة العنبر' }, reason: 'withdrawn' },
  ],
};

function serve() {
  return fakeApi((call) => {
    if (call.path.startsWith('/api/account/orders?')) {
      return {
        body: {
          success: true,
          data: [ORDER],
          pagination: { page: 1, limit: 10, total: 1, pages: 1, hasNext: false, hasPrev: false },
        },
      };
    }
    if (call.path === '/api/account/orders/MA-7K3M-Q9XA/buy-again') return okBody(ANSWER);
    return undefined;
  });
}

describe('buy again', () => {
  it('puts the available products back in the cart and names what is short or gone, in Arabic', async () => {
    serve();
    const user = userEvent.setup();
    await renderWithApp(<MyOrders onSignedOut={() => undefined} />, { language: 'ar' });
    const [row] = await screen.findAllByTestId('my-order');
    await user.click(within(row!).getByTestId('my-order-buy-again'));
    const result = await screen.findByTestId('buy-again-result');
    expect(result.textContent).toContain('أُضيفت 3 منتجات من الطلب MA-7K3M-Q9XA إلى سلتك');
    expect(screen.getByTestId('buy-again-short').textContent).toBe(
      'يتوفر من «ورد الطائف» قطعة واحدة فقط من 3 طلبتها.',
    );
    expect(screen.getByTestId('buy-again-unavailable').textContent).toBe(
      '«ليلة العنبر» لم يعد متاحًا للبيع.',
    );
    expect(
      cartStore.getState().items.map((i) => [i.product.id, i.product.price, i.quantity]),
    ).toEqual([
      ['p-oud', 325, 2],
      ['p-rose', 450, 1],
    ]);
    await user.click(screen.getByTestId('buy-again-view-cart'));
    expect(cartStore.getState().isOpen).toBe(true);
    act(() => cartStore.close());
  });

  it('says so in English when the order cannot be read, and leaves the cart alone', async () => {
    fakeApi((call) =>
      call.path.startsWith('/api/account/orders?')
        ? {
            body: {
              success: true,
              data: [ORDER],
              pagination: {
                page: 1,
                limit: 10,
                total: 1,
                pages: 1,
                hasNext: false,
                hasPrev: false,
              },
            },
          }
        : { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' } },
    );
    const user = userEvent.setup();
    await renderWithApp(<MyOrders onSignedOut={() => undefined} />, { language: 'en' });
    await user.click(await screen.findByTestId('my-order-buy-again'));
    expect((await screen.findByTestId('buy-again-failed')).textContent).toBe(
      'We could not put this order back in your cart. Please try again.',
    );
    expect(cartStore.getState().items).toEqual([]);
  });
});
