import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { directionOf, type Language } from '@store/shared/locales';
import { splitLanguagePath } from '@store/shared/page-addresses';
import { publicReadMemo } from '../cache/public-read-memo.ts';
import { escapeHtml } from '../html/escape-html.ts';

/** An API answer as the browser's page-boot.js keeps it (apps/web/src/lib/early-responses.ts). */
interface EarlyResponse {
  status: number;
  statusText: string;
  body: unknown;
}

/** What the web app's server bundle exports (apps/web/src/entry-server.tsx). */
interface RenderModule {
  /**
   * The API requests a page's first screen is made of, from the web app's route table (the
   * requests its page-boot.js makes there); null for a page not rendered on the server.
   */
  firstScreenRequests(url: string): string[] | null;
  /** Whether a path is one of the app's pages (a storefront page below its language included). */
  isPageAddress(pathname: string): boolean;
  renderPage(request: {
    url: string;
    language: Language;
    origin: string;
    answers: Record<string, EarlyResponse>;
  }): Promise<{ html: string; title: string | null }>;
}

/** A page not rendered in this time is sent unrendered: the browser renders it as before. */
const RENDER_TIMEOUT_MS = 2_000;
/** Rendered pages kept, by language and address, until the catalogue or content changes. */
const MAX_CACHED_PAGES = 200;
/** And at most this long: the hero's schedule and the like move without an admin write. */
const CACHED_PAGE_MS = 60_000;

const HTML_ELEMENT = '<html lang="en" dir="ltr">';
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** The page's language: its address's (decision 027); null for an address without one. */
export function languageOf(request: FastifyRequest): Language | null {
  return splitLanguagePath(request.url.split('?')[0]!)?.language ?? null;
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end or bend it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html for a rendered page: the app's code, which only hydrates it, is not in `<head>` but
 * listed for the web app's page-boot.js, which fetches it once the page has painted. Unchanged when the
 * build's entry script is not found (the page then hydrates once the code has loaded, as before).
 */
export function deferAppCode(template: string): string {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) return template;
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const list = scriptJson({ entry: entries[0], preload });
  return template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      () => `<script type="application/json" id="app-code">${list}</script></head>`,
    );
}

/** The run of elements React hoists to the start of a render without `<head>`. */
const HOISTED = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/**
 * index.html with the rendered page in `#root`, the page's answers for the browser to hydrate
 * from, and what React hoisted (the main image's preload, the page's `<meta>` and `<link>` tags)
 * in `<head>`: index.html's description gives way to the page's, so each is there once. `#root`
 * carries the public origin the page's addresses were built with, for the browser's hydration.
 */
