import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';

/**
 * Issue 8 point 2: text an administrator saves (script tags, event-handler attributes, right-to-left
 * overrides, 10,000 characters, emoji, Arabic mixed with Latin) is shown as text everywhere, in the
 * storefront and in the admin area, and no script of it runs.
 */
const ADMIN = { email: 'guard@maison-e2e.test', password: 'e2e-guard-password-2026' };

const SCRIPT = '<script>window.__hostile = "script"</script>';
const HANDLER = '<img src=x onerror="window.__hostile=\'onerror\'">';
const SVG = '<svg onload="window.__hostile=\'svg\'"></svg>';
const OVERRIDE = 'Oud \u202Egnol\u202C عود ملكي 🧴✨';
const LONG = `${'عطر Oud '.repeat(1250).slice(0, 9_999)}.`;

let store: RunningStore;
let browser: Browser;
let token: string;
let productId: string;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${store.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown; message?: string };
  if (!res.ok) throw new Error(`${method} /api${path} answered ${res.status}: ${json.message}`);
  return json.data;
}

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  const login = await fetch(`${store.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;

  // The administrator saves hostile text in a product, the hero and a navigation label.
  const created = (await call('POST', '/products', {
    name: { en: SCRIPT, ar: HANDLER },
    description: { en: OVERRIDE, ar: SVG },
    longDescription: { en: LONG, ar: LONG },
    concentration: { en: SVG, ar: 'ماء عطر EDP' },
    notes: {
      top: { en: [HANDLER], ar: ['عود'] },
      middle: { en: [], ar: [] },
      base: { en: [], ar: [] },
    },
    price: 480,
    size: '100 ml',
    category: 'woody',
    categoryId: null,
    images: [],
    featured: true,
    stock: 9,
  })) as { product: { _id: string } };
  productId = created.product._id;

  const homepage = (await call('GET', '/homepage')) as { hero: Record<string, unknown> };
  await call('PUT', '/homepage/hero', {
    ...homepage.hero,
    title: { en: SCRIPT, ar: HANDLER },
    subtitle: { en: OVERRIDE, ar: SVG },
  });
  const nav = (await call('GET', '/content/nav')) as {
    content: { en: Record<string, string>; ar: Record<string, string> };
  };
  await call('PUT', '/content/nav', {
    content: { en: { ...nav.content.en, home: HANDLER }, ar: { ...nav.content.ar, home: SCRIPT } },
    changeLog: 'hostile labels',
  });
});
afterAll(() => stopAdminStore(store, browser));

/** A page that records any script of the saved text running, and any dialog it opens. */
async function watchedPage(
  language: Language,
): Promise<{ page: Page; ran: () => Promise<unknown> }> {
  const context = await openContext(browser, store.baseUrl, { language });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    page,
    ran: async () => ({
      marker: await page.evaluate(() => (window as { __hostile?: string }).__hostile ?? null),
      dialogs,
    }),
  };
}

describe.each<Language>(['en', 'ar'])('hostile text saved by an admin, in %s', (language) => {
  const { auth } = adminAreaTexts[language];
  const nameShown = language === 'en' ? SCRIPT : HANDLER;

  it('is text on the storefront: home, listing and product page', async () => {
    const { page, ran } = await watchedPage(language);
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toContain(language === 'en' ? SCRIPT : HANDLER);
    // The navigation label is the saved text, shown as it was typed.
    const home = page.getByRole('banner').getByText(language === 'en' ? HANDLER : SCRIPT);
    await expect.poll(() => home.count()).toBeGreaterThan(0);

    await page.goto('/products');
    await expect.poll(() => page.getByRole('main').getByText(nameShown).count()).toBeGreaterThan(0);

    await page.goto(`/product/${productId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(nameShown);
    const body = await page.locator('main').textContent();
    expect(body).toContain(LONG.slice(0, 200));
    if (language === 'en') expect(body).toContain(OVERRIDE);
    // No element was made from the saved markup.
    expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
    expect(await ran()).toEqual({ marker: null, dialogs: [] });
    await page.context().close();
  });

  it('is text in the admin area: products, product form, content and audit log', async () => {
    const { page, ran } = await watchedPage(language);
    await page.goto('/auth');
    await page.getByLabel(auth.signIn.email).fill(ADMIN.email);
    await page.getByLabel(auth.signIn.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: auth.signIn.submit }).click();
    await page.waitForURL('**/admin');

    await page.goto('/admin/products');
    await expect.poll(() => page.getByText(nameShown).count()).toBeGreaterThan(0);
    await page.goto(`/admin/products/${productId}`);
    await expect.poll(() => page.getByTestId('product-name-en').inputValue()).toBe(SCRIPT);
    expect(await page.getByTestId('product-long-description-ar').inputValue()).toBe(LONG);
    await page.goto('/admin/content');
    await expect.poll(() => page.getByTestId('hero-title-ar').inputValue()).toBe(HANDLER);
    await page.goto('/admin/audit-log');
    await expect.poll(() => page.getByTestId('audit-row').count()).toBeGreaterThan(0);
    expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
    expect(await ran()).toEqual({ marker: null, dialogs: [] });
    await page.context().close();
  });
});

describe('what the server sends', () => {
  it('forbids inline scripts on every page (Content-Security-Policy), framing of its JSON, and over-long text', async () => {
    for (const path of ['/', `/product/${productId}`, '/admin']) {
      const res = await fetch(`${store.baseUrl}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("'unsafe-inline' 'self'");
      expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // A JSON answer is no document: it may be neither framed nor sniffed (decision 056).
    const api = await fetch(`${store.baseUrl}/api/products`);
    expect(api.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    // A name of 10,000 characters is refused with a clear message; nothing is saved.
    const tooLong = await fetch(`${store.baseUrl}/api/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: { en: LONG, ar: LONG } }),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { success: boolean }).success).toBe(false);
  });
});
