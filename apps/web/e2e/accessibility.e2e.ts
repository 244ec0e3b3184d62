import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStoreUrl } from './shared-store.ts';
import { launchBrowser, openContext, VIEWPORTS, type Language } from './browser.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { scrollThrough, waitForSettledPage } from './page-state.ts';
import { BUNDLES } from './texts.ts';

const baseUrl = sharedStoreUrl();
let browser: Browser;
let productId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl}/api/products?limit=1`);
  productId = ((await res.json()) as { data: { _id: string }[] }).data[0]!._id;
});
afterAll(() => browser?.close());

async function audit(page: Page, path: string) {
  await page.goto(path);
  await waitForSettledPage(page);
  if (path === '/') {
    // The home page's sections are lazy: scrolled in, axe sees what a shopper scrolls through,
    // with the chat button that floats in after 2 s (the same one on every page).
    await scrollThrough(page);
    await page.getByTestId('whatsapp-button').waitFor();
  }
  const violations = await axeViolations(page);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return { all: describeViolations(violations), blocking: describeViolations(blocking) };
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** The alt texts that are not in the page language (Arabic letters, or none, in the wrong page). */
function altTextsInAnotherLanguage(page: Page, language: Language): Promise<string[]> {
  return page
    .locator('img[alt]:not([alt=""])')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))
    .then((alts) => alts.filter((alt) => ARABIC_LETTER.test(alt) !== (language === 'ar')));
}

describe.each<Language>(['en', 'ar'])('accessibility in %s (axe-core)', (language) => {
  const texts = BUNDLES[language];
  let page: Page;

  beforeAll(async () => {
    const context = await openContext(browser, baseUrl, {
      language,
      reducedMotion: true,
      bypassCsp: true,
    });
    page = await context.newPage();
  });
  afterAll(() => page?.context().close());

  // The issue asks for no serious or critical violation; the pages reach none at all.
  it.each(['/', '/products', '/product/{id}'])('%s has no violation', async (path) => {
    const result = await audit(page, path.replace('{id}', productId));
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(result.blocking).toEqual([]);
    expect(result.all).toEqual([]);
    expect(await altTextsInAnotherLanguage(page, language)).toEqual([]);
  });

  it('/checkout with a cart has no violation, before and after the validation message', async () => {
    await page.goto(`/product/${productId}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true })
      .click();
    await page.getByTestId('cart-count').waitFor();
    const result = await audit(page, '/checkout');
    expect(result.blocking).toEqual([]);
    expect(result.all).toEqual([]);

    await page.getByRole('button', { name: texts.checkout.placeOrder }).click();
    await page.getByTestId('checkout-message').waitFor();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });

  it('the open cart drawer has no violation', async () => {
    await page.getByRole('banner').locator('[data-cart-button]').click();
    await page.getByRole('dialog', { name: new RegExp(texts.cart.title) }).waitFor();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('shows where the keyboard focus is: header, search, filters, cards', async () => {
    await page.goto('/products');
    await waitForSettledPage(page);
    const unmarked: string[] = [];
    for (let stop = 0; stop < 18; stop++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        return { ring, name: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent}` };
      });
      if (focus && !focus.ring) unmarked.push(focus.name.trim().slice(0, 60));
    }
    expect(unmarked).toEqual([]);
  });

  it('the phone menu has no violation', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: texts.common.a11y.openMenu }).click();
    await page.getByRole('dialog', { name: texts.common.a11y.mobileNavigation }).waitFor();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});
