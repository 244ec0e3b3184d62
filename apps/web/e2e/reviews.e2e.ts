/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON-LD, checked property by property */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@store/shared/page-addresses';
import type { Product } from '@store/shared/schemas/catalog';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import type { RunningStore } from './start-store.ts';
import { BUNDLES } from './texts.ts';
import { storeApi } from './store-api.ts';

/**
 * Issue 21 point 5 end to end, in Arabic and in English: a cash-on-delivery order is delivered;
 * the buyer opens the review link of the email the store sent, writes a review; the merchant
 * approves it and replies from the admin's Reviews screen; the product's page then shows it, in
 * the language it was written in, with the average, and its structured data the rating.
 */
const ADMIN = { email: 'reviews@maison-e2e.test', password: 'e2e-reviews-password-2026' };
const BUYERS: Record<Language, { firstName: string; lastName: string; email: string }> = {
  ar: { firstName: 'ريم', lastName: 'العتيبي', email: 'reem.reviews@example.com' },
  en: { firstName: 'Lina', lastName: 'Haddad', email: 'lina.reviews@example.com' },
};
const REVIEWS: Record<Language, { stars: number; title: string; text: string; reply: string }> = {
  ar: {
    stars: 5,
    title: 'عطر ساحر',
    text: 'ثباته طويل ورائحته <b>فاخرة</b>.',
    reply: 'شكرًا لكِ، سعدنا بتجربتك.',
  },
  en: {
    stars: 4,
    title: 'Warm and lasting',
    text: 'Lovely on skin, <i>lasts</i> all evening.',
    reply: 'Thank you for your kind words!',
  },
};

let store: RunningStore;
let browser: Browser;
let product: Product;
let token: string;

/** The store's API as the admin (the token, once signed in). */
function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return storeApi(store.baseUrl, () => token)<T>(method, path, body);
}

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  product = (await fetchAllProducts(store.baseUrl)).find((one) => one.inStock && one.stock >= 5)!;
  token = (await api<{ token: string }>('POST', '/auth/login', ADMIN)).token;
});
afterAll(() => stopAdminStore(store, browser));

/** A cash-on-delivery order placed in `language`, taken to delivered by the merchant. */
async function deliveredOrder(language: Language): Promise<string> {
  const buyer = BUYERS[language];
  const placed = await api<{ orderNumber: string }>('POST', '/orders', {
    items: [{ productId: product._id, quantity: 1 }],
    paymentMethod: 'cod',
    language,
    customerInfo: {
      ...buyer,
      phone: '+966 50 000 0000',
      address: 'Olaya Street 12',
      city: 'Riyadh',
      cityId: 'riyadh',
      district: 'Al Olaya',
    },
  });
  const [order] = await api<{ id: string }[]>('GET', `/admin/orders?search=${placed.orderNumber}`);
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    await api('POST', `/admin/orders/${order!.id}/status`, { status });
  }
  return placed.orderNumber;
}

/** The review page's address in the order's review email, once the store has sent it. */
async function reviewLinkOf(orderNumber: string): Promise<URL> {
  const outbox = path.join(store.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const [name] = readdirSync(outbox).filter((one) =>
          one.includes(`${orderNumber}-review-request`),
        );
        if (!name) return undefined;
        const raw = readFileSync(path.join(outbox, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '=');
        link = /href="(http[^"]+\/review\/[A-Za-z0-9_-]+)"/.exec(raw)?.[1];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return new URL(link!);
}

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text!),
  );
}

