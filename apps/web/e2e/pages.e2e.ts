import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStoreUrl } from './shared-store.ts';
import { MOBILE_MENU_TOP_OFFSET_PX } from '@store/shared/constants';
import type { Product } from '@store/shared/schemas/catalog';
import { launchBrowser, openContext, type Language } from './browser.ts';
import { fetchCategoryProducts } from './catalog-api.ts';
import { BUNDLES, SPEC_TEXTS } from './texts.ts';

const baseUrl = sharedStoreUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('the home page', () => {
  it('loads the collection images once they are scrolled into view', async () => {
    const context = await openContext(browser, baseUrl, { language: 'en' });
    const page = await context.newPage();
    await page.goto('/');
    const section = page.locator('#collections');
    // A lazy section with lazy images: nothing is fetched before the shopper gets near it.
    await section.scrollIntoViewIfNeeded();
    const images = section.locator('img');
    await expect.poll(() => images.count()).toBe(3);
    await images.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.every(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    await context.close();
  });
});

describe.each<Language>(['en', 'ar'])('the 404 page in %s', (language) => {
  const texts = BUNDLES[language];
  let page: Page;

  beforeAll(async () => {
    const context = await openContext(browser, baseUrl, { language });
    page = await context.newPage();
  });
  afterAll(() => page?.context().close());

  it('has a title, a description and links home, to the products, story, contact and cart', async () => {
    await page.goto('/no-such-page/at/all');
    await expect.poll(() => heading(page)).toBe(SPEC_TEXTS[language].notFoundTitle);
    const main = page.getByRole('main');
    expect(await main.getByText(texts.common.notFound.description).count()).toBe(1);
    await expect
      .poll(() => page.title())
      .toMatch(new RegExp(`^${texts.common.notFound.documentTitle} — `));

    const link = (name: string) => main.getByRole('link', { name, exact: true });
    // The server sent the address to the shopper's language, where the page answers 404.
    expect(new URL(page.url()).pathname).toBe(`/${language}/no-such-page/at/all`);
    expect(await link(texts.common.notFound.home).getAttribute('href')).toBe(`/${language}`);
    expect(await link(texts.common.notFound.products).getAttribute('href')).toBe(
      `/${language}/products`,
    );
    expect(await link(texts.common.notFound.about).getAttribute('href')).toBe(`/${language}#about`);
    expect(await link(texts.common.notFound.contact).getAttribute('href')).toBe(
      `/${language}#contact`,
    );

    await main.getByRole('button', { name: texts.common.notFound.cart }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(texts.cart.title) });
    await drawer.getByText(texts.cart.empty).waitFor();
    await drawer.getByRole('button', { name: texts.cart.close }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('its contact link lands on the contact section of the home page', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: texts.common.notFound.contact, exact: true })
      .click();
    await page.waitForURL('**#contact');
    // The section ends up right under the fixed header, once the lazy sections above it are in.
    await expect
      .poll(() =>
        page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(90);
  });
});

describe('the category page', () => {
  let page: Page;
  // Floral: its five sort orders all differ, and one of its perfumes is out of stock.
  let floral: Product[];

  beforeAll(async () => {
    floral = await fetchCategoryProducts(baseUrl, 'floral');
    const context = await openContext(browser, baseUrl, { language: 'en' });
    page = await context.newPage();
  });
  afterAll(() => page?.context().close());

  const cardNames = () => page.getByTestId('product-card').getByRole('heading').allTextContents();
  const names = (products: Product[], language: Language = 'en') =>
    products.map((p) => p.name[language]);
  const by = {
    newest: (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt),
    oldest: (a: Product, b: Product) => a.createdAt.localeCompare(b.createdAt),
    priceLow: (a: Product, b: Product) => a.price - b.price,
    priceHigh: (a: Product, b: Product) => b.price - a.price,
  };

  it('shows the breadcrumb, title, description, count and Active Category badge', async () => {
    await page.goto('/category/floral');
    await expect.poll(() => heading(page)).toBe('Floral');
    const texts = BUNDLES.en;
    const breadcrumb = page.getByRole('navigation', { name: texts.catalog.detail.breadcrumb });
    expect(await breadcrumb.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining(['Home', 'Our Products', 'Floral']),
    );
    expect(await page.getByText(texts.catalog.category.activeBadge).count()).toBe(1);
    // The count holds its place (a blank) until the listing's answer is in.
    await expect
      .poll(() => page.getByTestId('product-count').textContent())
      .toBe(`${floral.length} products`);
    // Newest first by default.
    await expect.poll(cardNames).toEqual(names(floral.toSorted(by.newest)));
  });

  it.each([
    ['oldest', 'Oldest', by.oldest],
    ['price-low', 'Price: Low to High', by.priceLow],
    ['price-high', 'Price: High to Low', by.priceHigh],
    ['newest', 'Newest', by.newest],
  ] as const)('sorts by %s', async (value, label, order) => {
    const sort = page.getByLabel('Sort by');
    await sort.selectOption({ label });
    await expect.poll(() => page.url()).toMatch(value === 'newest' ? /floral$/ : `sort=${value}`);
    await expect.poll(cardNames).toEqual(names(floral.toSorted(order)));
    await expect.poll(() => sort.inputValue()).toBe(value);
  });

  it('sorts by name in the page language', async () => {
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    const collate = (language: Language) => (a: Product, b: Product) =>
      a.name[language].localeCompare(b.name[language], language);
    await expect.poll(cardNames).toEqual(names(floral.toSorted(collate('en'))));

    await page.getByRole('button', { name: /Switch to Arabic|التبديل إلى العربية/ }).click();
    await expect.poll(() => heading(page)).toBe('زهرية');
    await expect.poll(cardNames).toEqual(names(floral.toSorted(collate('ar')), 'ar'));
    expect(await page.getByLabel(BUNDLES.ar.catalog.category.sort).inputValue()).toBe('name');
    await page.getByRole('button', { name: /Switch to English/ }).click();
    await expect.poll(() => heading(page)).toBe('Floral');
  });

  it('filters by stock', async () => {
    await page.goto('/category/floral');
    const outOfStock = floral.filter((p) => !p.inStock);
    expect(outOfStock.length).toBeGreaterThan(0);
    const group = page.getByRole('group', { name: 'Availability' });
    await group.getByRole('button', { name: 'Out of Stock' }).click();
    await expect.poll(() => page.url()).toContain('stock=out');
    await expect.poll(cardNames).toEqual(names(outOfStock.toSorted(by.newest)));
    await group.getByRole('button', { name: 'In Stock' }).click();
    await expect
      .poll(cardNames)
      .toEqual(names(floral.filter((p) => p.inStock).toSorted(by.newest)));
    expect(await group.getByRole('button', { name: 'In Stock' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe.each<Language>(['en', 'ar'])('the phone menu in %s', (language) => {
  const texts = BUNDLES[language];
  let page: Page;

  beforeAll(async () => {
    const context = await openContext(browser, baseUrl, { language, viewport: 'phone' });
    page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').waitFor();
  });
  afterAll(() => page?.context().close());

  const toggle = () => page.getByRole('banner').getByRole('button', { name: /menu|القائمة/ });
  const menu = () => page.getByRole('dialog', { name: texts.common.a11y.mobileNavigation });
  const focusIsInMenu = () =>
    menu().evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

  it('replaces the header links on a phone', async () => {
    const desktopNav = page.getByRole('navigation', { name: texts.common.a11y.mainNavigation });
    expect(await desktopNav.isVisible()).toBe(false);
    expect(await toggle().getAttribute('aria-label')).toBe(texts.common.a11y.openMenu);
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens below the header and keeps the focus inside while open', async () => {
    await toggle().click();
    await menu().waitFor();
    expect(await toggle().getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => (await menu().boundingBox())?.y).toBe(MOBILE_MENU_TOP_OFFSET_PX);
    expect(await focusIsInMenu()).toBe(true);
    const stops = await menu().locator('a[href], button').count();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInMenu()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInMenu()).toBe(true);
    }
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(() => menu().count()).toBe(0);
    expect(await toggle().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is followed', async () => {
    await toggle().click();
    await menu()
      .getByRole('link', { name: String(texts.nav.products) })
      .click();
    await page.waitForURL('**/products');
    await expect.poll(() => menu().count()).toBe(0);
    await expect.poll(() => heading(page)).toBe(texts.catalog.listing.title);
  });

  it('closes when the backdrop is tapped', async () => {
    await toggle().click();
    await menu().waitFor();
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 20, y: 600 } });
    await expect.poll(() => menu().count()).toBe(0);
  });

  it('opens the cart from the menu', async () => {
    await toggle().click();
    await menu().getByRole('button', { name: texts.common.cartButton.label }).click();
    await expect.poll(() => menu().count()).toBe(0);
    await page.getByRole('dialog', { name: new RegExp(texts.cart.title) }).waitFor();
    await page.keyboard.press('Escape');
  });
});
