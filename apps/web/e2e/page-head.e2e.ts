/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON-LD, checked property by property */
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedStoreUrl } from './shared-store.ts';
import type { Language } from '@store/shared/locales';
import { categoryPath, localizedPath, productPath } from '@store/shared/page-addresses';
import type { Category, Product } from '@store/shared/schemas/catalog';
import { fetchAllProducts } from './catalog-api.ts';

/*
 * The head of the storefront's pages as the server sends it (no browser: what a crawler or a
 * link preview reads), in both languages, checked against what Google documents for product
 * snippets and merchant listings, breadcrumbs and organizations, and the Open Graph protocol.
 */

const baseUrl = sharedStoreUrl();
let product: Product;
let category: Category;

beforeAll(async () => {
  product = (await fetchAllProducts(baseUrl))[0]!;
  const res = await fetch(`${baseUrl}/api/categories/active`);
  category = ((await res.json()) as { data: { categories: Category[] } }).data.categories[0]!;
});

/** The page's HTML as the server sends it to a visitor whose language is `language`. */
async function page(path: string, language: Language) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: `language=${language}` } });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const [head = '', body = ''] = html.split('</head>');
  return { html, head, body };
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
function metas(head: string, key: 'name' | 'property', value: string): string[] {
  return [...head.matchAll(/<meta [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, key) === value)
    .map((tag) => attr(tag, 'content') ?? '');
}
function linksOf(head: string, rel: string): [string | undefined, string][] {
  return [...head.matchAll(/<link [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, 'rel') === rel)
    .map((tag) => [attr(tag, 'hreflang'), attr(tag, 'href') ?? '']);
}
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text!),
  );
}
const ofType = (blocks: Record<string, any>[], type: string) =>
  blocks.filter((block) => block['@type'] === type);

/** Paths (dotted) that must hold a value in the block. */
function expectProperties(block: Record<string, any>, paths: string[], what: string) {
  for (const path of paths) {
    const value = path.split('.').reduce<any>((at, key) => at?.[key], block);
    expect(value, `${what}: ${path}`).toBeDefined();
    expect(value, `${what}: ${path}`).not.toBe('');
  }
}

// Google Search Central, "Merchant listing (Product, Offer) structured data": required properties.
const MERCHANT_LISTING_REQUIRED = ['name', 'image', 'offers.price', 'offers.priceCurrency'];
// Its recommended ones the store can fill from what it has (brand, gtin and sku when set).
const MERCHANT_LISTING_RECOMMENDED = [
  'description',
  'offers.availability',
  'offers.itemCondition',
  'offers.url',
];
// "Product snippet": `name`, and one of `review`, `aggregateRating` or `offers`.
const PRODUCT_SNIPPET_REQUIRED = ['name', 'offers'];
// "Review snippet", an AggregateRating: `ratingValue`, and `reviewCount` or `ratingCount`; the
// scale (`bestRating`, `worstRating`) when it is not 1 to 5 (stated anyway).
const AGGREGATE_RATING_REQUIRED = ['ratingValue', 'reviewCount'];
// "Breadcrumb": `itemListElement`; each ListItem `position` and `name`, and `item` but the last.
const BREADCRUMB_REQUIRED = ['itemListElement'];
const LIST_ITEM_REQUIRED = ['position', 'name'];
// "Organization": no property required; these recommended ones are the store's to give.
const ORGANIZATION_RECOMMENDED = ['name', 'url', 'logo', 'sameAs', 'contactPoint'];

/** The common head: one title, one description, Open Graph and X card in the page's language. */
function expectCommonHead(head: string, language: Language) {
  expect(head.match(/<title>/g), 'one title').toHaveLength(1);
  expect(metas(head, 'name', 'description'), 'one description').toHaveLength(1);
  expect(metas(head, 'name', 'description')[0]).not.toBe('');
  expect(metas(head, 'property', 'og:title')).toHaveLength(1);
  expect(metas(head, 'property', 'og:site_name')).toHaveLength(1);
  expect(metas(head, 'property', 'og:locale')).toEqual([language === 'ar' ? 'ar_SA' : 'en_US']);
  expect(metas(head, 'property', 'og:locale:alternate')).toEqual([
    language === 'ar' ? 'en_US' : 'ar_SA',
  ]);
  expect(metas(head, 'name', 'twitter:card')).toHaveLength(1);
  expect(metas(head, 'name', 'robots')).toEqual([]);
}

/** Canonical in the page's language, and alternates in both plus x-default (Arabic). */
function expectAddresses(head: string, language: Language, pathIn: (l: Language) => string) {
  const url = (l: Language) => `${baseUrl}${pathIn(l)}`;
  expect(linksOf(head, 'canonical')).toEqual([[undefined, url(language)]]);
  expect(metas(head, 'property', 'og:url')).toEqual([url(language)]);
  expect(linksOf(head, 'alternate')).toEqual([
    ['en', url('en')],
    ['ar', url('ar')],
    ['x-default', url('ar')],
  ]);
}

