import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let productId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  productId = (await fetchAllProducts(baseUrl))[0]!._id;
});
afterAll(() => browser?.close());

/** The page's largest image: the hero's first slide, the first card, the gallery's image. */
const MAIN_IMAGE = {
  '/': '[aria-roledescription="carousel"] img',
  '/products': '[data-testid="product-card"] img',
  '/product/{id}': '[data-testid="product-gallery"] img',
} as const;

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

  await page.goto(route.replace('{id}', productId));
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
        await fetch(`${baseUrl}${route.replace('{id}', productId)}`, {
          headers: { cookie: `language=${language}` },
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

describe.each<Language>(['en', 'ar'])(
  'a first visit in %s that the server cannot render in its language (page-boot.js)',
  (language) => {
    it.each(ROUTES)(
      '%s: asks for each answer once, and loads the main image once',
      async (route) => {
        // Storage says the language, no cookie yet (a visit from before the cookie): the server
        // renders English, and for Arabic the app replaces it.
        const { context, page, requested, problems, src } = await visit(route, language, false);

        const api = requested.filter((path) => path.startsWith('/api/'));
        if (language === 'en') {
          expect(api).toEqual([]);
        } else {
          // Asked early by page-boot.js and taken by the app, not asked twice.
          expect(api.length).toBeGreaterThanOrEqual(3);
          expect(new Set(api).size).toBe(api.length);
        }
        expect(requested.filter((path) => path === src)).toHaveLength(1);
        expect(problems).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          language === 'ar' ? 'rtl' : 'ltr',
        );
        // The language is in the cookie now: the next page comes rendered in it.
        expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe(
          language,
        );
        await context.close();
      },
    );
  },
);
