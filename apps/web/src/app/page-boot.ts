import type { Language } from '@store/shared/locales';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import type { EarlyResponse, EarlyResponses } from '../lib/early-responses.ts';
import { firstScreenOf } from './route-table.ts';

/*
 * Starts what a first visit to a storefront page waits for, while the app's own code downloads.
 * Built apart (vite-plugins/page-boot.ts) into /page-boot.js, a small classic script that
 * index.html loads before the app (a file, not inline: the CSP forbids inline scripts). Without it
 * the page loads one step after another: HTML, the app's code, its data, the page's code, the
 * page's data, then its main image. It starts, for the page of the route table (route-table.ts):
 * - the page's chunk (and the Arabic texts), from the lists the build writes into index.html
 *   (vite-plugins/route-preloads.ts);
 * - the API answers the page asks for first, kept in window.__earlyResponses for the app's API
 *   client (src/lib/early-responses.ts), which takes each one once instead of asking again;
 * - the page's largest image, once its answer names it.
 * When the server rendered the page (the API server's plugins/storefront-render.ts), the answers
 * are in it already, and the same requests are taken from there.
 * Everything it knows comes from the app's own modules; it imports no React and no page.
 */

function readJson<T>(id: string): T | null {
  try {
    return JSON.parse(document.getElementById(id)!.textContent!) as T;
  } catch {
    return null;
  }
}

function addLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

function fetchAnswer(url: string, language: Language): Promise<EarlyResponse> {
  return fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': language } })
    .then((response) =>
      response
        .json()
        .catch(() => null)
        .then((body: unknown) => ({
          status: response.status,
          statusText: response.statusText,
          body,
        })),
    )
    .catch(() => ({ status: 0, statusText: '', body: null })); // the app asks again itself
}

export function bootPage(): void {
  // A page the server rendered paints from its HTML alone; the app's code, which only makes it
  // interactive (hydration), is fetched after that first paint instead of sharing the slow link
  // with the page's CSS, fonts and images before it. The server lists that code in the page
  // instead of in <head>.
  const appCode = readJson<{ entry: string; preload: string[] }>('app-code');
  let routeChunks: string[] = [];
  if (appCode) {
    const startApp = () => {
      for (const href of appCode.preload.concat(routeChunks)) {
        addLink({ rel: 'modulepreload', href, crossorigin: '' });
      }
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = appCode.entry;
      document.head.appendChild(script);
    };
    // A frame, then a task: after the page has painted. A hidden tab paints no frames.
    if (document.visibilityState === 'hidden') setTimeout(startApp, 0);
    else requestAnimationFrame(() => setTimeout(startApp, 0));
  }

  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem(STORAGE_KEYS.authToken));
  } catch {
    // Storage blocked: a visitor who is not signed in.
  }

  // A storefront page's language is its address's (decision 027).
  const plan = firstScreenOf(location.pathname, location.search);
  if (!plan) return;
  const { language } = plan;

  // A development server has no lists: the app loads its chunks itself.
  const lists = readJson<Record<string, string[]>>('route-preloads') ?? {};
  const chunks = (lists[plan.route.page] ?? []).concat(language === 'ar' ? (lists.ar ?? []) : []);
  if (appCode) {
    routeChunks = chunks; // with the app's code, after the first paint
  } else {
    for (const href of chunks) addLink({ rel: 'modulepreload', href });
  }

  // A signed-in administrator's requests carry a token; the app makes those itself.
  if (signedIn) return;

  // A page the server rendered carries the answers it was rendered from: the app hydrates from
  // those, not from newer ones, or its first render would differ from the page's HTML.
  // Not rendered on the server (another page, a development server): ask.
  const rendered = readJson<{ language: string; answers: Record<string, EarlyResponse> }>(
    'first-screen-answers',
  );
  const given = rendered && rendered.language === language ? rendered.answers : {};

  const early: EarlyResponses = (window.__earlyResponses = {});
  const data: Record<string, Promise<unknown>> = {};
  for (const { url } of plan.requests) {
    early[url] = given[url] ? Promise.resolve(given[url]) : fetchAnswer(url, language);
    data[url] = early[url].then((answer) =>
      answer.status === 200 && answer.body ? (answer.body as { data: unknown }).data : null,
    );
  }

  const image = plan.route.firstScreen.mainImage;
  const from = image && plan.requests.find((one) => one.kind === image.from);
  // A rendered page has its image in the HTML already, found as early as a preload would be.
  if (!image || !from || rendered) return;
  void data[from.url]!.then((answer) => {
    const href = (image.pick as (answer: unknown) => string | null)(answer);
    if (href) addLink({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
  });
}
