import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../stores/cart-store.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CartRestorePage } from './components/cart-restore-page.tsx';
import { UnsubscribePage } from './components/unsubscribe-page.tsx';

beforeEach(() => cartStore.clear());
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_0123456789abcdefghij';
const rose = makeProduct({ _id: '11111111-1111-4111-8111-111111111111', price: 230 });
const gone = '22222222-2222-4222-8222-222222222222';

function renderAt(route: string, language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Routes>
      <Route path="/:lang/cart/restore/:token" element={<CartRestorePage />} />
      <Route path="/:lang/unsubscribe/:token" element={<UnsubscribePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route, language },
  );
}

describe('the reminder’s restore link', () => {
  it('puts the cart back at today’s prices and goes on to checkout', async () => {
    fakeApi((call) => {
      if (call.path === `/api/cart-recovery/restore/${TOKEN}`) {
        return okBody({
          language: 'en',
          lines: [
            { productId: rose._id, quantity: 2 },
            { productId: gone, quantity: 1 },
          ],
        });
      }
      if (call.path === `/api/products/${rose._id}`) return okBody(rose);
      return undefined;
    });
    await renderAt(`/en/cart/restore/${TOKEN}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/checkout'));
    expect(
      cartStore
        .getState()
        .items.map((item) => [item.product.id, item.quantity, item.product.price]),
    ).toEqual([[rose._id, 2, 230]]);
  });

  it('says why, in the page’s language, when the link names no cart', async () => {
    const message = 'هذا الرابط لم يعد صالحًا، وربما طُلبت سلتك بالفعل.';
    fakeApi(() => ({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message },
    }));
    await renderAt(`/ar/cart/restore/${TOKEN}`, 'ar');
    expect((await screen.findByTestId('cart-restore-error')).textContent).toBe(message);
    expect(cartStore.getState().items).toEqual([]);
  });
});

describe('the reminder’s stop link', () => {
  it('stops reminders as it opens, once, and says so', async () => {
    const api = fakeApi((call) =>
      call.method === 'POST' && call.path === `/api/cart-recovery/unsubscribe/${TOKEN}`
        ? {
            body: {
              success: true,
              data: { unsubscribed: true },
              message: 'لن تصلك تذكيرات بالسلة بعد الآن.',
            },
          }
        : undefined,
    );
    await renderAt(`/ar/unsubscribe/${TOKEN}`, 'ar');
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toBe(
      'لن تصلك تذكيرات بالسلة بعد الآن.',
    );
    expect(api.writes()).toHaveLength(1);
  });
});
