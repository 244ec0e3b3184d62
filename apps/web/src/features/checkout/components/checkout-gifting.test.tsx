import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSiteSettings } from '@store/shared/schemas/settings';
import { cartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { deliveryPlaceStore } from '../../../stores/delivery-place.ts';
import { discountCodeStore } from '../../../stores/discount-code.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi } from '../testing/api-stub.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { makePublicOrder } from '../testing/public-order.ts';

/** Gift wrapping, the gift message and free samples at checkout (decision 036). */

function giftingSettings(): PublicSiteSettings {
  const settings = makeSettings();
  return { ...settings, commerce: { ...settings.commerce, giftWrapFee: 15, maxSamples: 1 } };
}

const SAMPLES = [
  { productId: 's-1', name: { en: 'Rose Taifi', ar: 'ورد طائفي' }, image: null },
  { productId: 's-2', name: { en: 'White Musk', ar: 'مسك أبيض' }, image: null },
];

const placed = makePublicOrder({
  orderNumber: 'MA-GIFT-0001',
  giftWrapFee: 15,
  gift: { wrap: true, message: 'Eid Mubarak', hidePrices: true },
  samples: [{ productId: 's-2', name: SAMPLES[1]!.name }],
  total: 465,
});

beforeEach(() => {
  cartStore.clear();
  discountCodeStore.remove();
  deliveryPlaceStore.choose({ countryCode: 'SA', cityId: 'riyadh' });
  act(() => cartStore.add(toCartProduct(makeProduct())));
  return () => vi.unstubAllGlobals();
});

function stub() {
  const api = stubApi({
    'GET /api/public/site-settings': { data: giftingSettings() },
    'GET /api/public/samples': { data: SAMPLES },
    'POST /api/orders': { status: 201, data: placed },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function fillCustomer(user: UserEvent, language: 'en' | 'ar') {
  const labels =
    language === 'en'
      ? [/^Full name/, /^Email/, /^Phone/, /^District/, /^Address/]
      : [/^الاسم الكامل/, /^البريد الإلكتروني/, /^رقم الهاتف/, /^الحي/, /^العنوان(?! المختصر)/];
  const values = ['Sara', 'sara@example.com', '0500000000', 'Al Olaya', 'Olaya Street 12'];
  for (const [index, label] of labels.entries()) {
    await user.type(screen.getByLabelText(label), values[index]!);
  }
}

describe('checkout gifting', () => {
  it('adds the wrapping fee to the total once ticked, and sends the gift and the sample', async () => {
    const user = userEvent.setup();
    const api = stub();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await screen.findByRole('radio', { name: 'Standard delivery' });
    expect(screen.getByTestId('checkout-totals').textContent).toMatch(/TotalSAR\s450/);

    await user.click(screen.getByTestId('gift-toggle'));
    await user.click(screen.getByTestId('gift-wrap'));
    expect((await screen.findByTestId('summary-gift-wrap')).textContent).toMatch(/SAR\s15/);
    expect(screen.getByTestId('checkout-totals').textContent).toMatch(/TotalSAR\s465/);
    await user.type(screen.getByTestId('gift-message'), 'Eid Mubarak');
    await user.click(screen.getByTestId('gift-hide-prices'));

    // One sample allowed: once chosen, the other cannot be.
    const options = await screen.findAllByTestId('sample-option');
    expect(options).toHaveLength(2);
    await user.click(options[1]!);
    expect((options[0] as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/chosen all your samples/)).toBeTruthy();
    expect(screen.getByTestId('summary-sample').textContent).toContain('White Musk');

    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await fillCustomer(user, 'en');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Thank you for your order' });
    const sent = api.sent.find((r) => r.method === 'POST' && r.path === '/api/orders');
    expect(sent?.body).toMatchObject({
      gift: { wrap: true, message: 'Eid Mubarak', hidePrices: true },
      samples: ['s-2'],
    });
    // The confirmation shows the wrapping, the sample and the message as the server saved them.
    expect(screen.getByTestId('order-gift-wrap').textContent).toMatch(/SAR\s15/);
    expect(screen.getByTestId('order-sample').textContent).toContain('White Musk');
    expect(screen.getByTestId('order-gift').textContent).toContain('Eid Mubarak');
  });

  it('says in Arabic when the message is too long, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = stub();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await screen.findByRole('radio', { name: 'التوصيل العادي' });
    await user.click(screen.getByTestId('gift-toggle'));
    const message = screen.getByTestId('gift-message');
    await user.click(message);
    await user.paste('م'.repeat(201));
    expect(screen.getByTestId('gift-message-problem').textContent).toBe(
      'يجب ألا تتجاوز رسالة الهدية 200 حرفًا.',
    );
    expect(message.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('radio', { name: /الدفع عند الاستلام/ }));
    await fillCustomer(user, 'ar');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-message').textContent).toBe(
        'يجب ألا تتجاوز رسالة الهدية 200 حرفًا.',
      ),
    );
    expect(api.sent.some((r) => r.method === 'POST' && r.path === '/api/orders')).toBe(false);
  });

  it('offers no samples when the store allows none', async () => {
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/public/samples': { data: SAMPLES },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await screen.findByRole('radio', { name: 'Standard delivery' });
    expect(screen.queryByTestId('sample-choice')).toBeNull();
    expect(api.sent.some((r) => r.path === '/api/public/samples')).toBe(false);
  });
});
