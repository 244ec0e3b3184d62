import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethodOffer } from '@store/shared/schemas/payments';
import { paymentMethodKeys } from '../../../api/payment-method-keys.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { ProductDetailPage } from './product-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const TABBY: PaymentMethodOffer = {
  method: 'tabby',
  simulated: true,
  minHalalas: 1000,
  maxHalalas: 500000,
};

/** The product page of a perfume at `price`, with these payment methods on offer. */
async function openProduct(
  price: number,
  methods: PaymentMethodOffer[],
  language: 'en' | 'ar' = 'en',
) {
  vi.stubGlobal(
    'fetch',
    mockApi({
      '/api/public/site-settings': makeSettings(),
      '/api/products/p-1': makeProduct({ price }),
      '/api/public/payment-methods': { methods },
    }),
  );
  const view = await renderWithApp(
    <Routes>
      <Route path="/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { route: '/product/p-1', language },
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** The line's sentence (the Tabby badge beside it is hidden from screen readers), one spacing. */
function payLaterSentence(): string {
  const line = screen.getByTestId('pay-later');
  expect(line.lastElementChild?.getAttribute('aria-hidden')).toBe('true');
  expect(line.lastElementChild?.textContent).toBe('tabby');
  return (line.firstElementChild?.textContent ?? '').replace(/\s/g, ' ');
}

/** Lets the payment methods arrive: the page shows nothing of Tabby before. */
const methodsRead = (view: Awaited<ReturnType<typeof openProduct>>) =>
  vi.waitFor(() => {
    if (view.queryClient.getQueryState(paymentMethodKeys.public())?.status === 'pending') {
      throw new Error('payment methods not read yet');
    }
  });

describe('product page, pay later with Tabby', () => {
  it('shows the first of 4 payments of the price, the remainder on it', async () => {
    await openProduct(100.01, [TABBY, { method: 'cod' }]);
    const line = await screen.findByTestId('pay-later');
    expect(payLaterSentence()).toBe('or 4 interest-free payments of SAR 25.01 with Tabby');
    expect(line.querySelector('[dir="ltr"]')?.textContent?.replace(/\s/g, ' ')).toBe('SAR 25.01');
  });

  it('says so in Arabic, the amount kept left to right', async () => {
    await openProduct(450, [TABBY], 'ar');
    const line = await screen.findByTestId('pay-later');
    const amount = (line.querySelector('[dir="ltr"]')?.textContent ?? '').replace(/\s/g, ' ');
    expect(amount).toMatch(/^\u200f?112\.50 ر\.س\.?\u200f?$/);
    expect(payLaterSentence()).toBe(`أو 4 دفعات بدون فوائد بقيمة ${amount} مع تابي`);
  });

  it('shows nothing outside the limits of the Tabby offer', async () => {
    const view = await openProduct(5001, [TABBY, { method: 'cod' }]);
    await methodsRead(view);
    expect(screen.queryByTestId('pay-later')).toBeNull();
    view.unmount();

    const cheap = await openProduct(9.99, [TABBY]);
    await methodsRead(cheap);
    expect(screen.queryByTestId('pay-later')).toBeNull();
  });

  it('shows nothing when Tabby is not offered', async () => {
    const view = await openProduct(450, [
      { method: 'moyasar', simulated: false, marks: ['mada'] },
      { method: 'cod' },
    ]);
    await methodsRead(view);
    expect(screen.queryByTestId('pay-later')).toBeNull();
  });
});

describe('product page, automatic offers', () => {
  const offers = [
    {
      id: 'buy2',
      name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
      rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
      productIds: ['p-1'],
    },
    {
      id: 'pair',
      name: { en: 'The pair', ar: 'الثنائي' },
      rule: { kind: 'bundle_price', bundlePriceHalalas: 60_000 },
      productIds: ['p-1', 'p-2'],
    },
    {
      id: 'other',
      name: { en: 'Other', ar: 'آخر' },
      rule: { kind: 'buy_n_percent', minQuantity: 3, percentBasisPoints: 2000 },
      productIds: ['p-9'],
    },
  ];

  async function openWithOffers(language: 'en' | 'ar') {
    vi.stubGlobal(
      'fetch',
      mockApi({
        '/api/public/site-settings': makeSettings(),
        '/api/products/p-1': makeProduct({ _id: 'p-1', price: 450 }),
        '/api/public/payment-methods': { methods: [] },
        '/api/public/offers': offers,
      }),
    );
    await renderWithApp(
      <Routes>
        <Route path="/product/:id" element={<ProductDetailPage />} />
      </Routes>,
      { route: '/product/p-1', language },
    );
    return screen.findByTestId('product-offers');
  }

  it('says which offers cover the product, and not the others', async () => {
    const list = await openWithOffers('en');
    const lines = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Buy 2, get 10% off');
    expect(lines[1]).toMatch(/^In the set “The pair” for SAR\s600/);
  });

  it('says so in Arabic', async () => {
    const list = await openWithOffers('ar');
    const lines = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines[0]).toBe('اشترِ 2 واحصل على خصم 10٪');
    expect(lines[1]).toContain('ضمن مجموعة «الثنائي»');
  });
});
