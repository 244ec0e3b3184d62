import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { startAdminStore, stopAdminStore } from './admin-store.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import type { RunningStore } from './start-store.ts';
import { placeOrder } from './storefront-checkout.ts';
import { BUNDLES } from './texts.ts';
import { storeApi } from './store-api.ts';

/**
 * Issue 20 point 6 end to end: the merchant configures all five tags through the admin API;
 * a shopper who refuses sends nothing to any tag host; one who accepts gets the tags' scripts
 * (stand-ins served at the real addresses) and each event once with the right values, the
 * purchase once even when its page is opened again.
 */
const ADMIN = { email: 'marketing@maison-e2e.test', password: 'e2e-marketing-password-2026' };
const TAGS = {
  ga4: 'G-ABC123XYZ9',
  gtm: 'GTM-AB12CD',
  meta: '123456789012345',
  snap: 'c9215353-76c9-4423-a615-21b4ac088222',
  tiktok: 'CCO0N03C77U3QS7T8KLG',
};
const TAG_HOSTS =
  /(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|facebook\.net|facebook\.com|sc-static\.net|snapchat\.com|tiktok\.com)$/;

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
  product = (await fetchAllProducts(store.baseUrl)).find((one) => one.inStock && one.stock >= 10)!;
  token = (await api<{ token: string }>('POST', '/auth/login', ADMIN)).token;
  await api('PUT', '/admin/marketing-tags', {
    ga4: { id: TAGS.ga4, enabled: true },
    gtm: { id: TAGS.gtm, enabled: true },
    meta: { id: TAGS.meta, enabled: true },
    snap: { id: TAGS.snap, enabled: true },
    tiktok: { id: TAGS.tiktok, enabled: true },
  });
});
afterAll(() => stopAdminStore(store, browser));

/**
 * What a platform's script does with the queue its base code left: takes what is queued and
 * then every later call. These stand-ins record instead of sending anything.
 */
const STAND_INS: Record<string, string> = {
  google: `(function(){var r=window.__recorded=window.__recorded||{loaded:[]};r.loaded.push('google');
var dl=window.dataLayer=window.dataLayer||[];if(dl.__standIn)return;dl.__standIn=true;r.google=[];
function keep(e){r.google.push(Object.prototype.toString.call(e)==='[object Arguments]'?Array.prototype.slice.call(e):e)}
dl.forEach(keep);dl.push=function(e){keep(e);return 0};})();`,
  meta: `(function(){var r=window.__recorded=window.__recorded||{loaded:[]};r.loaded.push('meta');r.meta=[];
var f=window.fbq;f.callMethod=function(){r.meta.push(Array.prototype.slice.call(arguments))};
f.queue.forEach(function(a){f.callMethod.apply(f,a)});f.queue=[];})();`,
  snap: `(function(){var r=window.__recorded=window.__recorded||{loaded:[]};r.loaded.push('snap');r.snap=[];
var s=window.snaptr;s.handleRequest=function(){r.snap.push(Array.prototype.slice.call(arguments))};
s.queue.forEach(function(a){s.handleRequest.apply(s,a)});s.queue=[];})();`,
  tiktok: `(function(){var r=window.__recorded=window.__recorded||{loaded:[]};r.loaded.push('tiktok');r.tiktok=[];
var t=window.ttq;Array.prototype.slice.call(t).forEach(function(a){r.tiktok.push(a)});
t.push=function(a){r.tiktok.push(a);return 0};})();`,
};

interface Journey {
  context: BrowserContext;
  page: Page;
  /** Every address the page asked for, first-party and third-party. */
  requests: string[];
}

