import { LANGUAGES, type Language } from '@store/shared/locales';
import { categoryPath, localizedPath, productPath } from '@store/shared/page-addresses';
import type { Db } from '../../db/client.ts';
import { listActiveCategories, streamActiveProductAddresses } from '../../modules/catalog/index.ts';
import { xmlText } from './xml-text.ts';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org); see FEEDS.md. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapContext {
  origin: string;
  /** The language of the x-default alternate. */
  defaultLanguage: Language;
}

/** A sitemap file of the index: a language's pages (home, listing, categories) or products. */
export type SitemapFile =
  { language: Language; kind: 'pages' } | { language: Language; kind: 'products'; page: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages'
    ? `${file.language}-pages.xml`
    : `${file.language}-products-${file.page}.xml`;
}

export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = /^(ar|en)-(?:(pages)|products-([1-9]\d{0,5}))\.xml$/.exec(name);
  if (!match) return null;
  const language = match[1] as Language;
  return match[2]
    ? { language, kind: 'pages' }
    : { language, kind: 'products', page: Number(match[3]) };
}

/** Every file of the index: per language, the pages, then as many product files as needed. */
export function sitemapFiles(activeProducts: number, urlsPerFile: number): SitemapFile[] {
  const productFiles = Math.ceil(activeProducts / urlsPerFile);
  return LANGUAGES.flatMap((language) => [
    { language, kind: 'pages' as const },
    ...Array.from({ length: productFiles }, (_, i) => ({
      language,
      kind: 'products' as const,
      page: i + 1,
    })),
  ]);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndex(origin: string, files: SitemapFile[]): string {
  const entries = files
    .map(
      (file) =>
        `<sitemap><loc>${xmlText(`${origin}/sitemaps/${sitemapFileName(file)}`)}</loc></sitemap>`,
    )
    .join('\n');
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/**
 * One `<url>`: the page in this file's language, when it last changed, and its address in every
 * language plus x-default (Google: each version lists itself and all the others).
 */
function urlEntry(
  context: SitemapContext,
  language: Language,
  pathIn: (language: Language) => string,
  updatedAt: Date | null,
): string {
  const absolute = (l: Language) => xmlText(`${context.origin}${pathIn(l)}`);
  const alternates = LANGUAGES.map(
    (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${absolute(l)}"/>`,
  ).join('');
  const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : '';
  return `<url><loc>${absolute(language)}</loc>${lastmod}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(context.defaultLanguage)}"/></url>\n`;
}

const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** Home and listing (no single row says when they changed: no lastmod), then the categories. */
export async function* pagesSitemap(db: Db, context: SitemapContext, language: Language) {
  let body = URLSET_OPEN;
  body += urlEntry(context, language, (l) => localizedPath(l, '/'), null);
  body += urlEntry(context, language, (l) => localizedPath(l, '/products'), null);
  for (const category of await listActiveCategories(db)) {
    body += urlEntry(context, language, (l) => categoryPath(l, category), category.updatedAt);
  }
  yield body + URLSET_CLOSE;
}

/** The `page`-th share of `urlsPerFile` active products, a database batch per chunk. */
export async function* productsSitemap(
  db: Db,
  context: SitemapContext,
  language: Language,
  page: number,
  urlsPerFile: number,
) {
  yield URLSET_OPEN;
  const batches = streamActiveProductAddresses(db, {
    skip: (page - 1) * urlsPerFile,
    limit: urlsPerFile,
  });
  for await (const batch of batches) {
    let chunk = '';
    for (const product of batch) {
      chunk += urlEntry(context, language, (l) => productPath(l, product), product.updatedAt);
    }
    yield chunk;
  }
  yield URLSET_CLOSE;
}