export function assemble(
  template: string,
  language: Language,
  rendered: { html: string; title: string | null },
  answers: Record<string, EarlyResponse>,
  origin = '',
) {
  const hoisted = HOISTED.exec(rendered.html)![0];
  const page = rendered.html.slice(hoisted.length);
  const data = scriptJson({ language, answers });
  const title = rendered.title;
  const hasDescription = DESCRIPTION.test(hoisted);
  return template
    .replace(HTML_ELEMENT, () => `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<title>[^<]*<\/title>/, (original) =>
      title === null ? original : `<title>${escapeHtml(title)}</title>`,
    )
    .replace(DESCRIPTION, (original) => (hasDescription ? '' : original))
    .replace('</head>', () => `${hoisted}</head>`)
    .replace(
      ROOT,
      (_, end: string) =>
        `<div id="root" data-rendered-language="${language}"` +
        (origin ? ` data-public-origin="${escapeHtml(origin)}"` : '') +
        `>${page}</div>` +
        `<script type="application/json" id="first-screen-answers">${data}</script>${end}`,
    );
}

type Encoding = 'br' | 'gzip';

/** The encoding to send in, by the request's Accept-Encoding (brotli first). */
export function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return 'gzip';
  return null;
}

/**
 * A rendered page, kept compressed: brotli, what browsers ask for, is about a fifth of the HTML
 * (an Arabic page's HTML is a two-byte string in memory). Other encodings are made when asked.
 */
export class RenderedPage {
  private readonly br: Buffer;
  constructor(html: string) {
    this.br = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
  }

  /** The page's bytes in that encoding (compressed here: compression's hook is on routes only). */
  body(encoding: Encoding | null): Buffer {
    if (encoding === 'br') return this.br;
    const html = brotliDecompressSync(this.br);
    return encoding === 'gzip' ? gzipSync(html) : html;
  }
}

export interface StorefrontRenderer {
  /** The page, rendered; null when it is not a page rendered here or rendering failed. */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
  /** Whether the path names a page of the web app; null when its bundle cannot say. */
  isPageAddress(pathname: string): Promise<boolean | null>;
}

/**
 * Server-side rendering of the storefront's first screens (the pages the web app's route table
 * marks server-rendered: home, listing, product), from the web app's server bundle, which also
 * says which pages those are and what each is made of. The answers come from the API itself (`inject`: its public cache, its
 * validation, its language), the same bytes the browser would have fetched. Rendered pages are
 * kept until a write changes what public reads answer. Null when the bundle is not built.
 */
export function createStorefrontRenderer(
  app: FastifyInstance,
  options: { indexHtml: string; entry: string; publicBaseUrl?: string | undefined },
): StorefrontRenderer | null {
  if (!existsSync(options.entry)) return null;
  const index = readFileSync(options.indexHtml, 'utf8');
  if (!index.includes(HTML_ELEMENT) || !ROOT.test(index)) {
    app.log.warn(
      'index.html has no <html lang dir> or #root to render into; pages are not rendered',
    );
    return null;
  }

  const template = deferAppCode(index);
  let module: Promise<RenderModule> | null = null;
  const load = () =>
    (module ??= (import(pathToFileURL(options.entry).href) as Promise<RenderModule>).then(
      (loaded) => {
        if (
          typeof loaded.firstScreenRequests !== 'function' ||
          typeof loaded.isPageAddress !== 'function'
        ) {
          throw new Error(`${options.entry} is an older build: rebuild the web app`);
        }
        return loaded;
      },
    ));
  // By language and address; concurrent requests for a page share its render.
  const pages = publicReadMemo<RenderedPage | null>(app, {
    maxEntries: MAX_CACHED_PAGES,
    ttlMs: CACHED_PAGE_MS,
  });

  async function answer(url: string, language: Language): Promise<EarlyResponse> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': language },
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // not JSON: the page is not rendered (below)
    }
    return { status: response.statusCode, statusText: response.statusMessage, body };
  }

  async function renderFresh(
    url: string,
    language: Language,
    origin: string,
    urls: string[],
    { renderPage }: RenderModule,
  ) {
    const answers: Record<string, EarlyResponse> = {};
    const received = await Promise.all(urls.map((one) => answer(one, language)));
    for (const [i, one] of urls.entries()) answers[one] = received[i]!;
    // A missing product: the browser shows its not-found page as it always has. An API in
    // trouble is an error, not kept: the next request tries again.
    if (received.some((one) => one.status >= 500)) throw new Error('the API answered an error');
    if (received.some((one) => one.status !== 200)) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('render timed out')), RENDER_TIMEOUT_MS);
    });
    try {
      const rendered = await Promise.race([
        renderPage({ url, language, origin, answers }),
        timeout,
      ]);
      return new RenderedPage(assemble(template, language, rendered, answers, origin));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async isPageAddress(pathname) {
      try {
        return (await load()).isPageAddress(pathname);
      } catch (error) {
        app.log.error({ err: error }, "the web app's server bundle does not load");
        return null;
      }
    },
    async render(request) {
      // The server renders a storefront page in its address's language (decision 027).
      const language = languageOf(request);
      if (!language) return null;
      try {
        // Loaded at the first page asked for, rendered or not: it says which pages are.
        const module = await load();
        const urls = module.firstScreenRequests(request.url);
        if (!urls) return null;
        // Canonical and social addresses are absolute: PUBLIC_BASE_URL, else the request's.
        const origin = options.publicBaseUrl ?? `${request.protocol}://${request.host}`;
        return await pages.get(`${language} ${origin} ${request.url}`, () =>
          renderFresh(request.url, language, origin, urls, module),
        );
      } catch (error) {
        request.log.error(
          { err: error },
          'rendering the page on the server failed; sent unrendered',
        );
        return null;
      }
    },
  };
}
