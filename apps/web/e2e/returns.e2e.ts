import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { BUNDLES } from './texts.ts';
import { storeApi } from './store-api.ts';

/**
 * Issue 19 point 6 end to end: an order paid on delivery and delivered; the shopper asks to
 * return a bottle from the return page in Arabic; the merchant approves it, receives it back to
 * stock and records the cash refund from the Returns screen in English.
 */
const ADMIN = { email: 'returns@maison-e2e.test', password: 'e2e-returns-password-2026' };
const SHOPPER_EMAIL = 'sara.returns@example.com';

let store: RunningStore;
let browser: Browser;
let product: Product;
let token: string;

/** The store's API as the admin (the token, once signed in). */
function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return storeApi(store.baseUrl, () => token)<T>(method, path, body);
}

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  product = (await fetchAllProducts(store.baseUrl)).find((one) => one.inStock && one.stock >= 5)!;
  token = (await api<{ token: string }>('POST', '/auth/login', ADMIN)).token;
});
afterAll(() => stopAdminStore(store, browser));

/** A cash-on-delivery order of two bottles, placed in Arabic and taken to delivered. */
async function deliveredOrder(): Promise<string> {
  const placed = await api<{ orderNumber: string }>('POST', '/orders', {
    items: [{ productId: product._id, quantity: 2 }],
    paymentMethod: 'cod',
    language: 'ar',
    customerInfo: {
      firstName: 'سارة',
      email: SHOPPER_EMAIL,
      phone: '+966 50 000 0000',
      address: 'شارع العليا ١٢',
      city: 'الرياض',
      cityId: 'riyadh',
      district: 'العليا',
    },
  });
  const [order] = await api<{ id: string }[]>('GET', `/admin/orders?search=${placed.orderNumber}`);
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    await api('POST', `/admin/orders/${order!.id}/status`, { status });
  }
  return placed.orderNumber;
}

const stockOf = async () => (await api<Product>('GET', `/products/${product._id}`)).stock;

describe('a return from request to refund', () => {
  it.each<Language>(['ar', 'en'])(
    'is asked by the shopper in %s and taken to refunded by the merchant',
    async (language) => {
      const orderNumber = await deliveredOrder();
      const stockBefore = await stockOf();
      const shopperTexts = BUNDLES[language].returns;

      // The shopper, on the return page the tracking page links to.
      const shopper = await (await openContext(browser, store.baseUrl, { language })).newPage();
      const errors: string[] = [];
      shopper.on('pageerror', (error) => errors.push(error.message));
      await shopper.goto(
        `/orders/${orderNumber}/return?email=${encodeURIComponent(SHOPPER_EMAIL)}`,
      );
      const line = shopper.getByTestId('return-line').first();
      await line.getByTestId('return-line-select').check();
      await shopper.getByTestId('return-submit').click();
      await expect
        .poll(() => shopper.getByTestId('return-form-alert').textContent())
        .toContain(shopperTexts.form.errors.reason);
      await line.getByTestId('return-line-reason').selectOption('changed_mind');
      await shopper.getByTestId('return-submit').click();
      await shopper.getByTestId('return-sent').waitFor();
      const returnNumber = (await shopper.getByTestId('return-sent-number').textContent())!.trim();
      expect(returnNumber).toMatch(/^RT-/);
      await expect
        .poll(() => shopper.getByTestId('return-request').first().textContent())
        .toContain(shopperTexts.outcome.status.requested);
      expect(errors).toEqual([]);

      // The merchant, on the Returns screen.
      const texts = adminAreaTexts.en.adminReturns;
      const admin = await (await openContext(browser, store.baseUrl, { language: 'en' })).newPage();
      await signInAt(admin, '/admin/returns', ADMIN, 'en');
      await admin.getByTestId(`return-row-${returnNumber}`).getByRole('link').first().click();
      await admin.getByTestId('return-action-approve').click();
      await admin.getByTestId('return-step-note').fill('Send it with SMSA; we pay the postage.');
      await admin.getByTestId('return-step-confirm').click();
      await admin.getByTestId('return-action-receive').click();
      const receive = admin.getByTestId('return-receive-dialog');
      // A sealed bottle goes back to stock by default.
      expect(await receive.getByTestId('return-receive-restock').isChecked()).toBe(true);
      await receive.getByTestId('return-step-confirm').click();
      await admin.getByTestId('return-action-refund').click();
      await admin.getByTestId('return-refund-dialog').getByTestId('return-step-confirm').click();
      await expect
        .poll(() => admin.getByTestId('return-refund').textContent())
        .toMatch(/^Refunded .+ in cash$/);
      expect(await admin.getByTestId('return-next-step').textContent()).toContain(
        texts.actions.none.replace('{{status}}', texts.status.refunded),
      );
      expect(await stockOf()).toBe(stockBefore + 1);

      // The shopper sees where it stands.
      await shopper.reload();
      await expect
        .poll(() => shopper.getByTestId('return-request').first().getAttribute('data-status'))
        .toBe('refunded');
      await Promise.all([shopper.context().close(), admin.context().close()]);
    },
  );
});
