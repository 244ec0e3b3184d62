import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStoreUrl } from './shared-store.ts';
import { localize } from '@store/shared/locales';
import type { Product } from '@store/shared/schemas/catalog';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { launchBrowser, openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { BUNDLES, translator } from './texts.ts';
import {
  openShopperAtCheckout,
  placeOrder,
  TABBY_OTP,
  TABBY_SIMULATOR,
  type Customer,
} from './storefront-checkout.ts';

const baseUrl = sharedStoreUrl();
let browser: Browser;
/** In-stock products, one per journey, so one journey's stock never moves another's. */
let products: Product[];

beforeAll(async () => {
  let catalogue: Product[];
  [browser, catalogue] = await Promise.all([launchBrowser(), fetchAllProducts(baseUrl)]);
  products = catalogue.filter((product) => product.inStock && product.stock >= 5);
  expect(products.length).toBeGreaterThanOrEqual(5);
});
afterAll(() => browser?.close());

/** The simulator's buttons, as its approval page (served by the store) labels them. */
const SIMULATOR = {
  en: {
    approve: 'Approve payment',
    decline: 'Simulate a declined payment',
    cancel: 'Cancel and return to the store',
  },
  ar: {
    approve: 'الموافقة على الدفع',
    decline: 'محاكاة رفض الدفع',
    cancel: 'إلغاء والعودة إلى المتجر',
  },
} as const;

/** The server's text for a declined capture, which the page shows with the code appended. */
const DECLINED = {
  en: 'The payment was declined. Nothing was charged. (PAYMENT_DECLINED)',
  ar: 'تم رفض الدفع، ولم يُخصم أي مبلغ. (PAYMENT_DECLINED)',
} as const;

/**
 * The product's stock as the API sells it now. `no-cache` asks the server's public read cache
 * for a fresh answer: placing or cancelling an order does not invalidate it (yet).
 */
async function stockOf(productId: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/products/${productId}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  if (!res.ok) throw new Error(`GET /api/products/${productId} answered ${res.status}`);
  return ((await res.json()) as { data: Product }).data.stock;
}

async function lookUpOrder(orderNumber: string, email: string): Promise<PublicOrder> {
  const query = new URLSearchParams({ email });
  const res = await fetch(`${baseUrl}/api/orders/public/${orderNumber}?${query}`);
  if (!res.ok) throw new Error(`GET /api/orders/public/${orderNumber} answered ${res.status}`);
  return ((await res.json()) as { data: PublicOrder }).data;
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('maison-perfume-cart') ?? '[]') as unknown[]);

/** A shopper in a fresh browser, with `quantity` of the product in the cart, on /checkout. */
const shopperAtCheckout = (language: Language, product: Product, quantity: number) =>
  openShopperAtCheckout(browser, baseUrl, language, product, quantity);

const CUSTOMERS: Record<Language, Customer> = {
  en: {
    name: 'Noura Al-Harbi',
    email: 'noura@example.com',
    phone: '+966 50 000 0000',
    address: 'Olaya Street 12',
    city: 'Riyadh',
  },
  ar: {
    name: 'سارة بنت خالد',
    email: 'sara@example.com',
    phone: '٠٥٠٠٠٠٠٠٠٠',
    address: 'شارع العليا ١٢',
    city: 'الرياض',
  },
};

/** Online payment up to the simulator's approval page; returns the order number it shows. */
async function payOnline(page: Page, language: Language) {
  await placeOrder(page, language, 'online', CUSTOMERS[language]);
  await page.waitForURL('**/paypal-simulator/checkoutnow?token=*');
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  // The tab kept the order and the email the success page looks it up with.
  const pending = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('pending_payment') ?? 'null') as {
        orderNumber: string;
        email: string;
      } | null,
  );
  expect(pending?.email).toBe(CUSTOMERS[language].email);
  expect(await page.locator('main').textContent()).toContain(pending!.orderNumber);
  return pending!.orderNumber;
}

/** Card, Apple Pay or STC Pay up to the Moyasar simulator's page; returns the order number. */
async function payWithMoyasar(page: Page, language: Language) {
  await placeOrder(page, language, 'moyasar', CUSTOMERS[language]);
  await page.waitForURL('**/moyasar-simulator/invoices/*');
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  const pending = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('pending_payment') ?? 'null') as { orderNumber: string },
  );
  expect(await page.locator('body').textContent()).toContain(pending.orderNumber);
  return pending.orderNumber;
}

/** A choice on the simulator's page, by the value its form sends (the same in both languages). */
const simulatorChoice = (page: Page, choice: string) =>
  page.locator(`button[name="choice"][value="${choice}"]`);

