// `npm run screenshots`: every shopper route in English and Arabic at phone and desktop width,
// as full-page PNGs in ./screenshots (git-ignored), from the production build on a fresh store.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import {
  launchBrowser,
  openContext,
  VIEWPORTS,
  type Language,
  type Viewport,
} from '../apps/web/e2e/browser.ts';
import { scrollThrough, waitForSettledPage } from '../apps/web/e2e/page-state.ts';
import { startStore } from '../apps/web/e2e/start-store.ts';
import { BUNDLES } from '../apps/web/e2e/texts.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

interface Shot {
  name: string;
  path: string;
  /** Runs before the page is opened, in the same browser context. */
  prepare?: (page: Page) => Promise<void>;
  /** Runs once the page has settled; the picture is then of the viewport (an overlay is open). */
  open?: (page: Page, texts: (typeof BUNDLES)[Language]) => Promise<void>;
  /** Only at these widths (the phone menu has no desktop form). */
  viewports?: Viewport[];
}

async function firstProductId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/products?limit=1&featured=true`);
  const body = (await res.json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error('The store has no product to photograph');
  return id;
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to Cart|أضف إلى السلة)$/ })
    .click();
  await page.getByTestId('cart-count').first().waitFor();
}

function shotsFor(productId: string): Shot[] {
  return [
    { name: 'home', path: '/' },
    { name: 'products', path: '/products' },
    { name: 'products-filtered', path: '/products?category=woody&price=200-plus&view=list' },
    { name: 'collections', path: '/collections' },
    { name: 'product', path: `/product/${productId}` },
    { name: 'category-woody', path: '/category/woody' },
    { name: 'checkout-empty', path: '/checkout' },
    { name: 'checkout', path: '/checkout', prepare: (page) => addToCart(page, productId) },
    {
      name: 'checkout-errors',
      path: '/checkout',
      prepare: (page) => addToCart(page, productId),
      open: async (page, texts) => {
        await page.getByRole('button', { name: texts.checkout.placeOrder }).click();
        await page.getByTestId('checkout-message').waitFor();
      },
    },
    {
      name: 'cart-drawer',
      path: `/product/${productId}`,
      prepare: (page) => addToCart(page, productId),
      open: async (page, texts) => {
        await page.getByRole('banner').locator('[data-cart-button]').click();
        await page.getByRole('dialog', { name: new RegExp(texts.cart.title) }).waitFor();
      },
    },
    {
      name: 'menu',
      path: '/',
      viewports: ['phone'],
      open: async (page, texts) => {
        await page.getByRole('button', { name: texts.common.a11y.openMenu }).click();
        await page.getByRole('dialog', { name: texts.common.a11y.mobileNavigation }).waitFor();
      },
    },
    { name: 'checkout-success', path: '/checkout/success?orderNumber=MA-7K2P-9QXR' },
    { name: 'checkout-cancel', path: '/checkout/cancel' },
    { name: 'payment-return', path: '/payment/return?token=a&PayerID=b' },
    { name: 'payment-return-missing', path: '/payment/return' },
    { name: 'not-found', path: '/no-such-page' },
  ];
}

async function takeShot(page: Page, shot: Shot, language: Language, file: string) {
  await shot.prepare?.(page);
  await page.goto(shot.path);
  await waitForSettledPage(page);
  if (shot.open) {
    await shot.open(page, BUNDLES[language]);
    // The overlay's own entrance (reduced motion shortens it to nothing).
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    await page.screenshot({ path: file });
  } else {
    await scrollThrough(page);
    await page.screenshot({ path: file, fullPage: true });
  }
}

async function main() {
  const store = await startStore();
  const browser = await launchBrowser();
  const failures: string[] = [];
  try {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const shots = shotsFor(await firstProductId(store.baseUrl));
    for (const language of ['en', 'ar'] as Language[]) {
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        const width = VIEWPORTS[viewport].width;
        for (const shot of shots) {
          if (shot.viewports && !shot.viewports.includes(viewport)) continue;
          // A context per shot: a cart or a scroll position never leaks into the next picture.
          const context = await openContext(browser, store.baseUrl, {
            language,
            viewport,
            reducedMotion: true,
          });
          const file = path.join(outDir, `${language}-${width}-${shot.name}.png`);
          try {
            await takeShot(await context.newPage(), shot, language, file);
            console.log(path.relative(process.cwd(), file));
          } catch (error) {
            // One broken page should not hide the pictures of all the others.
            failures.push(`${path.basename(file)}: ${(error as Error).message.split('\n')[0]}`);
          } finally {
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
    await store.stop();
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} screenshot(s) failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
