import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStoreUrl } from './shared-store.ts';
import { launchBrowser, openPage, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';

const baseUrl = sharedStoreUrl();
let browser: Browser;
let productId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  productId = (await fetchAllProducts(baseUrl))[0]!._id;
});
afterAll(() => browser?.close());

/** The page's largest image: the hero's first slide, the first card, the gallery's image. */
const MAIN_IMAGE = {
  '/{language}': '[aria-roledescription="carousel"] img',
  '/{language}/products': '[data-testid="product-card"] img',
  '/{language}/product/{id}': '[data-testid="product-gallery"] img',
} as const;

/** The route's address in a language (a product by its id: the server sends it to its slug). */
const addressOf = (route: keyof typeof MAIN_IMAGE, language: Language) =>
  route.replace('{language}', language).replace('{id}', productId);

/** What a first visit did: its requests, its console errors, the page's main image. */
async function visit(route: keyof typeof MAIN_IMAGE, language: Language, languageCookie: boolean) {
  const { context, page } = await openPage(browser, baseUrl, {
    language,
    viewport: 'phone',
    languageCookie,
  });
  const requested: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));

  await page.goto(addressOf(route, language));
  const image = page.locator(MAIN_IMAGE[route]).first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  await page.waitForLoadState('networkidle');
  const src = new URL(await image.evaluate((img: HTMLImageElement) => img.src)).pathname;
  return { context, page, requested, problems, src };
}

const ROUTES = Object.keys(MAIN_IMAGE) as (keyof typeof MAIN_IMAGE)[];

describe.each<Language>(['en', 'ar'])('a first visit in %s, rendered by the server', (language) => {
  it.each(ROUTES)(
    '%s: paints from the HTML, hydrates it in place, asks the API nothing for its first screen',
    async (route) => {
      const { context, page, requested, problems, src } = await visit(route, language, true);
      // The page in the HTML is the page the app kept: hydrated, not rendered again.
      const html = await (
        await fetch(`${baseUrl}${addressOf(route, language)}`, {
          // The address's language, whatever the cookie says (decision 027).
          headers: { cookie: `language=${language === 'ar' ? 'en' : 'ar'}` },
        })
      ).text();
      expect(html).toContain(`data-rendered-language="${language}"`);
      expect(html).toContain(`src="${src}"`);
      // The page's title is in the HTML too, as the app sets it.
      const title = (await page.title()).replace(/&/g, '&amp;').replace(/</g, '&lt;');
      expect(html).toContain(`<title>${title}</title>`);
      expect(
        await page.evaluate(() => document.getElementById('root')!.dataset.renderedLanguage),
      ).toBe(language);

      // Its answers came with the page: page-boot.js handed them to the app.
      expect(requested.filter((path) => path.startsWith('/api/'))).toEqual([]);
      expect(requested.filter((path) => path === src)).toHaveLength(1);
      // The app's code came after the first paint, from page-boot.js, and only once.
      expect(requested.filter((path) => /^\/assets\/index-.*\.js$/.test(path))).toHaveLength(1);
      // Hydration mismatches and CSP violations (an inline script) are console errors.
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );

      // And it is the app, not a picture of it: the cart opens.
      await page.locator('header [data-cart-button]').first().click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      await context.close();
    },
  );
});

describe('a first visit to an address without a language (decision 027)', () => {
  it('goes to the browser’s language and the product’s slug in it, and the switch to the other', async () => {
    const [product] = await fetchAllProducts(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, {
      viewport: 'desktop',
      locale: 'ar-SA',
    });
    const response = await page.goto(`/product/${product!._id}?utm_source=whatsapp`);
    expect(response!.status()).toBe(200);
    const arabic = `/ar/product/${encodeURIComponent(product!.slugs.ar)}?utm_source=whatsapp`;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(arabic);
    // Rendered in Arabic by the server, and kept by the app.
    expect(
      await page.evaluate(() => document.getElementById('root')!.dataset.renderedLanguage),
    ).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: product!.name.ar }).waitFor();

    await page.locator('header').getByRole('button', { name: /EN/ }).first().click();
    const english = `/en/product/${product!.slugs.en}?utm_source=whatsapp`;
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(english);
    await page.getByRole('heading', { level: 1, name: product!.name.en }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Chosen: the next address without a language goes to English.
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe(
      'en',
    );
    await page.goto('/products');
    expect(new URL(page.url()).pathname).toBe('/en/products');
    await context.close();
  });
});
