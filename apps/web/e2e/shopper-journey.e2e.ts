import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStoreUrl } from './shared-store.ts';
import { formatSar } from '@store/shared/money';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import type { Product } from '@store/shared/schemas/catalog';
import { launchBrowser, openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { BUNDLES, SPEC_TEXTS, translator } from './texts.ts';

const baseUrl = sharedStoreUrl();
let browser: Browser;
let catalogue: Product[];

beforeAll(async () => {
  [browser, catalogue] = await Promise.all([launchBrowser(), fetchAllProducts(baseUrl)]);
});
afterAll(() => browser?.close());

/** The search word of the journey: a word of the product's name that no other woody perfume has. */
const SEARCH = { en: 'Cedar', ar: 'الأطلس' } as const;

describe.each<Language>(['en', 'ar'])('a shopper in %s', (language) => {
  const t = translator(language);
  const texts = BUNDLES[language];
  const spec = SPEC_TEXTS[language];
  let page: Page;

  const heading = () => page.getByRole('heading', { level: 1 }).textContent();
  const cards = () => page.getByTestId('product-card');
  const cardNames = () => cards().getByRole('heading').allTextContents();
  const productCount = () => page.getByTestId('product-count');
  const cartButton = () => page.getByRole('banner').locator('[data-cart-button]');

  beforeAll(async () => {
    const context = await openContext(browser, baseUrl, { language });
    page = await context.newPage();
  });
  afterAll(() => page?.context().close());

  it('arrives on the home page in the stored language and direction', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('lang')).toBe(language);
    expect(await html.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expect.poll(heading).toBe(DEFAULT_TRANSLATIONS.hero[language].title);
    const nav = page.getByRole('navigation', { name: texts.common.a11y.mainNavigation });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      texts.nav.home,
      texts.nav.products,
      texts.nav.about,
      texts.nav.contact,
    ]);
    expect(errors).toEqual([]);
  });

  it('goes to the products and filters them by family and price', async () => {
    await page
      .getByRole('link', { name: String(DEFAULT_TRANSLATIONS.hero[language].primaryCta) })
      .click();
    await page.waitForURL('**/products');
    await expect.poll(heading).toBe(texts.catalog.listing.title);
    await expect
      .poll(() => productCount().textContent())
      .toBe(t('catalog:listing.count', { count: catalogue.length }));

    await page.getByRole('button', { name: texts.catalog.listing.filters }).click();
    await page.getByRole('button', { name: texts.catalog.families.woody, exact: true }).click();
    await page.waitForURL('**/products?category=woody');
    const woody = catalogue.filter((p) => p.category === 'woody');
    await expect
      .poll(() => productCount().textContent())
      .toBe(t('catalog:listing.count', { count: woody.length }));

    // "200 and over": the last price range.
    const priceGroup = page.getByRole('group', { name: texts.catalog.listing.price });
    const overTwoHundred = priceGroup.getByRole('button').last();
    await overTwoHundred.click();
    await page.waitForURL('**/products?category=woody&price=200-plus');
    await expect.poll(() => overTwoHundred.getAttribute('aria-pressed')).toBe('true');
    const expected = woody.filter((p) => p.price >= 200).map((p) => p.name[language]);
    await expect.poll(cardNames).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
  });

  it('searches within the filtered products and opens one', async () => {
    const search = page.getByRole('searchbox', { name: texts.catalog.listing.searchLabel });
    await search.fill(SEARCH[language]);
    await page.waitForURL(/search=/);
    const match = catalogue.find((p) => p.name[language].includes(SEARCH[language]))!;
    await expect.poll(cardNames).toEqual([match.name[language]]);
    expect(page.url()).toContain('category=woody');

    await cards().getByRole('link', { name: texts.catalog.card.viewDetails }).click();
    await page.waitForURL(`**/${language}/product/${encodeURIComponent(match.slugs[language])}`);
    await expect.poll(heading).toBe(match.name[language]);
  });

  it('adds the product to the cart, and a reload keeps it', async () => {
    await expect
      .poll(() => cartButton().getAttribute('aria-label'))
      .toBe(texts.common.cartButton.label);
    await page
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true })
      .click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    // The confirmation toast names the perfume.
    const productName = await heading();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: productName! }).count())
      .toBeGreaterThan(0);

    await page.reload();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await cartButton().getAttribute('aria-label')).toBe(
      t('cartButton.labelWithCount', { count: 1 }),
    );
  });

  it('changes quantities in the drawer, which opens from the inline end', async () => {
    await cartButton().click();
    const drawer = page.getByRole('dialog', { name: new RegExp(texts.cart.title) });
    await drawer.waitFor();
    // Slid in against the right edge in English, the left edge in Arabic.
    await expect
      .poll(() =>
        drawer.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const width = document.documentElement.clientWidth;
          return Math.abs(box.left) < 1 ? 'left' : Math.abs(box.right - width) < 1 ? 'right' : '';
        }),
      )
      .toBe(language === 'ar' ? 'left' : 'right');

    const line = drawer.getByTestId('cart-line');
    const quantity = line.getByTestId('cart-line-quantity');
    const name = (await line.getByRole('link').last().textContent())!;
    const product = catalogue.find((p) => p.name[language] === name)!;
    expect(await quantity.textContent()).toBe('1');

    await line.getByRole('button', { name: t('cart:increase', { name }) }).click();
    await line.getByRole('button', { name: t('cart:increase', { name }) }).click();
    await expect.poll(() => quantity.textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');
    await expect
      .poll(() => drawer.getByText(formatSar(product.price * 3, language)).count())
      .toBeGreaterThan(0);

    await line.getByRole('button', { name: t('cart:decrease', { name }) }).click();
    await expect.poll(() => quantity.textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');

    // Escape closes the drawer and gives focus back to the cart button.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await cartButton().evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('checks out: the spec messages of section 5 in the page language', async () => {
    await cartButton().click();
    await page
      .getByRole('dialog', { name: new RegExp(texts.cart.title) })
      .getByRole('link', { name: texts.cart.checkout, exact: true })
      .click();
    await page.waitForURL('**/checkout');
    const form = page.locator('form').filter({
      has: page.getByRole('button', { name: texts.checkout.placeOrder }),
    });
    const field = (label: string) => form.getByLabel(label, { exact: false });
    const message = page.getByTestId('checkout-message');
    const placeOrder = () => form.getByRole('button', { name: texts.checkout.placeOrder }).click();

    expect(await field(texts.checkout.fields.country).locator('option:checked').textContent()).toBe(
      texts.checkout.defaultCountry,
    );
    const address = form.locator('[name="address"]');

    // Online payment (the default) needs all six fields.
    await placeOrder();
    await expect.poll(() => message.textContent()).toBe(spec.allFieldsRequired);
    expect(await field(texts.checkout.fields.name).getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('[name="city"]').getAttribute('aria-invalid')).toBe('true');

    await field(texts.checkout.fields.name).fill('Noura Al-Harbi');
    await field(texts.checkout.fields.email).fill('noura@example.com');
    await field(texts.checkout.fields.phone).fill('+966 50 000 0000');
    await address.fill('   ');
    await placeOrder();
    await expect.poll(() => message.textContent()).toBe(spec.allFieldsRequired);
    // Blank after trimming still counts as missing; what is filled is no longer flagged.
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await field(texts.checkout.fields.name).getAttribute('aria-invalid')).toBeNull();

    // Cash on delivery needs only name, email and phone.
    await form.getByRole('radio', { name: texts.checkout.cod }).check();
    await field(texts.checkout.fields.phone).fill('');
    await placeOrder();
    await expect.poll(() => message.textContent()).toBe(spec.fieldsRequired);
    expect(await field(texts.checkout.fields.phone).getAttribute('aria-invalid')).toBe('true');
    expect(await address.getAttribute('aria-invalid')).toBeNull();
    // The message is announced and takes focus.
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