/** A fresh shopper whose requests to the tags' hosts are served the stand-ins, and all recorded. */
async function shopper(language: Language): Promise<Journey> {
  const context = await openContext(browser, store.baseUrl, { language });
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route(
    (url) => TAG_HOSTS.test(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      const platform = url.hostname.endsWith('googletagmanager.com')
        ? 'google'
        : url.hostname === 'connect.facebook.net'
          ? 'meta'
          : url.hostname === 'sc-static.net'
            ? 'snap'
            : url.hostname === 'analytics.tiktok.com'
              ? 'tiktok'
              : null;
      return platform && route.request().resourceType() === 'script'
        ? route.fulfill({ contentType: 'application/javascript', body: STAND_INS[platform] })
        : route.fulfill({ status: 204 });
    },
  );
  return { context, page: await context.newPage(), requests };
}

type Recorded = { loaded: string[] } & Partial<
  Record<'google' | 'meta' | 'snap' | 'tiktok', unknown[]>
>;
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __recorded?: Recorded }).__recorded ?? null);

/** The events each platform received on this page, by its own name, less the base codes' page views. */
async function eventNames(page: Page) {
  const r = await recorded(page);
  const google = (r?.google ?? []) as unknown[];
  const calls = (list: unknown[] | undefined) => (list ?? []) as unknown[][];
  return {
    ga4: google
      .filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'event')
      .map((entry) => entry[1]),
    gtm: google
      .filter(
        (entry) =>
          !Array.isArray(entry) &&
          typeof entry === 'object' &&
          entry !== null &&
          'ecommerce' in entry &&
          'event' in entry,
      )
      .map((entry) => (entry as { event: string }).event),
    meta: calls(r?.meta)
      .filter((a) => a[0] === 'track' && a[1] !== 'PageView')
      .map((a) => a[1]),
    snap: calls(r?.snap)
      .filter((a) => a[0] === 'track' && a[1] !== 'PAGE_VIEW')
      .map((a) => a[1]),
    tiktok: calls(r?.tiktok)
      .filter((a) => a[0] === 'track')
      .map((a) => a[1]),
  };
}

function bannerButton(page: Page, language: Language, name: 'acceptAll' | 'rejectAll') {
  return page.getByTestId('consent-banner').getByRole('button', {
    name: BUNDLES[language].consent.banner[name],
  });
}

