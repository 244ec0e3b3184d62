import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import { formatSar } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { placeOrder, type Customer } from './storefront-checkout.ts';
import { BUNDLES } from './texts.ts';
import { signedInAdminApi } from './store-api.ts';

/**
 * Issue 21 end to end, in English and in Arabic: a shopper types a wrong code in the cart and
 * reads why in the page's language, then a real one and sees the saving at once; the checkout
 * shows the same; a cash-on-delivery order is placed; the merchant sees the discount on the admin
 * order page and, once delivered, on the simplified tax invoice's line.
 */
const ADMIN = { email: 'codes@maison-e2e.test', password: 'e2e-codes-password-2026' };
const SHOPPERS: Record<Language, Customer> = {
  en: { name: 'Huda Saleh', email: 'huda.code@example.com', phone: '0501112233' },
  ar: { name: 'هدى صالح', email: 'huda.code.ar@example.com', phone: '٠٥٠٤٤٤٥٥٦٦' },
};

let store: RunningStore;
let browser: Browser;
let product: Product;

const adminApi = signedInAdminApi(() => store.baseUrl, ADMIN);

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  product = (await fetchAllProducts(store.baseUrl)).find(
    (candidate) => candidate.inStock && candidate.stock >= 6 && candidate.price >= 100,
  )!;
  await adminApi('PUT', '/api/site-settings', {
    sellerProfile: { ...SAMPLE_SELLER_PROFILE, einvoicingMode: 'phase1' },
    commerce: { currency: 'SAR', vatRate: 15, pricesIncludeVat: true },
  });
  await adminApi('POST', '/api/admin/promotions', {
    code: 'WELCOME10',
    kind: 'percent',
    percent: 10,
    description: 'e2e',
  });
});
afterAll(() => stopAdminStore(store, browser));

/** 10 % of two bottles, rounded half up to the halala, as the server computes it. */
const discountOf = (price: number) =>
  Math.floor((Math.round(price * 100) * 2 * 1000 + 5000) / 10_000) / 100;

describe.each(['en', 'ar'] as const)('a discount code, in %s', (language) => {
  const texts = BUNDLES[language];
  const { adminSales, adminTaxDocuments } = adminAreaTexts[language];
  let page: Page;
  let orderNumber: string;
  const errors: string[] = [];

  it('the cart says why a wrong code does not apply, then shows a real code’s saving', async () => {
    const context = await openContext(browser, store.baseUrl, { language });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/product/${product._id}`);
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
    await drawer.getByTestId('discount-input').fill('NOSUCHCODE');
    await drawer.getByTestId('discount-apply').click();
    const message = drawer.getByTestId('discount-message');
    await message.waitFor();
    expect(await message.textContent()).toContain(
      language === 'ar' ? 'رمز الخصم هذا غير معروف' : 'We do not know this code',
    );

    // Typed in lower case (and, in Arabic, with Arabic-Indic digits): the code's one form.
    await drawer.getByTestId('discount-input').fill(language === 'ar' ? 'welcome١٠' : 'welcome10');
    await drawer.getByTestId('discount-apply').click();
    await drawer.getByTestId('discount-applied').waitFor();
    const saving = discountOf(product.price);
    expect(await drawer.getByTestId('cart-discount').textContent()).toContain(
      formatSar(-saving, language),
    );
  });

  it('the checkout shows the same saving, and the order is placed with it', async () => {
    await page.goto('/checkout');
    await page.getByRole('heading', { name: texts.checkout.summary }).waitFor();
    const summary = page.getByTestId('summary-discount');
    await summary.waitFor();
    const saving = discountOf(product.price);
    expect(await summary.textContent()).toContain('WELCOME10');
    expect(await summary.textContent()).toContain(formatSar(-saving, language));
    await placeOrder(page, language, 'cod', SHOPPERS[language]);
    const placed = page.getByTestId('placed-discount');
    await placed.waitFor();
    expect(await placed.textContent()).toContain(formatSar(-saving, language));
    orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^MA-/);
  });

  it('the merchant sees the discount on the order page and on the tax invoice', async () => {
    const admin = await (await openContext(browser, store.baseUrl, { language })).newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    await signInAt(admin, '/admin/orders', ADMIN, language);
    await admin.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await admin.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
    const row = admin.getByTestId('order-discount');
    await row.waitFor();
    expect(await row.textContent()).toContain('WELCOME10');
    const saving = discountOf(product.price);
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      await admin.getByTestId(`order-action-${status}`).click();
      await expect
        .poll(() => admin.locator('[data-status]').first().getAttribute('data-status'))
        .toBe(status);
    }
    await expect
      .poll(
        async () => {
          await admin.reload();
          await admin.getByTestId('order-items').waitFor();
          return admin.getByTestId('order-tax-document').count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    expect(await admin.getByTestId('order-tax-document').textContent()).toContain(
      adminTaxDocuments.kinds.invoice,
    );
    await admin.getByTestId('order-tax-document-view').click();
    const sheet = admin.getByTestId('tax-document-sheet');
    await sheet.waitFor();
    // The line's allowance, without VAT: the saving less its 15 % VAT.
    const savingHalalas = Math.round(saving * 100);
    const allowance = Math.floor((savingHalalas * 20_000 + 11_500) / 23_000) / 100;
    expect(await sheet.textContent()).toContain(formatSar(allowance, language));
    expect(adminSales.order.discount).toContain('{{code}}');
    await admin.context().close();
  });

  it('threw no error in the pages', async () => {
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
