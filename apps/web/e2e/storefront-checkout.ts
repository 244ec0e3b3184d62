import type { Browser, Page } from 'playwright-core';
import type { Product } from '@store/shared/schemas/catalog';
import { expect } from 'vitest';
import { openContext, type Language } from './browser.ts';
import { BUNDLES } from './texts.ts';

/** A shopper's way through the storefront to an order, shared by the journeys that need one. */

export interface Customer {
  name: string;
  email: string;
  phone: string;
  address?: string;
  /** A city of the list, typed in full (the city field then chooses it). */
  city?: string;
  district?: string;
}

/** Where a shopper lives unless a test says otherwise (the delivery price depends on the city). */
const HOME = {
  en: { city: 'Riyadh', district: 'Al Olaya', address: 'Olaya Street 12' },
  ar: { city: 'الرياض', district: 'العليا', address: 'شارع العليا ١٢' },
} as const;

/** A shopper in a fresh browser, with `quantity` of the product in the cart, on /checkout. */
export async function openShopperAtCheckout(
  browser: Browser,
  baseUrl: string,
  language: Language,
  product: Pick<Product, '_id'>,
  quantity: number,
) {
  const texts = BUNDLES[language];
  const context = await openContext(browser, baseUrl, { language });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/product/${product._id}`);
  const addToCart = page
    .getByRole('main')
    .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true });
  for (let added = 1; added <= quantity; added++) {
    await addToCart.click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe(String(added));
  }
  await page.goto('/checkout');
  await page.getByRole('heading', { name: texts.checkout.summary }).waitFor();
  return { page, errors };
}

/** Fills the form, chooses the payment method and places the order. */
export async function placeOrder(
  page: Page,
  language: Language,
  method: 'online' | 'moyasar' | 'tabby' | 'cod',
  customer: Customer,
) {
  const texts = BUNDLES[language].checkout;
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: texts.placeOrder }),
  });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  // Until the server lists its methods the fallback's first (PayPal) is preselected, and
  // checking it changes nothing: the server's first would then take its place.
  await form.locator('fieldset[aria-busy="false"]').filter({ hasText: texts.payment }).waitFor();
  await form.getByRole('radio', { name: texts[method] }).check();
  await field(texts.fields.name).fill(customer.name);
  await field(texts.fields.email).fill(customer.email);
  await field(texts.fields.phone).fill(customer.phone);
  const home = HOME[language];
  const place = {
    city: customer.city ?? home.city,
    district: customer.district ?? home.district,
    address: customer.address ?? home.address,
  };
  // By name: "Address" is also part of "Short address (optional)".
  await form.locator('[name="address"]').fill(place.address);
  await form.locator('[name="district"]').fill(place.district);
  await form.getByRole('combobox', { name: new RegExp(`^${texts.fields.city}`) }).fill(place.city);
  // The city is chosen; the server's delivery options come, the first preselected.
  await form.locator('[name="delivery-method"]:checked').waitFor();
  await form.getByRole('button', { name: texts.placeOrder }).click();
}

/** The Tabby simulator's labels (apps/server/src/modules/payments/tabby/simulator-page.ts). */
export const TABBY_SIMULATOR = {
  en: {
    pay: 'Pay with Tabby',
    otp: 'One-time password (OTP)',
    confirm: 'Confirm and pay',
    decline: 'Tabby declines',
    back: 'Back to the store',
  },
  ar: {
    pay: 'ادفع عبر تابي',
    otp: 'رمز التحقق لمرة واحدة (OTP)',
    confirm: 'تأكيد الدفع',
    decline: 'تابي ترفض الدفع',
    back: 'العودة إلى المتجر',
  },
} as const;

/** The OTP Tabby's sandbox takes, and so its simulator. */
export const TABBY_OTP = '8888';
