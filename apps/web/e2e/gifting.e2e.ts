import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSar } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import type { AdminProduct } from '@store/shared/schemas/catalog-admin';
import { productFormValues } from '../src/features/admin-products/lib/product-form.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { signedInAdminFetch } from './store-api.ts';
import { placeOrder, type Customer } from './storefront-checkout.ts';
import { BUNDLES } from './texts.ts';

/**
 * Issue 21 point 4 end to end, in English and in Arabic: a shopper marks the order as a gift,
 * asks for wrapping (the fee joins the total at once), writes a message and chooses a free
 * sample; a cash-on-delivery order is placed; the confirmation shows the wrapping, the sample and
 * the message; the merchant sees them on the order page, and the packing slip prints the message
 * with no amount.
 */
const ADMIN = { email: 'gifts@maison-e2e.test', password: 'e2e-gifts-password-2026' };
const SHOPPERS: Record<Language, Customer> = {
  en: { name: 'Reem Fahad', email: 'reem.gift@example.com', phone: '0502223344' },
  ar: { name: 'ريم فهد', email: 'reem.gift.ar@example.com', phone: '٠٥٠٥٥٥٦٦٧٧' },
};
const MESSAGES: Record<Language, string> = {
  en: 'Happy birthday, Noor!',
  ar: 'عيد ميلاد سعيد يا نور',
};
const WRAP_FEE = 15;

let store: RunningStore;
let browser: Browser;
let product: Product;
let sample: AdminProduct;
let folder: string;

const adminFetch = signedInAdminFetch(() => store.baseUrl, ADMIN);

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  folder = await mkdtemp(path.join(tmpdir(), 'gifting-e2e-'));
  const products = await fetchAllProducts(store.baseUrl);
  product = products.find((candidate) => candidate.inStock && candidate.stock >= 4)!;
  const other = products.find((candidate) => candidate._id !== product._id)!;
  await adminFetch('PUT', '/api/site-settings', {
    commerce: {
      currency: 'SAR',
      vatRate: 15,
      pricesIncludeVat: true,
      giftWrapFee: WRAP_FEE,
      maxSamples: 2,
    },
  });
  // The merchant marks a product as a sample, with vials of its own.
  const res = await adminFetch('GET', `/api/admin/products/${other._id}`);
  const { product: stored } = ((await res.json()) as { data: { product: AdminProduct } }).data;
  const saved = await adminFetch('PUT', `/api/products/${other._id}`, {
    ...productFormValues(stored),
    sampleable: true,
    sampleStock: 5,
  });
  sample = ((await saved.json()) as { data: { product: AdminProduct } }).data.product;
});
afterAll(async () => {
  await stopAdminStore(store, browser);
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe.each(['en', 'ar'] as const)('a gift with a sample, in %s', (language) => {
  const texts = BUNDLES[language];
  let page: Page;
  let orderNumber: string;
  const errors: string[] = [];

  it('the checkout adds the wrapping fee, takes the message and a sample, and places the order', async () => {
    const context = await openContext(browser, store.baseUrl, { language });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/product/${product._id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true })
      .click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await page.goto('/checkout');
    await page.getByRole('heading', { name: texts.checkout.summary }).waitFor();

    await page.getByTestId('gift-toggle').check();
    await page.getByTestId('gift-wrap').check();
    const wrapRow = page.getByTestId('summary-gift-wrap');
    await wrapRow.waitFor();
    expect(await wrapRow.textContent()).toContain(formatSar(WRAP_FEE, language));
    expect(await page.getByTestId('checkout-totals').textContent()).toContain(
      formatSar(product.price + WRAP_FEE, language),
    );
    await page.getByTestId('gift-message').fill(MESSAGES[language]);
    await page.getByTestId('gift-hide-prices').check();
    const choice = page.getByTestId('sample-choice');
    await choice.getByText(sample.name[language]).click();
    expect(await page.getByTestId('summary-sample').textContent()).toContain(sample.name[language]);

    await placeOrder(page, language, 'cod', SHOPPERS[language]);
    const wrap = page.getByTestId('order-gift-wrap');
    await wrap.waitFor();
    expect(await wrap.textContent()).toContain(formatSar(WRAP_FEE, language));
    expect(await page.getByTestId('order-sample').textContent()).toContain(sample.name[language]);
    expect(await page.getByTestId('order-gift').textContent()).toContain(MESSAGES[language]);
    orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^MA-/);
  });

  it('the merchant sees the gift on the order page, and the packing slip prints the message', async () => {
    const admin = await (await openContext(browser, store.baseUrl, { language })).newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    await signInAt(admin, '/admin/orders', ADMIN, language);
    await admin.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await admin.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
    const gift = admin.getByTestId('order-gift');
    await gift.waitFor();
    expect(await gift.textContent()).toContain(MESSAGES[language]);
    expect(await admin.getByTestId('order-sample').textContent()).toContain(sample.name[language]);
    const orderId = new URL(admin.url()).pathname.split('/').at(-1)!;
    await admin.context().close();

    const slip = await adminFetch('GET', `/api/admin/orders/packing-slips.pdf?ids=${orderId}`);
    const file = path.join(folder, `${language}.pdf`);
    await writeFile(file, Buffer.from(await slip.arrayBuffer()));
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    const printed = stdout.replace(/\s+/g, '');
    expect(printed).toContain(orderNumber);
    // pdftotext may break an Arabic line's spaces differently: compared without them.
    expect(printed).toContain(MESSAGES[language].replace(/\s+/g, ''));
    // Prices hidden: the amount to collect is on the courier's label, not in the parcel.
    expect(stdout).not.toContain(formatSar(product.price + WRAP_FEE, 'en').replace('SAR', ''));
  });

  it('threw no error in the pages', async () => {
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
