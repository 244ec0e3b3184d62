import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { startAdminStore, stopAdminStore } from './admin-store.ts';
import { orderPageLink, outboxEmail } from './outbox.ts';
import type { RunningStore } from './start-store.ts';
import { openShopperAtCheckout, placeOrder, type Customer } from './storefront-checkout.ts';
import { BUNDLES } from './texts.ts';

/**
 * Issue 19 point 5 end to end, in Arabic and in English: a shopper pays cash on delivery, follows the order from
 * its confirmation to the tracking page, and, once the merchant has moved it on, opens the page
 * again from the "shipped" email and sees each step with its time.
 */
const ADMIN = { email: 'tracking@maison-e2e.test', password: 'e2e-tracking-password-2026' };
const SHOPPERS: Record<Language, Customer> = {
  ar: { name: 'ريم العتيبي', email: 'reem.tracking@example.com', phone: '0551234567' },
  en: { name: 'Reem Al-Otaibi', email: 'reem.tracking.en@example.com', phone: '0551234568' },
};

let store: RunningStore;
let browser: Browser;
let product: Product;

async function adminToken(): Promise<string> {
  const login = await fetch(`${store.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Moves the order along as the merchant does on the order page. */
async function moveOrder(orderNumber: string, statuses: string[]) {
  const token = await adminToken();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await fetch(
    `${store.baseUrl}/api/admin/orders?search=${encodeURIComponent(orderNumber)}`,
    { headers },
  );
  const [order] = ((await list.json()) as { data: { id: string }[] }).data;
  for (const status of statuses) {
    const res = await fetch(`${store.baseUrl}/api/admin/orders/${order!.id}/status`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ status, note: '' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  product = (await fetchAllProducts(store.baseUrl)).find(
    (candidate) => candidate.inStock && candidate.stock >= 3,
  )!;
});
afterAll(() => stopAdminStore(store, browser));

describe.each<Language>(['ar', 'en'])('a shopper follows an order, in %s', (language) => {
  const texts = BUNDLES[language].checkout;
  const SHOPPER = SHOPPERS[language];
  const other: Language = language === 'ar' ? 'en' : 'ar';
  let page: Page;
  let orderNumber: string;
  const errors: string[] = [];

  it('places it, then opens its tracking page from the confirmation', async () => {
    const shopper = await openShopperAtCheckout(browser, store.baseUrl, language, product, 1);
    page = shopper.page;
    page.on('pageerror', (error) => errors.push(error.message));
    await placeOrder(page, language, 'cod', SHOPPER);
    orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^MA-/);

    await page.getByRole('main').getByRole('link', { name: texts.success.trackOrder }).click();
    await page.waitForURL('**/orders/track?orderNumber=*');
    // The confirmation shows the number too: wait for the tracking page's own steps.
    await page.getByTestId('order-progress').waitFor();
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
    // The email stays out of the address bar.
    await expect.poll(() => page.url()).not.toContain('email=');
    const steps = page.getByTestId('order-progress-step');
    expect(await steps.first().getAttribute('aria-current')).toBe('step');
    expect(await steps.first().textContent()).toContain(texts.order.statuses.pending);
    expect(await page.getByTestId('order-progress-now').textContent()).toBe(
      texts.tracking.steps.pendingCod,
    );
  });

  it('opens it again from the shipped email and sees each step with its time', async () => {
    await moveOrder(orderNumber, ['confirmed', 'processing', 'shipped']);
    const link = orderPageLink(await outboxEmail(store, `${orderNumber}-shipped`));
    // The tracking page's address in the order's language (decision 027).
    expect(link.pathname).toBe(`/${language}/orders/track`);
    expect(link.searchParams.get('email')).toBe(SHOPPER.email);

    // A phone, in a browser that never visited the store and reads the other language: the link
    // alone finds the order, in the order's language.
    const context = await openContext(browser, store.baseUrl, {
      language: other,
      viewport: 'phone',
    });
    const phone = await context.newPage();
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => phone.getByTestId('order-number').textContent()).toBe(orderNumber);
    await expect
      .poll(() => phone.locator('html').getAttribute('dir'))
      .toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await phone.locator('html').getAttribute('lang')).toBe(language);

    const steps = phone.getByTestId('order-progress-step');
    expect(await steps.evaluateAll((items) => items.map((item) => item.dataset.state))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    const names = await steps.evaluateAll((items) =>
      items.map((item) => item.querySelector('p')!.firstChild!.textContent),
    );
    expect(names).toEqual([
      texts.order.statuses.pending,
      texts.order.statuses.confirmed,
      texts.order.statuses.processing,
      texts.order.statuses.shipped,
      texts.order.statuses.out_for_delivery,
      texts.order.statuses.delivered,
    ]);
    // Each step reached has its time; those to come have none.
    expect(await steps.locator('time').count()).toBe(4);
    expect(await phone.getByTestId('order-parcels').textContent()).toContain(
      texts.tracking.noParcelYet,
    );
    // The marks sit at the start: on the right in Arabic, on the left in English.
    const mark = await steps.first().getByTestId('order-progress-mark').boundingBox();
    const label = await steps.first().locator('p').first().boundingBox();
    if (language === 'ar') expect(mark!.x).toBeGreaterThan(label!.x);
    else expect(mark!.x).toBeLessThan(label!.x);
    // Nothing wider than the phone.
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
    await page.context().close();
  });
});
