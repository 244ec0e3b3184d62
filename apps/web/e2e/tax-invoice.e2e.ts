import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import type { Product } from '@store/shared/schemas/catalog';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { signedInAdminApi } from './store-api.ts';
import { openShopperAtCheckout, placeOrder, type Customer } from './storefront-checkout.ts';

/**
 * Issue 18 end to end, in Arabic: a VAT-registered store in phase 2, onboarded against its own
 * stand-in of ZATCA's API; a shopper pays with mada on the Moyasar simulator; the merchant opens
 * the simplified tax invoice, whose QR code, read from the page as drawn, is ZATCA's TLV of the
 * seller, VAT number, time, total and VAT; a partial refund issues a credit note that amends it.
 */
const ADMIN = { email: 'invoices@maison-e2e.test', password: 'e2e-invoices-password-2026' };
const SHOPPER: Customer = {
  name: 'سارة بنت خالد',
  email: 'sara.invoice@example.com',
  phone: '٠٥٠٠٠٠٠٠٠٠',
  address: 'شارع العليا ١٢',
  city: 'الرياض',
};
const SELLER = SAMPLE_SELLER_PROFILE;

let store: RunningStore;
let browser: Browser;
let product: Product;

/** The admin API, signed in as the store's administrator; every call answers exactly 200. */
const adminApi = signedInAdminApi(() => store.baseUrl, ADMIN, { status: 200 });

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  product = (await fetchAllProducts(store.baseUrl)).find(
    (candidate) => candidate.inStock && candidate.stock >= 3,
  )!;
  await adminApi('PUT', '/api/site-settings', {
    sellerProfile: SELLER,
    commerce: {
      currency: 'SAR',
      vatRate: 15,
      pricesIncludeVat: true,
    },
  });
  const status = await adminApi('POST', '/api/admin/zatca/onboard', {
    environment: 'stand-in',
    otp: '123345',
  });
  expect(status.state).toBe('ready');
});
afterAll(() => stopAdminStore(store, browser));

/** The QR code as the page draws it, read from a screenshot of it like a phone's camera would. */
async function readQrFromScreen(page: Page): Promise<string> {
  const image = PNG.sync.read(
    await page.getByTestId('qr-code').first().screenshot({ scale: 'device' }),
  );
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('No QR code could be read from the page');
  return found.data;
}

/** ZATCA's TLV fields 1-5 of a QR's base64 content. */
function tlvFields(base64: string): string[] {
  const bytes = Buffer.from(base64, 'base64');
  const fields: string[] = [];
  for (let at = 0; at < bytes.length && fields.length < 5;) {
    const length = bytes[at + 1]!;
    fields.push(bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

describe('a tax invoice for a card payment, in Arabic, and the credit note of its refund', () => {
  const language = 'ar';
  const { adminTaxDocuments } = adminAreaTexts[language];
  let page: Page;
  let orderNumber: string;
  const errors: string[] = [];

  it('a shopper pays for two bottles with mada on the Moyasar simulator', async () => {
    const shopper = await openShopperAtCheckout(browser, store.baseUrl, language, product, 2);
    await placeOrder(shopper.page, language, 'moyasar', SHOPPER);
    await shopper.page.waitForURL('**/moyasar-simulator/invoices/*');
    await shopper.page.locator('button[name="choice"][value="mada"]').click();
    await shopper.page.waitForURL('**/checkout/success?orderNumber=*');
    orderNumber = new URL(shopper.page.url()).searchParams.get('orderNumber')!;
    expect(shopper.errors).toEqual([]);
    await shopper.page.context().close();
  });

  it('the merchant finds the invoice on the order page, signed and reported', async () => {
    // A phone's screen (3 pixels per CSS pixel), as a shopper or an inspector would scan it.
    const context = await openContext(browser, store.baseUrl, { language, deviceScaleFactor: 3 });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAt(page, '/admin/orders', ADMIN, language);
    await page.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await page.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
    // Issued and reported by background jobs: the page shows it once they ran.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('order-payment-record').waitFor();
          return page.getByTestId('order-tax-document').count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    expect(await page.getByTestId('order-tax-document').textContent()).toContain(
      adminTaxDocuments.kinds.invoice,
    );
  });

  it('opens the simplified tax invoice in Arabic; its QR code reads as ZATCA’s fields', async () => {
    await page.getByTestId('order-tax-document-view').click();
    await page.getByTestId('tax-document-sheet').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('sheet-title').textContent()).toContain('فاتورة ضريبية مبسطة');
    expect(await page.getByTestId('sheet-vat-number').textContent()).toContain(SELLER.vatNumber);
    const [seller, vatNumber, time, total, vat] = tlvFields(await readQrFromScreen(page));
    expect(seller).toBe(SELLER.legalName.ar);
    expect(vatNumber).toBe(SELLER.vatNumber);
    // Signed (phase 2): the XML's issue date and time, as ZATCA's SDK writes tag 3.
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z?$/);
    // The total with VAT of the lines: a halala of VAT rounding may part it from what was paid
    // (the document's rounding amount), never more.
    expect(Math.abs(Number(total) - product.price * 2)).toBeLessThanOrEqual(0.011);
    // VAT inside a price of 15 %: 15/115 of it.
    expect(Number(vat)).toBeCloseTo((product.price * 2 * 15) / 115, 1);
  });

  it('refunds 50 SAR from the order page; a credit note amending the invoice follows', async () => {
    await page.goBack();
    await page.getByTestId('order-action-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.getByTestId('refund-amount').fill('50');
    await dialog.getByTestId('refund-note').fill('زجاجة مخدوشة');
    await dialog.getByTestId('refund-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('order-payment-record').waitFor();
          return page.getByTestId('order-tax-document').count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(2);
    const credit = page.getByTestId('order-tax-document').nth(1);
    expect(await credit.textContent()).toContain(adminTaxDocuments.kinds.credit);
    await credit.getByTestId('order-tax-document-view').click();
    await page.getByTestId('tax-document-sheet').waitFor();
    expect(await page.getByTestId('sheet-title').textContent()).toContain('إشعار دائن');
    expect(await page.getByTestId('sheet-original').textContent()).toMatch(/INV-\d{6}/);
    expect(await page.getByTestId('sheet-reason').textContent()).toContain('زجاجة مخدوشة');
    const [, , , total] = tlvFields(await readQrFromScreen(page));
    expect(total).toBe('50.00');
  });

  it('threw no error in the page', () => {
    expect(errors).toEqual([]);
  });
});
