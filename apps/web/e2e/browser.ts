import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The system's Chromium: CHROMIUM_PATH, else its headless shell, else the browser. The shell
 * (Debian's chromium-headless-shell, what Playwright itself runs headless) is the same Blink and V8
 * without the browser's window machinery, and takes some 40% less CPU for the same pages
 * (docs/decisions/048).
 */
export function chromiumExecutable(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/** The system's Chromium (see `chromiumExecutable`), headless, with no network chatter. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The browser's default (en-US, en), which the shell does not send unless told.
      '--accept-lang=en-US,en',
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
  /** Screen pixels per CSS pixel (a phone's 2 or 3): what a camera reading the screen sees. */
  deviceScaleFactor?: number;
  /** Lets a test inject a script (axe-core) past the store's Content-Security-Policy. */
  bypassCsp?: boolean;
  /**
   * Whether the language is in its cookie too, as the app keeps it, so the server sends an address
   * without a language to that language's (default).
   */
  languageCookie?: boolean;
  /** The browser's locale, which it sends as Accept-Language (Chromium's default: en-US). */
  locale?: string;
}

/**
 * A server-rendered page shows its buttons before the app's code has loaded, and a click then does
 * nothing, as it would for a shopper. So every navigation of a test's page returns once the app has
 * started (src/main.tsx marks `#root`), or at once on a page that is not the app.
 */
function waitForTheAppOnNavigation(page: Page) {
  const appStarted = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root || root.dataset.app === 'started';
    });
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appStarted();
        return response;
      },
    });
  }
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
    deviceScaleFactor: options.deviceScaleFactor,
    bypassCSP: options.bypassCsp ?? false,
    locale: options.locale,
  });
  // A step that cannot happen fails in seconds, not in the test's whole budget.
  context.setDefaultTimeout(10_000);
  context.on('page', waitForTheAppOnNavigation);
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
