import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSar } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import {
  openShopperAtCheckout,
  placeOrder,
  TABBY_OTP,
  TABBY_SIMULATOR,
  type Customer,
} from './storefront-checkout.ts';

/**
 * Issue 17 point 3 end to end, in English and in Arabic: a shopper pays with a card through the
 * built-in Moyasar simulator; the merchant refunds part of it from the order page, then the rest,
 * and reads the amounts and the payment's timeline there.
 */
const ADMIN = { email: 'refunds@maison-e2e.test', password: 'e2e-refunds-password-2026' };

const CUSTOMERS: Record<Language, Customer> = {
  en: {
    name: 'Noura Al-Harbi',
    email: 'noura.refund@example.com',
    phone: '+966 50 000 0000',
    address: 'Olaya Street 12',
    city: 'Riyadh',
  },
  ar: {
    name: 'سارة بنت خالد',
    email: 'sara.refund@example.com',
    phone: '٠٥٠٠٠٠٠٠٠٠',
    address: 'شارع العليا ١٢',
    city: 'الرياض',
  },
};

let store: RunningStore;
let browser: Browser;
let products: Product[];

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  products = (await fetchAllProducts(store.baseUrl)).filter(
    (product) => product.inStock && product.stock >= 5,
  );
  expect(products.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => stopAdminStore(store, browser));

async function lookUpOrder(orderNumber: string, email: string): Promise<PublicOrder> {
  const query = new URLSearchParams({ email });
  const res = await fetch(`${store.baseUrl}/api/orders/public/${orderNumber}?${query}`);
  if (!res.ok) throw new Error(`GET /api/orders/public/${orderNumber} answered ${res.status}`);
  return ((await res.json()) as { data: PublicOrder }).data;
}

/** A text as read, with formatting spaces and direction marks made plain. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The shopper pays for two bottles with a mada card on the simulator; returns the order number. */
async function paidOrder(language: Language, product: Product): Promise<string> {
  const { page, errors } = await openShopperAtCheckout(
    browser,
    store.baseUrl,
    language,
    product,
    2,
  );
  await placeOrder(page, language, 'moyasar', CUSTOMERS[language]);
  await page.waitForURL('**/moyasar-simulator/invoices/*');
  await page.locator('button[name="choice"][value="mada"]').click();
  await page.waitForURL('**/checkout/success?orderNumber=*');
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  expect(errors).toEqual([]);
  await page.context().close();
  return orderNumber;
}

/** The shopper pays for one bottle with Tabby on its simulator (OTP); returns the order number. */
async function paidWithTabby(language: Language, product: Product): Promise<string> {
  const { page, errors } = await openShopperAtCheckout(
    browser,
    store.baseUrl,
    language,
    product,
    1,
  );
  await placeOrder(page, language, 'tabby', CUSTOMERS[language]);
  await page.waitForURL('**/tabby-simulator/payments/*');
  const labels = TABBY_SIMULATOR[language];
  await page.getByRole('button', { name: labels.pay, exact: true }).click();
  await page.getByLabel(labels.otp).fill(TABBY_OTP);
  await page.getByRole('button', { name: labels.confirm, exact: true }).click();
  await page.waitForURL('**/checkout/success?orderNumber=*');
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  expect(errors).toEqual([]);
  await page.context().close();
  return orderNumber;
}

