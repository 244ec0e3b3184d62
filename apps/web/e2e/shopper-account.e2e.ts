import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import { axeViolations, describeViolations } from './axe.ts';
import { launchBrowser, openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { smsCode, textsTo } from './outbox.ts';
import { startStore, type RunningStore } from './start-store.ts';
import { openShopperAtCheckout, placeOrder, type Customer } from './storefront-checkout.ts';
import { BUNDLES, translator } from './texts.ts';

/**
 * Issue 22 points 3 and 4 end to end, in Arabic and in English: a guest pays cash on delivery,
 * later signs in with the same mobile number typed another way (the code read from the SMS the
 * store wrote to its outbox), finds the order in "My orders", opens it, and signs out everywhere;
 * and a shopper who signs in first checks out with the details the account holds, then buys again.
 */
const SHOPPERS: Record<Language, Customer & { signInAs: string; e164: string }> = {
  // Arabic-Indic digits at checkout, the international form at sign-in.
  ar: {
    name: 'ريم العتيبي',
    email: 'reem.account@example.com',
    phone: '٠٥٥٨٨٧٧٦٦١',
    signInAs: '+966 55 887 7661',
    e164: '+966558877661',
  },
  en: {
    name: 'Reem Al-Otaibi',
    email: 'reem.account.en@example.com',
    phone: '055 887 7662',
    signInAs: '558877662',
    e164: '+966558877662',
  },
};

let store: RunningStore;
let browser: Browser;
let product: Product;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  product = (await fetchAllProducts(store.baseUrl)).find(
    (candidate) => candidate.inStock && candidate.stock >= 3,
  )!;
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

describe.each<Language>(['ar', 'en'])('a guest’s order in their account, in %s', (language) => {
  const texts = BUNDLES[language];
  const t = translator(language);
  const shopper = SHOPPERS[language];

  it('places an order as a guest, signs in with the same phone, finds and opens it, and signs out everywhere', async () => {
    const { page, errors } = await openShopperAtCheckout(
      browser,
      store.baseUrl,
      language,
      product,
      1,
    );
    await placeOrder(page, language, 'cod', shopper);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^MA-/);

    // The header's account link: not signed in, so to sign-in, which will come back.
    await page.getByTestId('header-account').click();
    await page.waitForURL(`**/${language}/account/sign-in?next=*`);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.locator('meta[name="robots"]').last().getAttribute('content')).toContain(
      'noindex',
    );
    await page.getByTestId('sign-in-phone').fill(shopper.signInAs);
    await page.getByTestId('sign-in-send').click();
    const codeField = page.getByTestId('sign-in-code');
    await codeField.waitFor();
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');

    // A wrong code first: worded in the page's language, with the tries left.
    const code = await smsCode(store, shopper.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.getByTestId('sign-in-verify').click();
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toBe(t('account:signIn.refusals.codeWrong', { count: 4 }));
    await codeField.fill(code);
    await page.getByTestId('sign-in-verify').click();
    await page.waitForURL(`**/${language}/account`);

    // The guest order is there, with its status, and opens on its tracking page.
    const row = page.getByTestId('my-order').filter({ hasText: orderNumber });
    await row.waitFor();
    expect(await row.getByTestId('my-order-status').textContent()).toBe(
      texts.checkout.order.statuses.pending,
    );
    expect(await page.getByTestId('account-phone').textContent()).toContain(shopper.e164);
    await row.getByTestId('my-order-track').click();
    await page.waitForURL(`**/${language}/orders/track?orderNumber=*`);
    await page.getByTestId('order-progress').waitFor();
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);

    // Sign out of every device: the session is gone, the account page sends to sign-in.
    await page.goto(`/${language}/account`);
    await page.getByTestId('account-sign-out-everywhere').click();
    await page.waitForURL(`**/${language}/account/sign-in`);
    const me = await page.evaluate(async () => (await fetch('/api/account/me')).status);
    expect(me).toBe(401);
    await page.goto(`/${language}/account`);
    await page.waitForURL(`**/${language}/account/sign-in?next=*`);
    // Nothing wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A shopper who signs in first, by mobile: the checkout knows them (issue 22 points 3 and 4). */
const SIGNED_IN: Record<Language, { name: string; email: string; local: string; e164: string }> = {
  ar: {
    name: 'نورة القحطاني',
    email: 'noura.account@example.com',
    local: '٠٥٥٦٦٤٤٢٢١',
    e164: '+966556644221',
  },
  en: {
    name: 'Noura Al-Qahtani',
    email: 'noura.account.en@example.com',
    local: '0556644222',
    e164: '+966556644222',
  },
};

const ADDRESS = {
  ar: { label: 'المنزل', city: 'جدة', district: 'الروضة', street: 'طريق الأمير سلطان ٥' },
  en: { label: 'Home', city: 'Jeddah', district: 'Al Rawdah', street: 'Prince Sultan Road 5' },
} as const;

describe.each<Language>(['ar', 'en'])('a signed-in shopper, in %s', (language) => {
  const texts = BUNDLES[language];
  const t = translator(language);
  const shopper = SIGNED_IN[language];
  const address = ADDRESS[language];

  it('signs in by SMS with the device’s wishlist, saves a default address, checks out prefilled, sees the order and buys it again', async () => {
    // A product in the cart first, as a guest.
    const { page, errors } = await openShopperAtCheckout(
      browser,
      store.baseUrl,
      language,
      product,
      1,
    );

    // Saved to the wishlist on this device before signing in.
    await page.goto(`/product/${product._id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToWishlist })
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.removeFromWishlist })
      .waitFor();

    // Sign in with the mobile; the code is the one the store texted.
    await page.goto(`/${language}/account/sign-in`);
    await page.getByTestId('sign-in-phone').fill(shopper.local);
    await page.getByTestId('sign-in-send').click();
    await page.getByTestId('sign-in-code').fill(await smsCode(store, shopper.e164));
    await page.getByTestId('sign-in-verify').click();
    await page.waitForURL(`**/${language}/account`);

    // The device's wishlist is the account's now.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const answer = await (await fetch('/api/account/wishlist')).json();
          return answer.data.productIds as string[];
        }),
      )
      .toEqual([product._id]);

    // A name, and a National Address that the checkout's rules check before it is sent.
    const name = page.getByTestId('account-name');
    await name.getByLabel(texts.account.profile.name).fill(shopper.name);
    await name.getByRole('button', { name: texts.account.profile.saveName }).click();
    await name.getByText(texts.account.profile.saved).waitFor();

    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.locator('[name="label"]').fill(address.label);
    await form
      .getByRole('combobox', { name: new RegExp(`^${texts.checkout.fields.city}`) })
      .fill(address.city);
    await form.locator('[name="district"]').fill(address.district);
    await form.locator('[name="street"]').fill(address.street);
    await form.locator('[name="postalCode"]').fill('234');
    await page.getByTestId('address-save').click();
    await expect
      .poll(() => page.getByTestId('address-message').textContent())
      .toBe(texts.checkout.errors.invalidPostalCode);
    await form.locator('[name="postalCode"]').fill('23435');
    await page.getByTestId('address-save').click();
    const saved = page.getByTestId('my-address');
    await saved.waitFor();
    expect(await saved.getByTestId('address-default').textContent()).toBe(
      texts.account.addresses.default,
    );

    // Marketing: off until ticked.
    expect(await page.getByTestId('marketing-whatsapp').isChecked()).toBe(false);
    await page.getByTestId('marketing-whatsapp').check();
    await page
      .getByTestId('account-marketing')
      .getByRole('button', { name: texts.account.marketing.save })
      .click();
    await page.getByTestId('marketing-saved').waitFor();

    // The checkout fills the name, the mobile and the default address.
    await page.goto(`/${language}/checkout`);
    const checkout = page.locator('form').filter({
      has: page.getByRole('button', { name: texts.checkout.placeOrder }),
    });
    const field = (label: string) => checkout.getByLabel(label, { exact: false });
    await expect.poll(() => field(texts.checkout.fields.name).inputValue()).toBe(shopper.name);
    expect(await field(texts.checkout.fields.phone).inputValue()).toBe('0' + shopper.e164.slice(4));
    expect(await checkout.locator('[name="district"]').inputValue()).toBe(address.district);
    expect(await checkout.locator('[name="address"]').inputValue()).toBe(address.street);
    expect(await checkout.locator('[name="postalCode"]').inputValue()).toBe('23435');
    await checkout.getByRole('radio', { name: texts.checkout.cod }).check();
    await field(texts.checkout.fields.email).fill(shopper.email);
    await checkout.locator('[name="delivery-method"]:checked').waitFor();
    await checkout.getByRole('button', { name: texts.checkout.placeOrder }).click();
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^MA-/);
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);

    // In the account at once; bought again, it is back in the cart.
    await page.goto(`/${language}/account`);
    const row = page.getByTestId('my-order').filter({ hasText: orderNumber });
    await row.waitFor();
    await row.getByTestId('my-order-buy-again').click();
    await expect
      .poll(() => page.getByTestId('buy-again-result').textContent())
      .toContain(t('account:orders.putBack', { count: 1, orderNumber }));
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the account page has no serious accessibility problem, with its forms open', async () => {
    const context = await openContext(browser, store.baseUrl, { language, bypassCsp: true });
    const page = await context.newPage();
    await page.goto(`/${language}/account/sign-in`);
    const seen = textsTo(store, shopper.e164).length;
    await page.getByTestId('sign-in-phone').fill(shopper.local);
    await page.getByTestId('sign-in-send').click();
    await page.getByTestId('sign-in-code').fill(await smsCode(store, shopper.e164, seen));
    await page.getByTestId('sign-in-verify').click();
    await page.waitForURL(`**/${language}/account`);
    await page.getByTestId('my-address').waitFor();
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-save').click();
    await page.getByTestId('address-message').waitFor();
    await page.getByTestId('account-change-email').click();
    const serious = (await axeViolations(page)).filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(describeViolations(serious)).toEqual([]);
    await context.close();
  });
});