describe.each<Language>(['ar', 'en'])('a verified review, in %s', (language) => {
  const texts = BUNDLES[language].reviews;
  const adminTexts = adminAreaTexts[language].adminReviews;
  const review = REVIEWS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';

  it('from the delivered order’s email, through the merchant’s approval and reply, to the product page', async () => {
    const orderNumber = await deliveredOrder(language);
    const link = await reviewLinkOf(orderNumber);
    expect(link.pathname).toMatch(new RegExp(`^/${language}/review/`));
    const errors: string[] = [];

    // The buyer, on a phone that never visited the store and reads the other language.
    const shopperContext = await openContext(browser, store.baseUrl, {
      language: language === 'ar' ? 'en' : 'ar',
      viewport: 'phone',
    });
    const shopper = await shopperContext.newPage();
    shopper.on('pageerror', (error) => errors.push(error.message));
    await shopper.goto(link.pathname);
    await expect.poll(() => shopper.locator('html').getAttribute('dir')).toBe(dir);
    expect(await shopper.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, follow',
    );
    expect(await shopper.getByTestId('review-order-number').textContent()).toBe(orderNumber);
    const entry = shopper.getByTestId('review-entry').first();
    // No stars: refused in the page's language, nothing sent.
    await entry.getByTestId('review-text-input').fill(review.text);
    await shopper.getByTestId('review-submit').click();
    await expect
      .poll(() => shopper.getByTestId('review-form-alert').textContent())
      .toContain(texts.refusals.starsOutOfRange.replace('{{name}}', product.name[language]));
    // The shopper taps the star (the radio itself is visually hidden; a forced click at its
    // one-pixel box can land beside it while the alert above moves the form).
    const star = `review-stars-${review.stars}`;
    await entry
      .locator('label')
      .filter({ has: shopper.getByTestId(star) })
      .click();
    await expect.poll(() => entry.getByTestId(star).isChecked()).toBe(true);
    await entry.getByTestId('review-title-input').fill(review.title);
    await shopper.getByTestId('review-submit').click();
    await shopper.getByTestId('review-sent').waitFor();
    expect(await shopper.getByTestId('review-sent').textContent()).toContain(texts.page.sentTitle);
    // The link works once.
    await shopper.goto(link.pathname);
    await expect
      .poll(() => shopper.getByTestId('review-link-refusal').textContent())
      .toBe(texts.refusals.linkUsed);
    expect(
      await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // The merchant, in the same language: the queue, pending first, filtered by rating.
    const adminContext = await openContext(browser, store.baseUrl, { language });
    const admin = await adminContext.newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    await signInAt(admin, '/admin/reviews', ADMIN, language);
    await admin.getByTestId('reviews-filter-stars').selectOption(String(review.stars));
    await admin.waitForURL(`**/admin/reviews?stars=${review.stars}`);
    const card = admin.locator('[data-status="pending"]').filter({ hasText: review.title });
    await card.waitFor();
    expect(await card.getByTestId('review-status').textContent()).toBe(adminTexts.statuses.pending);
    await card.getByTestId('review-approve').click();
    const approved = admin.locator('[data-status="approved"]').filter({ hasText: review.title });
    await approved.waitFor();
    await approved.getByTestId('review-reply-open').click();
    await admin.getByTestId('review-reply-input').fill(review.reply);
    await admin.getByTestId('review-reply-save').click();
    await expect
      .poll(() => approved.getByTestId('review-reply').textContent())
      .toContain(review.reply);

    // The product page: the rating under the name, the summary, the review as written.
    const expected = (await api<Product>('GET', `/products/${product._id}`)).rating!;
    expect(expected.count).toBe(language === 'ar' ? 1 : 2);
    const visitor = await (await openContext(browser, store.baseUrl, { language })).newPage();
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(productPath(language, product));
    const average = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(expected.average);
    expect(await visitor.getByTestId('product-rating').textContent()).toContain(average);
    const section = visitor.getByTestId('product-reviews');
    await section.getByTestId('review').first().waitFor();
    expect(await section.getByTestId('reviews-average').textContent()).toBe(average);
    const written = section.getByTestId('review').filter({ hasText: review.title });
    const body = written.getByTestId('review-body');
    expect(await body.getAttribute('lang')).toBe(language);
    expect(await body.getAttribute('dir')).toBe(dir);
    // As written, markup and all, as text.
    expect(await written.getByTestId('review-text').textContent()).toBe(review.text);
    expect(await written.locator('b, i').count()).toBe(0);
    expect(await written.getByTestId('review-reply').textContent()).toContain(review.reply);

    // What a crawler reads: the rating in the Product's structured data.
    const html = await (
      await fetch(`${store.baseUrl}${productPath(language, product)}`, {
        headers: { cookie: `language=${language}` },
      })
    ).text();
    // The first page of reviews is in the server's render (the page's first screen).
    expect(html).toContain(review.title);
    const [ld] = jsonLd(html).filter((block) => block['@type'] === 'Product');
    expect(ld!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: expected.average,
      reviewCount: expected.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(errors).toEqual([]);
    await Promise.all([shopperContext.close(), adminContext.close(), visitor.context().close()]);
  });
});
