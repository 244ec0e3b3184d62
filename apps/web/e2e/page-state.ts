import type { Page } from 'playwright-core';

/**
 * Waits until the page has nothing left to show: no request in flight, no loading spinner, the
 * fonts in. Used before looking at a page (axe, screenshots).
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.getByTestId('page-spinner').first().waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Scrolls the page from top to bottom one screen at a time, so that lazy sections and lazy images
 * load as they would for a person, waits for every image to finish, and returns to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    await waitForImages(page);
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Waits until every image in the viewport has loaded (or failed). */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      return !inView || image.complete;
    }),
  );
}
