import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import type { AdminOrderSummary } from '@store/shared/schemas/admin-orders';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import { openPage, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { smsCode } from './outbox.ts';
import type { RunningStore } from './start-store.ts';
import { storeApi } from './store-api.ts';
import { openShopperAtCheckout, placeOrder, type Customer } from './storefront-checkout.ts';
import { BUNDLES } from './texts.ts';

/**
 * Issue 22 point 6 end to end, in Arabic and in English: a guest's cash order is delivered; the
 * shopper signs in with the same mobile, reads the privacy policy, downloads their data, deletes
 * the account (refused while an order is on its way), and the admin sees the order kept with its
 * buyer's details erased.
 */
const ADMIN = { email: 'owner@example.com', password: 'Sup3r-Secret-Pass!' };
const SHOPPERS: Record<Language, Customer & { e164: string }> = {
  ar: {
    name: 'هند الشمري',
    email: 'hind.rights@example.com',
    phone: '0557766551',
    e164: '+966557766551',
  },
  en: {
    name: 'Hind Al-Shammari',
    email: 'hind.rights.en@example.com',
    phone: '0557766552',
    e164: '+966557766552',
  },
};

let store: RunningStore;
let browser: Browser;
let product: Product;
let token: string | undefined;
let api: ReturnType<typeof storeApi>;

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  api = storeApi(store.baseUrl, () => token);
  token = (await api<{ token: string }>('POST', '/auth/login', ADMIN)).token;
  product = (await fetchAllProducts(store.baseUrl)).find((one) => one.inStock && one.stock >= 3)!;
});
afterAll(() => stopAdminStore(store, browser));

async function orderId(orderNumber: string): Promise<string> {
  const [order] = await api<AdminOrderSummary[]>('GET', `/admin/orders?search=${orderNumber}`);
  return order!.id;
}

async function deliver(id: string): Promise<void> {
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    await api('POST', `/admin/orders/${id}/status`, { status });
  }
}

describe.each<Language>(['ar', 'en'])('a shopper’s data rights, in %s', (language) => {
  const texts = BUNDLES[language];
  const shopper = SHOPPERS[language];

  it('downloads their data, deletes the account once nothing is on its way, and the admin sees the order erased', async () => {
    const { page, errors } = await openShopperAtCheckout(
      browser,
      store.baseUrl,
      language,
      product,
      1,
    );
    await placeOrder(page, language, 'cod', shopper);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    const id = await orderId(orderNumber);

    // The privacy policy, from the footer, in the page's language.
    await page.goto(`/${language}/privacy`);
    await page.getByTestId('privacy-policy-text').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      texts.privacy.page.title,
    );

    await page.goto(`/${language}/account/sign-in`);
    await page.getByTestId('sign-in-phone').fill(shopper.phone);
    await page.getByTestId('sign-in-send').click();
    await page.getByTestId('sign-in-code').fill(await smsCode(store, shopper.e164));
    await page.getByTestId('sign-in-verify').click();
    await page.waitForURL(`**/${language}/account`);

    // A copy of their data: the order is in it.
    const section = page.getByTestId('account-my-data');
    await section.waitFor();
    const href = await section.getByTestId('account-download-data').getAttribute('href');
    const exported = await page.evaluate(async (url) => {
      const res = await fetch(url!);
      return { status: res.status, body: await res.text() };
    }, href);
    expect(exported.status).toBe(200);
    expect(JSON.parse(exported.body).orders[0].orderNumber).toBe(orderNumber);

    // Refused while the order is still to be delivered, in the page's language.
    await section.getByTestId('account-delete').click();
    await section.getByTestId('account-delete-yes').click();
    await expect
      .poll(() => section.getByTestId('account-delete-error').textContent())
      .toBe(
        language === 'ar'
          ? 'لديك طلب لم يكتمل بعد. يمكنك حذف حسابك بعد توصيله أو إلغائه.'
          : 'You have an order that is not finished yet. You can delete your account once it has been delivered or cancelled.',
      );

    await deliver(id);
    await section.getByTestId('account-delete-yes').click();
    await page.waitForURL(`**/${language}`);
    expect(await page.evaluate(async () => (await fetch('/api/account/me')).status)).toBe(401);
    expect(errors).toEqual([]);
    await page.context().close();

    // The admin: the order is kept, its buyer's details erased, and it is nobody's customer row.
    const { page: admin } = await openPage(browser, store.baseUrl, { language });
    await signInAt(admin, `/admin/orders/${id}`, ADMIN, language);
    const erased = admin.getByTestId('order-erased');
    await erased.waitFor();
    expect(await erased.textContent()).toContain(
      language === 'ar' ? 'حذف المشتري حسابه' : 'Account deleted by the buyer',
    );
    expect(await admin.getByTestId('order-customer').textContent()).not.toContain(shopper.email);
    await admin.goto(`/admin/customers?search=${encodeURIComponent(shopper.email)}`);
    await admin.getByText(adminAreaTexts[language].adminSales.customers.noMatchTitle).waitFor();
    await admin.context().close();
  });
});
