import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSar } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { placeOrder, type Customer } from './storefront-checkout.ts';
import { BUNDLES } from './texts.ts';
import { signedInAdminApi } from './store-api.ts';

/**
 * Automatic offers end to end (decision 037), in English and in Arabic: the merchant creates
 * "Buy 2, get 10 % off" through the admin API; the product page names it, the cart shows its
 * saving once two bottles are in, the checkout agrees, a cash-on-delivery order is placed with
 * it, and the merchant sees the saving on the order page.
 */
const ADMIN = { email: 'offers@maison-e2e.test', password: 'e2e-offers-password-2026' };
const SHOPPERS: Record<Language, Customer> = {
  en: { name: 'Lama Nasser', email: 'lama.offer@example.com', phone: '0503334455' },
  ar: { name: 'لمى ناصر', email: 'lama.offer.ar@example.com', phone: '٠٥٠٦٦٦٧٧٨٨' },
};
const NAME = { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' };

let store: RunningStore;
let browser: Browser;
let product: Product;

const adminApi = signedInAdminApi(() => store.baseUrl, ADMIN);

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  product = (await fetchAllProducts(store.baseUrl)).find(
    (candidate) => candidate.inStock && candidate.stock >= 6 && candidate.price >= 100,
  )!;
  await adminApi('POST', '/api/admin/offers', {
    name: NAME,
    kind: 'buy_n_percent',
    minQuantity: 2,
    percent: 10,
    productIds: [product._id],
  });
});
afterAll(() => stopAdminStore(store, browser));

/** 10 % of two bottles, rounded half up to the halala, as the server computes it. */
const savingOf = (price: number) =>
  Math.floor((Math.round(price * 200) * 1000 + 5000) / 10000) / 100;

describe.each(['en', 'ar'] as const)('an automatic offer, in %s', (language) => {
  const texts = BUNDLES[language];
  let page: Page;
  let orderNumber: string;
  const errors: string[] = [];

  it('the product page names the offer, and the cart shows its saving once it holds two', async () => {
    const context = await openContext(browser, store.baseUrl, { language });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/product/${product._id}`);
    const offers = page.getByTestId('product-offers');
    await offers.waitFor();
    expect(await offers.textContent()).toBe(
      texts.catalog.detail.offerBuyN.replace('{{count}}', '2').replace('{{percent}}', '10'),
    );
    const addToCart = page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true });
    for (let added = 1; added <= 2; added++) {
      await addToCart.click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe(String(added));
    }
    const drawer = page.getByTestId('cart-drawer');
    if (!(await drawer.isVisible())) {
      await page.locator('[data-cart-button]').filter({ visible: true }).first().click();
    }
    const row = drawer.getByTestId('cart-offer');
    await row.waitFor();
    expect(await row.textContent()).toContain(NAME[language]);
    expect(await row.textContent()).toContain(formatSar(-savingOf(product.price), language));
  });

  it('the checkout shows the same saving, and a cash-on-delivery order is placed with it', async () => {
    await page.goto('/checkout');
    await page.getByRole('heading', { name: texts.checkout.summary }).waitFor();
    const summary = page.getByTestId('summary-offer');
    await summary.waitFor();
    const saving = formatSar(-savingOf(product.price), language);
    expect(await summary.textContent()).toContain(NAME[language]);
    expect(await summary.textContent()).toContain(saving);
    await placeOrder(page, language, 'cod', SHOPPERS[language]);
    const placed = page.getByTestId('placed-offer');
    await placed.waitFor();
    expect(await placed.textContent()).toContain(saving);
    orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^MA-/);
  });

  it('the merchant sees the offer and its saving on the order page', async () => {
    const admin = await (await openContext(browser, store.baseUrl, { language })).newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    await signInAt(admin, '/admin/orders', ADMIN, language);
    await admin.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await admin.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
    const row = admin.getByTestId('order-offer');
    await row.waitFor();
    expect(await row.textContent()).toContain(NAME[language]);
    expect(await row.textContent()).toContain(formatSar(-savingOf(product.price), language));
    await admin.context().close();
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
