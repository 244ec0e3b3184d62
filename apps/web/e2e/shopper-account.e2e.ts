import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import { launchBrowser, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { startStore, type RunningStore } from './start-store.ts';
import { openShopperAtCheckout, placeOrder, type Customer } from './storefront-checkout.ts';
import { BUNDLES, translator } from './texts.ts';

/**
 * Issue 22 points 3 and 4 end to end, in Arabic and in English: a guest pays cash on delivery,
 * later signs in with the same mobile number typed another way (the code read from the SMS the
 * store wrote to its outbox), finds the order in "My orders", opens it, and signs out everywhere.
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
/** One message of the outbox, as the SMS module writes it (a JSON file each). */
interface SmsFile {
  to: string;
  text: string;
}

afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

/** The six-digit code of the newest text the store "sent" to this number (the SMS module's outbox). */
async function smsCode(to: string): Promise<string> {
  const outbox = path.join(store.dataDir, 'sms-outbox');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return undefined;
      const texts = readdirSync(outbox)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as SmsFile)
        .filter((message) => message.to === to);
      code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code!;
}

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
    const code = await smsCode(shopper.e164);
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
