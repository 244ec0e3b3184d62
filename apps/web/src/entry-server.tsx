// The storefront's first screen rendered on the server (built apart: `vite build --ssr`, into
// dist-ssr/, and loaded by the API server's plugins/web-app.ts). The browser then hydrates it
// (src/main.tsx), so the page's main image and texts paint from the HTML instead of after the app's
// code has downloaded and run.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '@store/shared/locales';
import { App } from './app/app.tsx';
import { prefetchFirstScreen } from './app/first-screen.ts';
import { PublicOriginContext } from './features/seo/public-origin.ts';
import { mergeCachedRemoteTranslations } from './app/use-remote-translations.ts';
import { ServerTitleContext } from './hooks/server-title.ts';
import {
  setEarlyResponseSource,
  type EarlyResponse,
  type EarlyResponses,
} from './lib/early-responses.ts';
import { ensureLanguageBundles } from './lib/i18n/language-bundles.ts';
import { createTranslator } from './lib/i18n/translator.ts';
import { createQueryClient } from './lib/query-client.ts';
import { en } from './locales/en/index.ts';
import { enPageTexts } from './locales/en/page-texts.ts';

/** The answers of the render in progress: renders of several requests interleave. */
const answersOfRender = new AsyncLocalStorage<EarlyResponses>();
setEarlyResponseSource(() => answersOfRender.getStore());

export interface RenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  language: Language;
  /** The store's public origin (`https://shop.example.com`): canonical and social addresses. */
  origin: string;
  /**
   * The API's answers to `firstScreenRequests(url)`, by URL (`/api/...`): the page's
   * data comes from these alone, and the browser gets them too, to hydrate the same page.
   */
  answers: Record<string, EarlyResponse>;
}

/**
 * The pages rendered on the server, from the route table (src/app/route-table.ts), and the API
 * answers their first screen is made of: the requests page-boot.js makes on that page, so the
 * browser finds every answer it would ask for in the page. Null for any other page, which the
 * browser renders alone. The API server asks this before `renderPage`.
 */
export { serverRenderedRequests as firstScreenRequests } from './app/route-table.ts';

/** Whether an address names a page (decision 027): the API server answers the others with a 404. */
export { isPageAddress } from './app/route-table.ts';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString();
  return html;
}

export interface RenderedPage {
  /**
   * What goes inside `#root`, after what React hoisted (the page's `<meta>`, `<link>`, the main
   * image's preload), which the API server moves into `<head>`.
   */
  html: string;
  /** The page's `<title>`, as the browser would set it; null when the page sets none. */
  title: string | null;
}

/**
 * The page's HTML, to go inside `#root`. The same tree as the browser's first render (src/main.tsx):
 * the same query cache, filled from the same answers, and the same texts, the administrator's
 * included. Lazy pages are waited for (a prerender, not a stream: the page is whole or not sent).
 */
export async function renderPage({
  url,
  language,
  origin,
  answers,
}: RenderRequest): Promise<RenderedPage> {
  const early: EarlyResponses = {};
  for (const [key, answer] of Object.entries(answers)) early[key] = Promise.resolve(answer);

  return answersOfRender.run(early, async () => {
    const queryClient = createQueryClient();
    const location = new URL(url, 'http://store.invalid');
    await prefetchFirstScreen(queryClient, location);

    const i18n = createTranslator({ en: { ...en, ...enPageTexts } });
    await ensureLanguageBundles(i18n, language);
    i18n.changeLanguage(language);
    mergeCachedRemoteTranslations(i18n, queryClient, language);

    let title: string | null = null;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerTitleContext value={(pageTitle) => (title = pageTitle)}>
          <PublicOriginContext value={origin}>
            <App
              i18n={i18n}
              queryClient={queryClient}
              router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
            />
          </PublicOriginContext>
        </ServerTitleContext>
      </StrictMode>,
      // Every part inline: a part past this size would be completed by an inline script, which the
      // store's CSP forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    queryClient.clear();
    return { html: await readAll(prelude), title };
  });
}