describe.each<Language>(['en', 'ar'])('the head of the storefront in %s', (language) => {
  it('home: title, addresses, Organization and WebSite with its search', async () => {
    const { head, html } = await page('/', language);
    expectCommonHead(head, language);
    expectAddresses(head, language, (l) => localizedPath(l, '/'));
    expect(metas(head, 'property', 'og:type')).toEqual(['website']);
    const blocks = jsonLd(html);
    const [organization] = ofType(blocks, 'Organization');
    expectProperties(organization!, ORGANIZATION_RECOMMENDED, 'Organization');
    expect(organization!.contactPoint[0]['@type']).toBe('ContactPoint');
    const [website] = ofType(blocks, 'WebSite');
    expect(website!.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      'query-input': 'required name=search_term_string',
    });
    const template = website!.potentialAction.target.urlTemplate as string;
    expect(template).toBe(`${baseUrl}/${language}/products?search={search_term_string}`);
  });

  it('listing: indexed unfiltered, noindex with a search', async () => {
    const { head } = await page('/products', language);
    expectCommonHead(head, language);
    expectAddresses(head, language, (l) => localizedPath(l, '/products'));
    // A search is left to the browser, which says noindex (not rendered: nothing to assert here
    // but that the server did not call it indexable).
    const searched = await page('/products?search=oud', language);
    expect(linksOf(searched.head, 'canonical')).toEqual([]);
  });

  it('category: title, addresses and its BreadcrumbList', async () => {
    const { head, html } = await page(`/category/${category.slug}`, language);
    expectCommonHead(head, language);
    expectAddresses(head, language, (l) => categoryPath(l, category));
    const [breadcrumb] = ofType(jsonLd(html), 'BreadcrumbList');
    expectProperties(breadcrumb!, BREADCRUMB_REQUIRED, 'BreadcrumbList');
    const items = breadcrumb!.itemListElement as Record<string, any>[];
    items.forEach((item, i) => {
      expectProperties(item, LIST_ITEM_REQUIRED, `ListItem ${i + 1}`);
      expect(item.position).toBe(i + 1);
      if (i < items.length - 1) expect(item.item).toMatch(new RegExp(`^${baseUrl}/${language}`));
    });
    expect(items.at(-1)!.name).toBe(category.name[language]);
  });

  it('product: Product with its Offer, BreadcrumbList, Open Graph product and its card', async () => {
    const { head, html } = await page(`/product/${product._id}`, language);
    expectCommonHead(head, language);
    expectAddresses(head, language, (l) => productPath(l, product));
    const title = head.match(/<title>([^<]*)<\/title>/)![1]!;
    expect(title.startsWith(product.seo.title[language] || product.name[language])).toBe(true);

    expect(metas(head, 'property', 'og:type')).toEqual(['product']);
    const [image] = metas(head, 'property', 'og:image');
    expect(image).toMatch(
      new RegExp(`^${baseUrl}/api/products/${product._id}/social-card\\.jpg\\?v=\\d+$`),
    );
    expect(metas(head, 'property', 'og:image:width')).toEqual(['1200']);
    expect(metas(head, 'property', 'og:image:height')).toEqual(['630']);
    expect(metas(head, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(head, 'property', 'product:price:currency')).toEqual(['SAR']);
    const card = await fetch(image!);
    expect(card.headers.get('content-type')).toBe('image/jpeg');

    const blocks = jsonLd(html);
    const [ld] = ofType(blocks, 'Product');
    expectProperties(ld!, MERCHANT_LISTING_REQUIRED, 'Product (merchant listing)');
    expectProperties(ld!, MERCHANT_LISTING_RECOMMENDED, 'Product (merchant listing)');
    expectProperties(ld!, PRODUCT_SNIPPET_REQUIRED, 'Product (snippet)');
    expect(ld!.name).toBe(product.name[language]);
    expect(ld!.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(metas(head, 'property', 'product:price:amount')).toEqual([ld!.offers.price]);
    expect(ld!.offers.priceCurrency).toBe('SAR');
    expect(ld!.offers.availability).toBe(
      product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    );
    expect(ld!.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(ld!.offers.seller['@type']).toBe('Organization');
    // The store's return window, as the return policy page states it.
    const policy = await (await fetch(`${baseUrl}/api/returns/policy`)).json();
    expect(ld!.offers.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      merchantReturnDays: policy.data.windowDays,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    });
    // A rating only from approved verified reviews (reviews.e2e.ts approves some), as the
    // product's answer states it; never one without.
    if (product.rating) {
      expectProperties(ld!.aggregateRating, AGGREGATE_RATING_REQUIRED, 'AggregateRating');
      expect(ld!.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: product.rating.average,
        reviewCount: product.rating.count,
        bestRating: 5,
        worstRating: 1,
      });
    } else {
      expect(ld).not.toHaveProperty('aggregateRating');
    }
    if (product.brand) expect(ld!.brand).toEqual({ '@type': 'Brand', name: product.brand });
    if (product.sku) expect(ld!.sku).toBe(product.sku);
    if (product.gtin) expect(ld!.gtin).toBe(product.gtin);
    for (const url of ld!.image as string[]) expect(url).toMatch(new RegExp(`^${baseUrl}/`));

    const [breadcrumb] = ofType(blocks, 'BreadcrumbList');
    const items = breadcrumb!.itemListElement as Record<string, any>[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: product.name[language],
    });
  });

  it('JSON-LD is not a way out of its script element', async () => {
    const { html } = await page(`/product/${product._id}`, language);
    for (const [, text] of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    )) {
      expect(text).not.toMatch(/<\/?script|<!--/i);
    }
  });
});
