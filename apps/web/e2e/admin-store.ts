import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
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
