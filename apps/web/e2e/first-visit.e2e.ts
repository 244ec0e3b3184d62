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

describe.each<Language>(['en', 'ar'])('a first visit in %s (public/page-boot.js)', (language) => {
  it.each(Object.keys(MAIN_IMAGE) as (keyof typeof MAIN_IMAGE)[])(
    '%s: asks for each answer once, and preloads the page’s code and main image',
    async (route) => {
      const { context, page } = await openPage(browser, baseUrl, { language, viewport: 'phone' });
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

      // Asked early by page-boot.js and taken by the app, not asked twice.
      const api = requested.filter((path) => path.startsWith('/api/'));
      expect(api.length).toBeGreaterThanOrEqual(3);
      expect(new Set(api).size).toBe(api.length);

      const src = new URL(await image.evaluate((img: HTMLImageElement) => img.src)).pathname;
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
      expect(preloaded).toEqual([src]);
      expect(requested.filter((path) => path === src)).toHaveLength(1);

      const modulePreloads = await page.evaluate(
        () => document.querySelectorAll('link[rel="modulepreload"]').length,
      );
      expect(modulePreloads).toBeGreaterThan(0);
      // The CSP refuses inline scripts: a violation would show here.
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      await context.close();
    },
  );
});
