import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTimings } from '../src/lib/auth/session-timings.ts';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { BUNDLES } from './texts.ts';

/**
 * Issue 4 end to end: sign-in → admin → session warning → sign-out, in both languages, on a store
 * of its own whose first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD (and whose login
 * throttle counts only this file's attempts).
 */
const ADMIN = { email: 'owner@maison-e2e.test', password: 'e2e-owner-password-2026' };

/**
 * The session clock of the test mode (read by the app from `window.__STORE_TEST_CLOCK__`, see
 * src/lib/auth/session-timings.ts): the warning shows after 7 s without activity, the session ends
 * after 12 s. Checks run every 250 ms, so nothing waits on the real 60 s.
 */
const TEST_CLOCK: Partial<SessionTimings> = {
  activityCheckMs: 250,
  tokenCheckMs: 1_000,
  warningMs: 5_000,
  maxIdleMs: 12_000,
};

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
});
afterAll(() => stopAdminStore(store, browser));

async function openAdminPage(language: Language): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(browser, store.baseUrl, { language });
  await context.addInitScript((clock) => {
    window.__STORE_TEST_CLOCK__ = clock;
  }, TEST_CLOCK);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

describe.each<Language>(['en', 'ar'])('an administrator in %s', (language) => {
  const { auth, admin } = adminAreaTexts[language];
  const { common } = BUNDLES[language];
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await openAdminPage(language));
  });
  afterAll(() => page?.context().close());

  const heading = () => page.getByRole('heading', { level: 1 }).textContent();
  const alert = () => page.getByTestId('sign-in-error');

  it('is sent to sign in from an admin page, and told when the password is wrong', async () => {
    await page.goto('/admin/orders');
    await page.waitForURL('**/auth');
    await expect.poll(heading).toBe(auth.signIn.title);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expect.poll(() => page.getByText(auth.signIn.sessionNotice).count()).toBe(1);

    await page.getByRole('button', { name: auth.signIn.submit }).click();
    await expect.poll(() => alert().textContent()).toBe(auth.validation.emailRequired);

    await page.getByLabel(auth.signIn.email).fill(ADMIN.email);
    await page.getByLabel(auth.signIn.password, { exact: true }).fill('not the password');
    await page.getByRole('button', { name: auth.signIn.submit }).click();
    await expect.poll(() => alert().textContent()).toBe(auth.errors.invalidCredentials);
  });

  it('signs in and lands on the page it asked for, inside the admin shell', async () => {
    const password = page.getByLabel(auth.signIn.password, { exact: true });
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: auth.signIn.showPassword }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: auth.signIn.submit }).click();

    await expect.poll(() => page.getByText(auth.toast.loginSuccess).count()).toBe(1);
    await page.waitForURL('**/admin/orders');
    await expect.poll(heading).toBe(admin.nav.orders);
    const menu = page.getByRole('navigation', { name: admin.nav.label });
    expect(await menu.getByRole('link').allTextContents()).toEqual(
      [
        'dashboard',
        'products',
        'categories',
        'reviews',
        'media',
        'productFeeds',
        'orders',
        'returns',
        'taxDocuments',
        'customers',
        'abandonedCarts',
        'promotions',
        'shipping',
        'carriers',
        'payments',
        'paymentReports',
        'paymentEvents',
        'paymentSettings',
        'content',
        'settings',
        'marketing',
        'sms',
        'privacy',
        'monitoring',
        'auditLog',
      ].map((key) => admin.nav[key as keyof typeof admin.nav]),
    );
    // The orders screen itself, not a placeholder.
    expect(await page.getByTestId('coming-later').count()).toBe(0);
    // No first name: the display name is the part of the email before the @.
    expect(await page.getByRole('banner').getByTestId('admin-account').textContent()).toContain(
      'owner',
    );
    expect(await stored(page, 'authToken')).toMatch(/^ey/);
    // The refresh token stays in its httpOnly cookie (docs/decisions/004).
    expect(await stored(page, 'refreshToken')).toBeNull();
    expect(JSON.parse((await stored(page, 'admin_session'))!)).toMatchObject({
      email: ADMIN.email,
      role: 'admin',
      ipAddress: '127.0.0.1',
    });
  });

  it('is greeted in the storefront header, in Arabic, with a logout button', async () => {
    await page.goto('/');
    const greeting = page.getByRole('banner').getByTestId('account-greeting');
    await expect.poll(() => greeting.textContent()).toBe(`مرحباً، ${ADMIN.email}`);
    expect(
      await page.getByRole('banner').getByRole('button', { name: common.account.logout }).count(),
    ).toBe(1);
    await page.goto('/admin');
    await expect.poll(heading).toBe(admin.nav.dashboard);
  });

  it('is warned before the idle limit, and stays signed in', async () => {
    // No mouse, no keys: the session goes idle until the warning shows.
    const tokenBefore = await stored(page, 'authToken');
    const dialog = page.getByRole('alertdialog', { name: auth.session.warningTitle });
    await dialog.waitFor({ timeout: 15_000 });
    const before = JSON.parse((await stored(page, 'admin_session'))!).lastActivity as number;
    await dialog.getByRole('button', { name: auth.session.stay }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = JSON.parse((await stored(page, 'admin_session'))!).lastActivity as number;
    expect(after).toBeGreaterThan(before);
    // Staying also renewed the session on the server, through the refresh cookie: a new token.
    await expect.poll(() => stored(page, 'authToken')).not.toBe(tokenBefore);
    await expect.poll(heading).toBe(admin.nav.dashboard);
  });

  it('signs out from the top bar, which ends the session on the server too', async () => {
    const token = (await stored(page, 'authToken'))!;
    await page.getByRole('banner').getByRole('button', { name: admin.topBar.signOut }).click();
    await page.waitForURL('**/auth');
    await expect.poll(heading).toBe(auth.signIn.title);
    expect(await stored(page, 'authToken')).toBeNull();
    expect(await stored(page, 'admin_session')).toBeNull();
    const verifyStatus = async () =>
      (
        await fetch(`${store.baseUrl}/api/auth/verify`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    await expect.poll(verifyStatus).toBe(401);

    // /admin-test is guarded exactly like /admin.
    await page.goto('/admin-test');
    await page.waitForURL('**/auth');
  });

  it('is signed out with the expiry message when the idle limit passes', async () => {
    await page.getByLabel(auth.signIn.email).fill(ADMIN.email);
    await page.getByLabel(auth.signIn.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: auth.signIn.submit }).click();
    // Back to where the guard stopped it last.
    await page.waitForURL('**/admin-test');
    await expect.poll(heading).toBe(admin.nav.dashboard);
    await page.getByRole('alertdialog').waitFor({ timeout: 15_000 });
    // Not answered: at the limit the session ends, and the sign-in page says why.
    await page.waitForURL('**/auth', { timeout: 15_000 });
    await expect.poll(() => alert().textContent()).toBe(auth.errors.sessionExpired);
    expect(await stored(page, 'authToken')).toBeNull();
    expect(errors).toEqual([]);
  });
});
