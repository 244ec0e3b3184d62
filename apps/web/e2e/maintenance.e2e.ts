import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext } from './browser.ts';
import { startStore, type RunningStore } from './start-store.ts';
import { updateStoredHomepage } from './store-database.ts';
import { SPEC_TEXTS } from './texts.ts';

/**
 * The maintenance flag lives in the home-page content, which only an administrator changes. This
 * file runs a second store of its own: seeded, stopped, flagged in its database, started again.
 */
let browser: Browser;
let store: RunningStore | undefined;
let dataDir: string;

async function restartWith(change: Record<string, unknown>) {
  const port = Number(new URL(store!.baseUrl).port);
  await store!.stop();
  await updateStoredHomepage(dataDir, change);
  store = await startStore({ dataDir, port });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'store-maintenance-'));
  [browser, store] = await Promise.all([launchBrowser(), startStore({ dataDir })]);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('maintenance mode', () => {
  let page: Page;
  const title = () => page.getByRole('heading', { level: 1 }).textContent();

  afterAll(() => page?.context().close());

  it('replaces the whole site with the default notice, in English and in Arabic', async () => {
    await restartWith({ maintenanceMode: true, maintenanceMessage: { en: '', ar: '' } });
    const context = await openContext(browser, store!.baseUrl, { language: 'en' });
    page = await context.newPage();

    for (const path of ['/', '/products', '/checkout']) {
      await page.goto(path);
      await expect.poll(title).toBe(SPEC_TEXTS.en.maintenanceTitle);
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
    }
    const main = page.getByRole('main');
    expect(await main.getByText(SPEC_TEXTS.en.maintenanceMessage).count()).toBe(1);
    expect(await main.getByText(SPEC_TEXTS.en.maintenanceThanks).count()).toBe(1);

    // Its own language switch: the Arabic notice, right to left.
    await main.getByRole('button', { name: /التبديل إلى العربية/ }).click();
    await expect.poll(title).toBe(SPEC_TEXTS.ar.maintenanceTitle);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await main.getByText(SPEC_TEXTS.ar.maintenanceMessage).count()).toBe(1);
    expect(await main.getByText(SPEC_TEXTS.ar.maintenanceThanks).count()).toBe(1);
  });

  it("shows the administrator's message in the page language", async () => {
    await restartWith({
      maintenanceMessage: {
        en: 'We are restocking our oud. Back at 6 pm.',
        ar: 'نعيد تعبئة العود. نعود في السادسة مساءً.',
      },
    });
    await page.goto('/');
    await expect.poll(title).toBe(SPEC_TEXTS.ar.maintenanceTitle);
    const main = page.getByRole('main');
    expect(await main.getByText('نعيد تعبئة العود. نعود في السادسة مساءً.').count()).toBe(1);
    expect(await main.getByText(SPEC_TEXTS.ar.maintenanceMessage).count()).toBe(0);

    await main.getByRole('button', { name: /Switch to English/ }).click();
    await expect.poll(title).toBe(SPEC_TEXTS.en.maintenanceTitle);
    expect(await main.getByText('We are restocking our oud. Back at 6 pm.').count()).toBe(1);
  });
});