describe('card payment through the Moyasar simulator', () => {
  it('paid with mada in English: confirmed order, card on the order, cart emptied', async () => {
    const language = 'en';
    const texts = BUNDLES[language].checkout;
    const product = products[4]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payWithMoyasar(page, language);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    await simulatorChoice(page, 'mada').click();

    await page.waitForURL(`**/checkout/success?orderNumber=${orderNumber}`);
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toBe(texts.order.statuses.confirmed);
    expect(await page.getByTestId('order-payment').textContent()).toBe(
      `${texts.order.methods.moyasar} · ${texts.order.paymentStatuses.paid}`,
    );
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    expect(await storedCart(page)).toEqual([]);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('declined in Arabic: the reason in Arabic, nothing charged, cart kept, stock back', async () => {
    const language = 'ar';
    const product = products[4]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payWithMoyasar(page, language);
    await simulatorChoice(page, 'insufficient-funds').click();
    // Moyasar's page says why and offers another try; the shopper goes back instead.
    expect(await page.locator('body').textContent()).toContain('INSUFFICIENT FUNDS');
    await simulatorChoice(page, 'back').click();

    await page.waitForURL('**/checkout/cancel?provider=moyasar&order=*');
    await page.getByText('تم رفض الدفع لعدم كفاية الرصيد، ولم يُخصم أي مبلغ.').waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    await expect.poll(() => stockOf(product._id)).toBe(stockBefore);
    expect((await lookUpOrder(orderNumber, CUSTOMERS[language].email)).status).toBe('cancelled');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('abandoned in English: back to the store without paying gives the stock back', async () => {
    const language = 'en';
    const product = products[4]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payWithMoyasar(page, language);
    await simulatorChoice(page, 'back').click();
    await page.waitForURL('**/checkout/cancel?provider=moyasar&order=*');
    await page
      .getByText('The payment was not completed and nothing was charged. Your cart is still here.')
      .waitFor();
    await expect.poll(() => stockOf(product._id)).toBe(stockBefore);
    expect((await lookUpOrder(orderNumber, CUSTOMERS[language].email)).status).toBe('cancelled');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Pay later with Tabby up to the Tabby simulator's page; returns the order number. */
async function payWithTabby(page: Page, language: Language) {
  const texts = BUNDLES[language].checkout;
  // Offered for this total, with the first of its four payments.
  await page.getByRole('radio', { name: texts.tabby }).waitFor();
  await page.getByText(texts.tabbyText.split('{{amount}}')[0]!.trim()).waitFor();
  await placeOrder(page, language, 'tabby', CUSTOMERS[language]);
  await page.waitForURL('**/tabby-simulator/payments/*');
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  const pending = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('pending_payment') ?? 'null') as { orderNumber: string },
  );
  expect(await page.locator('body').textContent()).toContain(pending.orderNumber);
  return pending.orderNumber;
}

describe('pay later through the Tabby simulator', () => {
  it('Tabby approved in English: the OTP, a confirmed order paid with Tabby, cart emptied', async () => {
    const language = 'en';
    const texts = BUNDLES[language].checkout;
    const labels = TABBY_SIMULATOR[language];
    const product = products[4]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payWithTabby(page, language);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    await page.getByRole('button', { name: labels.pay, exact: true }).click();
    await page.getByLabel(labels.otp).fill(TABBY_OTP);
    await page.getByRole('button', { name: labels.confirm, exact: true }).click();

    await page.waitForURL(`**/checkout/success?orderNumber=${orderNumber}`);
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toBe(texts.order.statuses.confirmed);
    expect(await page.getByTestId('order-payment').textContent()).toBe(
      `${texts.order.methods.tabby} · ${texts.order.paymentStatuses.paid}`,
    );
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    expect(await storedCart(page)).toEqual([]);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("Tabby declined in Arabic: Tabby's message in Arabic, cart kept, stock back", async () => {
    const language = 'ar';
    const product = products[4]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payWithTabby(page, language);
    await page
      .getByRole('button', { name: TABBY_SIMULATOR[language].decline, exact: true })
      .click();

    await page.waitForURL('**/payment/return?provider=tabby&order=*');
    await page
      .getByText(
        'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
      )
      .waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    await expect.poll(() => stockOf(product._id)).toBe(stockBefore);
    expect((await lookUpOrder(orderNumber, CUSTOMERS[language].email)).status).toBe('cancelled');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("Tabby abandoned in English: back to the store shows Tabby's cancel text, stock back", async () => {
    const language = 'en';
    const product = products[4]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payWithTabby(page, language);
    await page.getByRole('button', { name: TABBY_SIMULATOR[language].back, exact: true }).click();
    await page.waitForURL('**/checkout/cancel?provider=tabby&order=*');
    await page
      .getByText('You aborted the payment. Please retry or choose another payment method.')
      .waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    await expect.poll(() => stockOf(product._id)).toBe(stockBefore);
    expect((await lookUpOrder(orderNumber, CUSTOMERS[language].email)).status).toBe('cancelled');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each<Language>(['en', 'ar'])('cash on delivery in %s', (language) => {
  const t = translator(language);
  const texts = BUNDLES[language].checkout;

  it('places the order: confirmed screen with its number, cart emptied, stock lowered', async () => {
    const product = products[language === 'en' ? 0 : 1]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 2);
    const customer = { ...CUSTOMERS[language], address: undefined, city: undefined };

    await placeOrder(page, language, 'cod', customer);

    await page.getByRole('heading', { level: 1, name: texts.success.title }).waitFor();
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^[A-Z0-9-]{8,}$/);
    expect(await page.getByTestId('order-status').textContent()).toBe(
      t('checkout:order.statuses.pending'),
    );
    expect(await page.getByTestId('order-payment').textContent()).toBe(texts.order.methods.cod);
    expect(await page.getByTestId('order-items').textContent()).toContain(
      localize(product.name, language),
    );
    const toast = page.getByTestId('toast-success');
    expect(await toast.textContent()).toContain(texts.codPlaced.title);
    expect(await toast.textContent()).toContain(orderNumber);
    expect(page.url()).toBe(`${baseUrl}/${language}/checkout`);

    // The cart is empty, here and in storage.
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    expect(await storedCart(page)).toEqual([]);

    // The order is saved with the split name, and the stock is reserved.
    expect(await stockOf(product._id)).toBe(stockBefore - 2);
    const saved = await lookUpOrder(orderNumber, customer.email);
    expect(saved).toMatchObject({
      paymentMethod: 'cod',
      status: 'pending',
      total: product.price * 2,
      customerInfo: { firstName: customer.name.split(' ')[0] },
      language,
    });
    expect(saved.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 2 })]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('online payment through the PayPal simulator', () => {
  it('approved in Arabic: payment captured, success page with the order, cart emptied', async () => {
    const language = 'ar';
    const texts = BUNDLES[language].checkout;
    const product = products[2]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payOnline(page, language);
    // Held while the shopper is at the payment page.
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    await page.getByRole('button', { name: SIMULATOR[language].approve }).click();

    await page.waitForURL(`**/checkout/success?orderNumber=${orderNumber}`);
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toBe(texts.order.statuses.confirmed);
    expect(await page.getByTestId('order-payment').textContent()).toBe(
      `${texts.order.methods.paypal} · ${texts.order.paymentStatuses.paid}`,
    );
    expect(await page.getByTestId('order-items').textContent()).toContain(product.name.ar);
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    expect(await storedCart(page)).toEqual([]);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);

    // Reloading the success page captures nothing twice and still shows the order.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toBe(texts.order.statuses.confirmed);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cancelled in English: nothing charged, cart kept, stock back', async () => {
    const language = 'en';
    const texts = BUNDLES[language].checkout;
    const product = products[3]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    const orderNumber = await payOnline(page, language);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    await page.getByRole('button', { name: SIMULATOR[language].cancel }).click();

    await page.waitForURL('**/checkout/cancel?token=*');
    await page.getByRole('heading', { level: 1, name: texts.cancel.title }).waitFor();
    expect(await page.getByText(texts.cancel.text).count()).toBe(1);
    expect(await page.getByText(texts.cancel.cartKept).count()).toBe(1);
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await storedCart(page)).toHaveLength(1);
    // The page told the server, which put the held stock back on sale.
    await expect.poll(() => stockOf(product._id)).toBe(stockBefore);
    expect((await lookUpOrder(orderNumber, CUSTOMERS[language].email)).status).toBe('cancelled');

    // Try again leads back to the checkout with the same cart.
    await page.getByRole('link', { name: texts.cancel.retry }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: texts.summary }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('declined in Arabic: the error with its code, then /checkout/cancel after 5 s', async () => {
    const language = 'ar';
    const texts = BUNDLES[language].checkout;
    const product = products[4]!;
    const stockBefore = await stockOf(product._id);
    const { page, errors } = await shopperAtCheckout(language, product, 1);

    await payOnline(page, language);
    await page.getByRole('button', { name: SIMULATOR[language].decline }).click();

    await page.waitForURL('**/payment/return?token=*&PayerID=*');
    const error = page.getByTestId('payment-error');
    await error.waitFor();
    const shownAt = Date.now();
    expect(await error.textContent()).toBe(DECLINED[language]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      texts.paymentReturn.failedTitle,
    );

    await page.waitForURL('**/checkout/cancel', { timeout: 10_000 });
    const waited = Date.now() - shownAt;
    // The test sees the error some time after it is drawn (up to a second on a busy machine), so
    // the five seconds can look shorter, never longer than the browser's own wait.
    expect(waited).toBeGreaterThanOrEqual(4_000);
    expect(waited).toBeLessThan(8_000);
    await page.getByRole('heading', { level: 1, name: texts.cancel.title }).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    // A declined payment gives its stock back.
    await expect.poll(() => stockOf(product._id)).toBe(stockBefore);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('payment return', () => {
  it('without PayerID says "PayPal parameters missing" and captures nothing', async () => {
    const context = await openContext(browser, baseUrl, { language: 'en' });
    const page = await context.newPage();
    const captures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/capture')) captures.push(request.url());
    });
    await page.goto('/payment/return?token=5O190127TN364715T');
    const error = page.getByTestId('payment-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('PayPal parameters missing');
    expect(captures).toEqual([]);
    await context.close();
  });
});