describe.each(['en', 'ar'] as const)('marketing tags with consent (%s)', (language) => {
  const texts = BUNDLES[language];

  it('a shopper who refuses sends nothing to any tag host, through to a placed order', async () => {
    const journey = await shopper(language);
    const { page } = journey;
    await page.goto(`/product/${product._id}`);
    await bannerButton(page, language, 'rejectAll').click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    await page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true })
      .click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    // The refusal is kept: the next page does not ask again.
    const checkout = page;
    await checkout.goto('/checkout');
    await checkout.getByRole('heading', { name: texts.checkout.summary }).waitFor();
    expect(await checkout.getByTestId('consent-banner').count()).toBe(0);
    await placeOrder(checkout, language, 'cod', {
      name: 'Noura Saleh',
      email: 'noura.refuses@example.com',
      phone: '0501234567',
    });
    await checkout.getByTestId('order-number').waitFor();
    await checkout.waitForLoadState('load');
    await checkout.waitForTimeout(500);
    expect(journey.requests.filter((url) => TAG_HOSTS.test(new URL(url).hostname))).toEqual([]);
    expect(await checkout.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe(
      'undefined',
    );
    expect(
      await checkout.evaluate(() => typeof (window as { dataLayer?: unknown }).dataLayer),
    ).toBe('undefined');
    await journey.context.close();
  });

  it('a shopper who accepts gets the tags and each event once, the purchase once after reload', async () => {
    const { context, page, requests } = await shopper(language);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/product/${product._id}`);
    // Nothing of any tag before the choice.
    expect(requests.filter((url) => TAG_HOSTS.test(new URL(url).hostname))).toEqual([]);
    await bannerButton(page, language, 'acceptAll').click();
    await expect.poll(async () => (await recorded(page))?.loaded.length ?? 0).toBe(5);
    await page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true })
      .click();
    await expect
      .poll(() => eventNames(page))
      .toEqual({
        ga4: ['view_item', 'add_to_cart'],
        gtm: ['view_item', 'add_to_cart'],
        meta: ['ViewContent', 'AddToCart'],
        snap: ['VIEW_CONTENT', 'ADD_CART'],
        tiktok: ['ViewContent', 'AddToCart'],
      });
    const scripts = requests.filter((url) => TAG_HOSTS.test(new URL(url).hostname));
    expect(scripts).toEqual(
      expect.arrayContaining([
        `https://www.googletagmanager.com/gtag/js?id=${TAGS.ga4}`,
        `https://www.googletagmanager.com/gtm.js?id=${TAGS.gtm}`,
        'https://connect.facebook.net/en_US/fbevents.js',
        'https://sc-static.net/scevent.min.js',
        `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${TAGS.tiktok}&lib=ttq`,
      ]),
    );

    await page.goto('/checkout');
    await page.getByRole('heading', { name: texts.checkout.summary }).waitFor();
    const email = `layla.accepts.${language}@example.com`;
    await placeOrder(page, language, 'cod', { name: 'Layla Omar', email, phone: '0501234567' });
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    await expect
      .poll(() => eventNames(page))
      .toEqual({
        ga4: ['begin_checkout', 'purchase'],
        gtm: ['begin_checkout', 'purchase'],
        meta: ['InitiateCheckout', 'Purchase'],
        snap: ['START_CHECKOUT', 'PURCHASE'],
        tiktok: ['InitiateCheckout', 'CompletePayment'],
      });
    const order = await api<PublicOrder>(
      'GET',
      `/orders/public/${encodeURIComponent(orderNumber)}?email=${encodeURIComponent(email)}`,
    );
    const r = (await recorded(page))!;
    const ga4Purchase = (r.google as unknown[][]).find(
      (entry) => Array.isArray(entry) && entry[0] === 'event' && entry[1] === 'purchase',
    )!;
    expect(ga4Purchase[2]).toMatchObject({
      transaction_id: orderNumber,
      value: order.total,
      currency: 'SAR',
      items: [{ item_id: product._id, quantity: 1, price: product.price }],
    });
    const metaPurchase = (r.meta as unknown[][]).find((a) => a[1] === 'Purchase')!;
    expect(metaPurchase[2]).toMatchObject({ value: order.total, currency: 'SAR' });
    expect(metaPurchase[3]).toEqual({ eventID: `purchase-${orderNumber}` });
    const snapPurchase = (r.snap as unknown[][]).find((a) => a[1] === 'PURCHASE')!;
    expect(snapPurchase[2]).toMatchObject({
      price: order.total,
      currency: 'SAR',
      transaction_id: orderNumber,
    });
    const tiktokPurchase = (r.tiktok as unknown[][]).find((a) => a[1] === 'CompletePayment')!;
    expect(tiktokPurchase[2]).toMatchObject({ value: order.total, currency: 'SAR' });

    // The confirmation opened again (the success page, as after an online payment), then reloaded.
    await page.evaluate(
      ([number, address]) =>
        window.sessionStorage.setItem(
          'pending_payment',
          JSON.stringify({ orderNumber: number, email: address }),
        ),
      [orderNumber, email],
    );
    await page.goto(`/checkout/success?orderNumber=${encodeURIComponent(orderNumber)}`);
    await page.getByTestId('order-items').waitFor();
    await expect.poll(async () => (await recorded(page))?.loaded.length ?? 0).toBe(5);
    await page.reload();
    await page.getByTestId('order-items').waitFor();
    await expect.poll(async () => (await recorded(page))?.loaded.length ?? 0).toBe(5);
    await page.waitForTimeout(300);
    expect((await eventNames(page)).meta).toEqual([]);
    expect((await eventNames(page)).ga4).toEqual([]);
    expect((await eventNames(page)).tiktok).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
