import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { openShopperAtCheckout, placeOrder } from './storefront-checkout.ts';
import { SPEC_TEXTS } from './texts.ts';

/**
 * Issue 6 end to end, in English and in Arabic: an administrator signs in, creates a product with
 * two uploaded images and Arabic texts, edits the hero, switches maintenance on and off, moves a
 * storefront order along, and rolls a translation back; each time the storefront shows the change.
 */
const ADMIN = { email: 'merchant@maison-e2e.test', password: 'e2e-merchant-password-2026' };

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
});
afterAll(() => stopAdminStore(store, browser));

/** The stored texts of a translated section in one language. */
async function navTexts(language: Language): Promise<Record<string, string>> {
  const section = await api<{ content: Partial<Record<Language, Record<string, string>>> }>(
    `/content/nav?language=${language}`,
  );
  return section.content[language] ?? {};
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${store.baseUrl}/api${path}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  if (!res.ok) throw new Error(`GET /api${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** A small photo-like PNG of one colour, as a merchant's upload would be. */
function pngOf(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 800, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .png()
    .toBuffer();
}

/** A storefront page in a browser of its own, so no client cache of the admin's tab is reused. */
async function storefront(language: Language, path: string): Promise<Page> {
  const context = await openContext(browser, store.baseUrl, { language });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe.each<Language>(['en', 'ar'])('the admin area in %s', (language) => {
  const { adminCatalog } = adminAreaTexts[language];
  const other: Language = language === 'en' ? 'ar' : 'en';
  const stamp = `${language}-${Date.now().toString(36)}`;
  const product = {
    nameEn: `Midnight Oud ${stamp}`,
    nameAr: `عود منتصف الليل ${stamp}`,
  };
  let page: Page;
  let errors: string[];
  let productId: string;

  beforeAll(async () => {
    const context = await openContext(browser, store.baseUrl, { language });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => page?.context().close());

  it('signs in', async () => {
    await signInAt(page, '/admin/products', ADMIN, language);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });

  it('creates a product with two uploaded images and Arabic texts', async () => {
    const {
      categories: [category],
    } = await api<{ categories: { _id: string; slug: string }[] }>('/categories/active');
    await page.goto('/admin/products/new');
    await page.getByTestId('product-name-en').fill(product.nameEn);
    await page.getByTestId('product-name-ar').fill(product.nameAr);
    await page.getByTestId('product-description-en').fill('Smoked oud over dark rose.');
    await page.getByTestId('product-description-ar').fill('عود مدخن فوق وردة داكنة.');
    const topEn = page.getByTestId('product-notes-top-en');
    await topEn.fill('Saffron');
    await topEn.press('Enter');
    const topAr = page.getByTestId('product-notes-top-ar');
    await topAr.fill('زعفران');
    await topAr.press('Enter');
    await page.getByTestId('product-price').fill('640');
    await page.getByTestId('product-stock').fill('12');
    await page.getByTestId('product-family').selectOption('woody');
    await page.getByTestId('product-category').selectOption(category!._id);

    await page.getByTestId('product-image-picker').click();
    const picker = page.getByTestId('media-picker');
    await picker.waitFor();
    await page.getByTestId('media-picker-upload-input').setInputFiles([
      { name: 'bottle-front.png', mimeType: 'image/png', buffer: await pngOf(92, 38, 28) },
      { name: 'bottle-side.png', mimeType: 'image/png', buffer: await pngOf(180, 140, 80) },
    ]);
    const done = page.locator('[data-testid="media-upload-entry"][data-status="done"]');
    await expect.poll(() => done.count(), { timeout: 30_000 }).toBe(2);
    await page.getByTestId('media-picker-confirm').click();
    await expect.poll(() => page.getByTestId('product-image-item').count()).toBe(2);

    await page.getByTestId('product-save').click();
    await expect
      .poll(() => page.getByText(adminCatalog.toasts.productCreated, { exact: true }).count())
      .toBeGreaterThan(0);
    await page.waitForURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    productId = page.url().split('/').pop()!;

    // The shopper sees it at once: detail, listing and its category, in the page's language.
    const name = language === 'ar' ? product.nameAr : product.nameEn;
    const detail = await storefront(language, `/product/${productId}`);
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    const gallery = detail.locator('main img[src^="/media/"]');
    await expect.poll(() => gallery.count()).toBeGreaterThanOrEqual(2);
    await detail.goto(`/products?search=${encodeURIComponent(stamp)}`);
    await expect.poll(() => detail.getByRole('main').getByText(name).count()).toBeGreaterThan(0);
    await detail.goto(`/category/${category!.slug}`);
    await expect.poll(() => detail.getByRole('main').getByText(name).count()).toBeGreaterThan(0);
    await detail.context().close();
  });

  it('edits the hero title, and the home page shows it', async () => {
    const title = { en: `Evenings in Riyadh ${stamp}`, ar: `أمسيات الرياض ${stamp}` };
    await page.goto('/admin/content');
    await page.getByTestId('hero-title-en').fill(title.en);
    await page.getByTestId('hero-title-ar').fill(title.ar);
    await page.getByTestId('hero-save').click();
    await expect
      .poll(
        async () =>
          (await api<{ hero: { title: Record<Language, string> } }>('/homepage')).hero.title,
      )
      .toEqual(title);

    const home = await storefront(language, '/');
    await expect
      .poll(() => home.getByRole('heading', { level: 1 }).textContent())
      .toContain(title[language]);
    await home.context().close();
  });

  it('switches maintenance on: the storefront shows the notice while the admin keeps working', async () => {
    await page.goto('/admin/content');
    await page.getByTestId('maintenance-toggle').click();
    await page.getByTestId('maintenance-save').click();
    await expect
      .poll(async () => (await api<{ maintenanceMode: boolean }>('/homepage')).maintenanceMode)
      .toBe(true);

    const shop = await storefront(language, '/products');
    await expect
      .poll(() => shop.getByRole('heading', { level: 1 }).textContent())
      .toBe(SPEC_TEXTS[language].maintenanceTitle);
    expect(await shop.getByRole('banner').count()).toBe(0);

    // The admin area is not the storefront: it keeps working.
    await page.goto('/admin/products');
    await expect.poll(() => page.getByTestId('product-row').count()).toBeGreaterThan(0);

    await page.goto('/admin/content');
    await page.getByTestId('maintenance-toggle').click();
    await page.getByTestId('maintenance-save').click();
    await expect
      .poll(async () => (await api<{ maintenanceMode: boolean }>('/homepage')).maintenanceMode)
      .toBe(false);
    await shop.reload();
    await expect.poll(() => shop.getByRole('banner').count()).toBe(1);
    await shop.context().close();
  });

  it('moves a storefront order along, and the customer lookup shows the new status', async () => {
    const email = `customer-${stamp}@example.com`;
    const shopper = await openShopperAtCheckout(
      browser,
      store.baseUrl,
      other,
      { _id: productId },
      1,
    );
    await placeOrder(shopper.page, other, 'cod', {
      name: other === 'ar' ? 'سارة بنت خالد' : 'Noura Al-Harbi',
      email,
      phone: '+966 50 000 0000',
      address: 'Olaya Street 12',
      city: 'Riyadh',
    });
    const orderNumber = (await shopper.page.getByTestId('order-number').textContent())!.trim();
    await shopper.page.context().close();

    await page.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    const row = page.getByTestId(`order-row-${orderNumber}`);
    await row.getByRole('link').click();
    await page.getByTestId('order-action-confirmed').click();
    await expect
      .poll(() => page.getByTestId('order-history-entry').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    await expect
      .poll(async () => {
        const query = new URLSearchParams({ email }).toString();
        const res = await fetch(`${store.baseUrl}/api/orders/public/${orderNumber}?${query}`);
        return ((await res.json()) as { data?: { status: string } }).data?.status;
      })
      .toBe('confirmed');
  });

  it('rolls a translation back', async () => {
    const original = await navTexts(language);
    const changed = `${original.home} ✦ ${stamp}`;
    await page.goto('/admin/content?tab=translations&section=nav');
    await page.getByTestId(`translation-input-${language}-home`).fill(changed);
    await page.getByTestId('translations-changelog').fill(`Try a new label (${stamp})`);
    await page.getByTestId('translations-save').click();
    await expect.poll(async () => (await navTexts(language)).home).toBe(changed);
    const shop = await storefront(language, '/');
    const nav = shop.getByRole('banner').getByRole('navigation');
    await expect.poll(() => nav.getByText(changed).count()).toBeGreaterThan(0);

    await page.goto('/admin/content?tab=history&section=nav');
    await page.locator('[data-testid^="history-rollback-"]').first().click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect.poll(async () => (await navTexts(language)).home).toBe(original.home);
    await shop.reload();
    await expect
      .poll(() => nav.getByText(original.home!, { exact: true }).count())
      .toBeGreaterThan(0);
    await shop.context().close();
  });

  it('threw no error in the page', () => {
    expect(errors).toEqual([]);
  });
});
