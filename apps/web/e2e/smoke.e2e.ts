import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the production store', () => {
  it('answers the API and serves the app for any page path', async () => {
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    expect(health.data.database.status).toBe('up');
    const res = await fetch(`${baseUrl}/some/page/that/does/not/exist`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"');
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
