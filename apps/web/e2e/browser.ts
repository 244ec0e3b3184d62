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

/** A fresh page in the given language (as the app stores it) and viewport. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { language?: 'en' | 'ar'; viewport?: keyof typeof VIEWPORTS } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
  });
  if (options.language) {
    const language = options.language;
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
    }, language);
  }
  const page = await context.newPage();
  return { context, page };
}
