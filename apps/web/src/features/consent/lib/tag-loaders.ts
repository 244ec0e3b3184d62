import type { MarketingTag, PublicMarketingTags } from '@store/shared/schemas/marketing-tags';
import type { ConsentChoice } from './consent-record.ts';
import { tagWindow, type FbqStub, type SnaptrStub, type TtqStub } from './tag-globals.ts';

/** Where each platform's script is fetched from (MARKETING-TAGS.md, "Script addresses"). */
export function tagScriptUrl(tag: MarketingTag, id: string): string {
  switch (tag) {
    case 'ga4':
      return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    case 'gtm':
      return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    case 'meta':
      return 'https://connect.facebook.net/en_US/fbevents.js';
    case 'snap':
      return 'https://sc-static.net/scevent.min.js';
    case 'tiktok':
      return `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`;
  }
}

/** Google's Consent Mode v2 signals for a choice. */
export function googleConsent(choice: ConsentChoice) {
  const ads = choice.advertising ? 'granted' : 'denied';
  return {
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

function installGtag(choice: ConsentChoice): void {
  const w = tagWindow();
  if (w.gtag) return;
  const dataLayer = (w.dataLayer ??= []);
  // gtag.js reads Arguments objects from the data layer, as Google's snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  w.gtag('consent', 'update', googleConsent(choice));
}

function installGa4(id: string, choice: ConsentChoice): void {
  installGtag(choice);
  const w = tagWindow();
  w.gtag!('js', new Date());
  w.gtag!('config', id);
}

function installGtm(choice: ConsentChoice): void {
  installGtag(choice);
  tagWindow().dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
}

function installMeta(id: string): void {
  const w = tagWindow();
  if (w.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as FbqStub;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  w._fbq ??= fbq;
  fbq('init', id);
  fbq('track', 'PageView');
}

function installSnap(id: string): void {
  const w = tagWindow();
  if (w.snaptr) return;
  const snaptr = function (...args: unknown[]) {
    if (snaptr.handleRequest) snaptr.handleRequest(...args);
    else snaptr.queue.push(args);
  } as SnaptrStub;
  snaptr.queue = [];
  w.snaptr = snaptr;
  snaptr('init', id);
  snaptr('track', 'PAGE_VIEW');
}

const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

function installTiktok(id: string): void {
  const w = tagWindow();
  if (w.ttq) return;
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = [] as unknown as TtqStub;
  ttq.methods = TTQ_METHODS;
  for (const method of TTQ_METHODS) {
    ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
  }
  // What TikTok's `ttq.load` records before its script comes; the script is added later.
  ttq.load = (pixel: string) => {
    ttq._i ??= {};
    ttq._i[pixel] = Object.assign([], { _u: 'https://analytics.tiktok.com/i18n/pixel/events.js' });
    ttq._t ??= {};
    ttq._t[pixel] = Date.now();
    ttq._o ??= {};
    ttq._o[pixel] = {};
  };
  w.ttq = ttq;
  ttq.load(id);
  ttq.page();
}

/**
 * Defines a tag's global and its queue (the platform's own base code, in our bundle: the CSP
 * allows no inline script), so events can be given to it at once; its script comes later.
 */
export function installTag(tag: MarketingTag, id: string, choice: ConsentChoice): void {
  if (tag === 'ga4') installGa4(id, choice);
  else if (tag === 'gtm') installGtm(choice);
  else if (tag === 'meta') installMeta(id);
  else if (tag === 'snap') installSnap(id);
  else installTiktok(id);
}

/** Adds the tag's script to the page (once). */
export function addTagScript(tag: MarketingTag, id: string): void {
  const src = tagScriptUrl(tag, id);
  if (document.querySelector(`script[data-marketing-tag="${tag}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.marketingTag = tag;
  document.head.appendChild(script);
}

/** Runs `work` once the page has loaded and the browser is idle: tags never compete with it. */
export function afterPageSettles(work: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
    else setTimeout(work, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The tags in force, as [tag, id] pairs. */
export function tagsInForce(tags: PublicMarketingTags['tags']): [MarketingTag, string][] {
  return Object.entries(tags).filter((entry): entry is [MarketingTag, string] => !!entry[1]);
}
