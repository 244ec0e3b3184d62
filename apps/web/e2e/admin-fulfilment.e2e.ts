import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { MANUAL_CARRIERS, TRACKING_NUMBER_PROBLEM_TEXTS } from '@store/shared/schemas/carriers';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { openShopperAtCheckout, placeOrder } from './storefront-checkout.ts';

/**
 * Issue 19 point 3 end to end, in Arabic and in English: a shopper orders with cash on delivery; the merchant
 * prepares the order, ships it with SMSA by typing the tracking number (checked as typed), sees it
 * shipped with the link to SMSA's page, then marks the parcel delivered: the order is delivered
 * and, the cash collected, paid.
 */
const ADMIN = { email: 'fulfilment@maison-e2e.test', password: 'e2e-fulfilment-password-2026' };
const CUSTOMERS = {
  ar: {
    name: 'سارة بنت خالد',
    email: 'sara.fulfilment@example.com',
    phone: '٠٥٥١٢٣٤٥٦٧',
    address: 'شارع العليا ١٢',
    city: 'الرياض',
  },
  en: {
    name: 'Noura Al-Harbi',
    email: 'noura.fulfilment@example.com',
    phone: '055 123 4567',
    address: 'Olaya Street 12',
    city: 'Riyadh',
  },
};

let store: RunningStore;
let browser: Browser;
let product: Product;

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  const products = await fetchAllProducts(store.baseUrl);
  product = products.find((candidate) => candidate.inStock && candidate.stock >= 5)!;
});
afterAll(async () => {
  await stopAdminStore(store, browser);
});

describe.each<Language>(['ar', 'en'])(
  'the merchant ships a cash-on-delivery order with SMSA, in %s',
  (language) => {
    const CUSTOMER = CUSTOMERS[language];
    const { adminSales, adminFulfilment } = adminAreaTexts[language];
    let page: Page;
    const errors: string[] = [];
    let orderNumber: string;

    beforeAll(async () => {
      const context = await openContext(browser, store.baseUrl, { language });
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    async function lookUpOrder(): Promise<PublicOrder> {
      const query = new URLSearchParams({ email: CUSTOMER.email });
      const res = await fetch(`${store.baseUrl}/api/orders/public/${orderNumber}?${query}`);
      if (!res.ok) throw new Error(`GET /api/orders/public/${orderNumber} answered ${res.status}`);
      return ((await res.json()) as { data: PublicOrder }).data;
    }

    const orderStatus = () => page.locator('[data-status]').first().getAttribute('data-status');

    it('a shopper orders two bottles, to pay on delivery', async () => {
      const shopper = await openShopperAtCheckout(browser, store.baseUrl, language, product, 2);
      await placeOrder(shopper.page, language, 'cod', CUSTOMER);
      orderNumber = (await shopper.page.getByTestId('order-number').textContent())!.trim();
      expect(shopper.errors).toEqual([]);
      await shopper.page.context().close();
      expect(await lookUpOrder()).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending' });
    });

    it('the merchant accepts and prepares it', async () => {
      await signInAt(page, '/admin/orders', ADMIN, language);
      await page.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
      await page.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
      await page.getByTestId('order-shipments').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      await page.getByTestId('order-action-confirmed').click();
      await expect.poll(orderStatus).toBe('confirmed');
      await page.getByTestId('order-action-processing').click();
      await expect.poll(orderStatus).toBe('processing');
    });

    it('ships it with SMSA: the tracking number is checked as typed, then the order is shipped', async () => {
      await page.getByTestId('shipment-create').click();
      const dialog = page.getByTestId('shipment-dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('shipment-carrier').inputValue()).toBe('smsa');
      const tracking = dialog.getByTestId('shipment-tracking');
      await tracking.fill('SMSA#12');
      await dialog.getByText(TRACKING_NUMBER_PROBLEM_TEXTS.characters[language]).waitFor();
      await tracking.fill('١٢٣٤');
      await dialog.getByText(TRACKING_NUMBER_PROBLEM_TEXTS.shape[language]).waitFor();
      await tracking.fill('2906 9213 4777');
      await dialog.getByText(/tracknumbers=290692134777/).waitFor();
      await dialog.getByTestId('shipment-submit').click();
      await dialog.waitFor({ state: 'detached' });

      await expect.poll(orderStatus).toBe('shipped');
      expect(await page.locator('[data-status]').first().textContent()).toBe(
        adminSales.status.shipped,
      );
      const parcel = page.getByTestId('shipment-1');
      expect(await parcel.getByTestId('shipment-carrier').textContent()).toBe(
        MANUAL_CARRIERS.smsa.name[language],
      );
      const link = parcel.getByTestId('shipment-tracking').getByRole('link');
      expect(await link.getAttribute('href')).toBe(
        'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
      );
      expect(await parcel.locator('[data-shipment-status]').first().textContent()).toBe(
        adminFulfilment.status.picked_up,
      );
      expect((await lookUpOrder()).status).toBe('shipped');
    });

    it('marks the parcel delivered: the order is delivered, and the cash collected makes it paid', async () => {
      await page.getByTestId('shipment-1').getByTestId('shipment-step-delivered').click();
      await expect.poll(orderStatus).toBe('delivered');
      await expect
        .poll(() =>
          page.locator('[data-payment-status]').first().getAttribute('data-payment-status'),
        )
        .toBe('paid');
      expect(
        await page
          .getByTestId('shipment-1')
          .locator('[data-shipment-status]')
          .first()
          .textContent(),
      ).toBe(adminFulfilment.status.delivered);
      expect(
        await page.getByTestId('shipment-1').getByTestId('shipment-timeline').textContent(),
      ).toContain(adminFulfilment.status.delivered);
      expect(await lookUpOrder()).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    });

    it('threw no error in the page', () => {
      expect(errors).toEqual([]);
    });
  },
);
