import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium), headless, with no network chatter. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export type Language = 'en' | 'ar';
export type Viewport = keyof typeof VIEWPORTS;

/** A fresh context in the given language (as the app stores it) and viewport. */
export interface PageOptions {
  language?: Language;
  viewport?: Viewport;
  reducedMotion?: boolean;
  /** Lets a test inject a script (axe-core) past the store's Content-Security-Policy. */
  bypassCsp?: boolean;
  /**
   * Whether the language is in its cookie too, as the app keeps it, so the server renders pages in
   * it (default). Without, a first page comes rendered in English and the app replaces it.
   */
  languageCookie?: boolean;
}

export async function openContext(
  browser: Browser,
  baseUrl: string,
  options: PageOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    bypassCSP: options.bypassCsp ?? false,
  });
  // A step that cannot happen fails in seconds, not in the test's whole budget.
  context.setDefaultTimeout(10_000);
  if (options.language) {
    const language = options.language;
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
    }, language);
    if (options.languageCookie ?? true) {
      await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
    }
  }
  return context;
}

/** A fresh page in a fresh context in the given language and viewport. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(browser, baseUrl, options);
  const page = await context.newPage();
  return { context, page };
}
