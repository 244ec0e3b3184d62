import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStoreUrl } from './shared-store.ts';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = sharedStoreUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the production store', () => {
  it('answers the API, and any page path with the app (a 404 where no page is)', async () => {
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    expect(health.data.database.status).toBe('up');
    // Decision 027: an address without a language goes to the visitor's; there, no such page.
    const res = await fetch(`${baseUrl}/some/page/that/does/not/exist`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.url).toBe(`${baseUrl}/en/some/page/that/does/not/exist`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"');
    expect((await fetch(`${baseUrl}/en/products`)).status).toBe(200);
  });

  it('renders the home page in a real browser', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.waitForSelector('header');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
