import type { Browser, Page } from 'playwright-core';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { launchBrowser, type Language } from './browser.ts';
import { startStore, type RunningStore } from './start-store.ts';

/** A store of one test file's own, whose first administrator is `admin`, and a browser to visit it. */
export function startAdminStore(admin: {
  email: string;
  password: string;
}): Promise<[RunningStore, Browser]> {
  return Promise.all([
    startStore({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } }),
    launchBrowser(),
  ]);
}

/** Closes what `startAdminStore` opened, as far as it got. */
export async function stopAdminStore(store?: RunningStore, browser?: Browser): Promise<void> {
  await browser?.close();
  await store?.stop();
}

/** Opens `path` of the admin, signs in on the page it sends a visitor to, and lands back there. */
export async function signInAt(
  page: Page,
  path: string,
  admin: { email: string; password: string },
  language: Language,
): Promise<void> {
  const { auth } = adminAreaTexts[language];
  await page.goto(path);
  await page.waitForURL('**/auth');
  await page.getByLabel(auth.signIn.email).fill(admin.email);
  await page.getByLabel(auth.signIn.password, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: auth.signIn.submit }).click();
  await page.waitForURL(`**${path}`);
}