describe.each<Language>(['en', 'ar'])('refunds from the order page in %s', (language) => {
  const { adminSales, adminPaymentEvents } = adminAreaTexts[language];
  const money = (sar: number) => plain(formatSar(sar, language));
  let page: Page;
  let errors: string[];
  let orderNumber: string;
  let total: number;

  beforeAll(async () => {
    const context = await openContext(browser, store.baseUrl, { language });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => page?.context().close());

  it('a shopper pays for two bottles with a mada card on the Moyasar simulator', async () => {
    orderNumber = await paidOrder(language, products[language === 'en' ? 0 : 1]!);
    const order = await lookUpOrder(orderNumber, CUSTOMERS[language].email);
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    total = order.total;
  });

  it('the merchant signs in', async () => {
    await signInAt(page, '/admin/orders', ADMIN, language);
  });

  /** The timeline's kinds, oldest first. */
  const timeline = () =>
    page
      .getByTestId('order-payment-event')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));

  it('shows the card payment and its timeline on the order page', async () => {
    await page.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await page.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
    await page.getByTestId('order-payment-record').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.getByTestId('order-payment-record').textContent()).toContain('mada');
    await expect.poll(timeline).toEqual(['payment.started', 'payment.paid']);
    expect(await page.getByTestId('order-payment-timeline').textContent()).toContain(
      adminPaymentEvents.kinds.paymentPaid,
    );
  });

  it('refunds part of the payment; the order stays paid and shows what remains', async () => {
    await page.getByTestId('order-action-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.waitFor();
    expect(plain(await dialog.getByTestId('refund-dialog-remaining').textContent())).toBe(
      money(total),
    );
    expect(await dialog.getByTestId('refund-amount').inputValue()).toBe(total.toFixed(2));
    await dialog.getByTestId('refund-amount').fill('100');
    await dialog.getByTestId('refund-note').fill(language === 'ar' ? 'زجاجة مخدوشة' : 'Scratched');
    await dialog.getByTestId('refund-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(async () => plain(await page.getByTestId('order-refunded-amount').textContent()))
      .toBe(money(100));
    expect(plain(await page.getByTestId('order-refundable-amount').textContent())).toBe(
      money(total - 100),
    );
    expect(await page.getByTestId('order-refund').first().getAttribute('data-status')).toBe(
      'succeeded',
    );
    await expect
      .poll(timeline)
      .toEqual(['payment.started', 'payment.paid', 'refund.requested', 'refund.succeeded']);
    expect(await page.locator('[data-payment-status]').first().textContent()).toBe(
      adminSales.paymentStatus.paid,
    );
    expect((await lookUpOrder(orderNumber, CUSTOMERS[language].email)).paymentStatus).toBe('paid');
  });

  it('refunds the rest; the order is refunded and cancelled, with nothing left to refund', async () => {
    await page.getByTestId('order-action-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.waitFor();
    expect(plain(await dialog.getByTestId('refund-dialog-refunded').textContent())).toBe(
      money(100),
    );
    expect(await dialog.getByTestId('refund-amount').inputValue()).toBe((total - 100).toFixed(2));
    await dialog.getByTestId('refund-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(async () => plain(await page.getByTestId('order-refunded-amount').textContent()))
      .toBe(money(total));
    expect(plain(await page.getByTestId('order-refundable-amount').textContent())).toBe(money(0));
    expect(await page.getByTestId('order-refund').count()).toBe(2);
    expect(await page.getByTestId('order-action-refund').count()).toBe(0);
    expect(await page.locator('[data-payment-status]').first().textContent()).toBe(
      adminSales.paymentStatus.refunded,
    );
    await expect
      .poll(timeline)
      .toEqual([
        'payment.started',
        'payment.paid',
        'refund.requested',
        'refund.succeeded',
        'refund.requested',
        'refund.succeeded',
      ]);
    const order = await lookUpOrder(orderNumber, CUSTOMERS[language].email);
    expect(order).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
  });

  it('lists the order’s refunds among the payment events', async () => {
    await page.goto('/admin/payment-events');
    const rows = page.getByTestId('payment-event-row').filter({ hasText: orderNumber });
    await expect.poll(() => rows.count()).toBe(6);
    expect(await rows.first().getAttribute('data-kind')).toBe('refund.succeeded');
  });

  it('threw no error in the page', () => {
    expect(errors).toEqual([]);
  });
});

describe('a Tabby payment refunded from the order page before it ships, in Arabic', () => {
  const language = 'ar';
  const { adminSales } = adminAreaTexts[language];

  it('voids the authorisation: the order is refunded and cancelled, nothing captured', async () => {
    const orderNumber = await paidWithTabby(language, products[2] ?? products[0]!);

    const context = await openContext(browser, store.baseUrl, { language });
    const page = await context.newPage();
    await signInAt(page, '/admin/orders', ADMIN, language);
    await page.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await page.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
    await page.getByTestId('order-action-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.getByTestId('refund-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => page.locator('[data-payment-status]').first().textContent())
      .toBe(adminSales.paymentStatus.refunded);
    expect(await page.getByTestId('order-action-refund').count()).toBe(0);
    const order = await lookUpOrder(orderNumber, CUSTOMERS[language].email);
    expect(order).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
    await context.close();
  });
});

/** The admin's order page of an order, found by its number in the orders list. */
async function openOrderPage(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
  await page.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
  await page.getByTestId('order-payment-record').waitFor();
}

/** Refunds `amount` SAR of the order from its page's refund dialog. */
async function refundFromDialog(page: Page, amount: number) {
  await page.getByTestId('order-action-refund').click();
  const dialog = page.getByTestId('refund-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('refund-amount').fill(String(amount));
  await dialog.getByTestId('refund-confirm').click();
  await dialog.waitFor({ state: 'detached' }).catch(async () => {
    // The dialog stays open with the server's refusal: say it rather than time out blind.
    throw new Error(`The refund dialog stayed open: ${plain(await dialog.textContent())}`);
  });
}

describe('a PayPal payment refunded in part from the order page, in English', () => {
  const language = 'en';
  const { adminSales, adminPaymentEvents } = adminAreaTexts[language];

  it('refunds 50 SAR through the PayPal simulator; the order stays paid', async () => {
    const { page: shopper, errors } = await openShopperAtCheckout(
      browser,
      store.baseUrl,
      language,
      products[3] ?? products[0]!,
      1,
    );
    await placeOrder(shopper, language, 'online', CUSTOMERS[language]);
    await shopper.waitForURL('**/paypal-simulator/checkoutnow?token=*');
    await shopper.getByRole('button', { name: 'Approve payment' }).click();
    await shopper.waitForURL('**/checkout/success?orderNumber=*');
    const orderNumber = new URL(shopper.url()).searchParams.get('orderNumber')!;
    expect(errors).toEqual([]);
    await shopper.context().close();
    const { total } = await lookUpOrder(orderNumber, CUSTOMERS[language].email);

    const context = await openContext(browser, store.baseUrl, { language });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAt(page, '/admin/orders', ADMIN, language);
    await openOrderPage(page, orderNumber);
    await refundFromDialog(page, 50);

    await expect
      .poll(async () => plain(await page.getByTestId('order-refunded-amount').textContent()))
      .toBe(plain(formatSar(50, language)));
    expect(plain(await page.getByTestId('order-refundable-amount').textContent())).toBe(
      plain(formatSar(total - 50, language)),
    );
    expect(await page.locator('[data-payment-status]').first().textContent()).toBe(
      adminSales.paymentStatus.paid,
    );
    // The timeline says it in the page's words: PayPal's simulator refunded it.
    const timeline = page.getByTestId('order-payment-timeline');
    await expect
      .poll(async () => plain(await timeline.textContent()))
      .toContain(adminPaymentEvents.kinds.refundSucceeded);
    expect(plain(await timeline.textContent())).toContain(
      plain(`Refunded ${formatSar(50, language)}`),
    );
    expect(await lookUpOrder(orderNumber, CUSTOMERS[language].email)).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a Tabby payment captured when shipped, then refunded in part, in Arabic', () => {
  const language = 'ar';
  const { adminSales } = adminAreaTexts[language];

  it('captures on shipping, then refunds 25 SAR through Tabby; the order stays shipped and paid', async () => {
    const orderNumber = await paidWithTabby(language, products[4] ?? products[1]!);
    const { total } = await lookUpOrder(orderNumber, CUSTOMERS[language].email);

    const context = await openContext(browser, store.baseUrl, { language });
    const page = await context.newPage();
    await signInAt(page, '/admin/orders', ADMIN, language);
    await openOrderPage(page, orderNumber);
    await page.getByTestId('order-action-processing').click();
    await page.getByTestId('order-action-shipped').click();
    await expect
      .poll(() => page.locator('span[data-status="shipped"]').first().textContent())
      .toBe(adminSales.status.shipped);
    // Shipping asks Tabby to capture (a background job); the timeline shows it once done.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('order-payment-timeline').waitFor();
          return page
            .getByTestId('order-payment-event')
            .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain('payment.captured');

    await refundFromDialog(page, 25);
    await expect
      .poll(async () => plain(await page.getByTestId('order-refunded-amount').textContent()))
      .toBe(plain(formatSar(25, language)));
    expect(plain(await page.getByTestId('order-refundable-amount').textContent())).toBe(
      plain(formatSar(total - 25, language)),
    );
    expect(await page.getByTestId('order-refund').first().getAttribute('data-status')).toBe(
      'succeeded',
    );
    expect(await lookUpOrder(orderNumber, CUSTOMERS[language].email)).toMatchObject({
      paymentStatus: 'paid',
      status: 'shipped',
    });
    await context.close();
  });
});
