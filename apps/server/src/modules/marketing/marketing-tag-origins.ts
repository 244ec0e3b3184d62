import type { MarketingTag, MarketingTags } from '@store/shared/schemas/marketing-tags';
import { MARKETING_TAGS } from '@store/shared/schemas/marketing-tags';

/** Sources a tag adds to the store's Content-Security-Policy, by directive. */
export interface CspSources {
  scriptSrc: readonly string[];
  imgSrc: readonly string[];
  connectSrc: readonly string[];
}

/**
 * What each platform's own documentation says its tag loads from and sends to
 * (MARKETING-TAGS.md, "CSP origins"). Nothing else is allowed: a Tag Manager container that
 * adds other vendors' tags needs their origins too, which this store does not open.
 */
export const TAG_CSP_SOURCES: Record<MarketingTag, CspSources> = {
  ga4: {
    scriptSrc: ['https://*.googletagmanager.com'],
    imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connectSrc: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  gtm: {
    scriptSrc: ['https://www.googletagmanager.com'],
    imgSrc: ['https://www.googletagmanager.com'],
    connectSrc: ['https://www.googletagmanager.com', 'https://www.google.com'],
  },
  meta: {
    scriptSrc: ['https://connect.facebook.net'],
    imgSrc: ['https://www.facebook.com'],
    connectSrc: ['https://www.facebook.com'],
  },
  snap: {
    scriptSrc: ['https://sc-static.net'],
    imgSrc: ['https://tr.snapchat.com'],
    connectSrc: ['https://tr.snapchat.com'],
  },
  tiktok: {
    scriptSrc: ['https://analytics.tiktok.com'],
    imgSrc: ['https://analytics.tiktok.com'],
    connectSrc: ['https://analytics.tiktok.com'],
  },
};

/** The sources of the tags that are on, each once; null when none is. */
export function cspSourcesOf(tags: MarketingTags): CspSources | null {
  const on = MARKETING_TAGS.filter((tag) => tags[tag].enabled && tags[tag].id !== '');
  if (on.length === 0) return null;
  const union = (pick: (sources: CspSources) => readonly string[]) => [
    ...new Set(on.flatMap((tag) => pick(TAG_CSP_SOURCES[tag]))),
  ];
  return {
    scriptSrc: union((sources) => sources.scriptSrc),
    imgSrc: union((sources) => sources.imgSrc),
    connectSrc: union((sources) => sources.connectSrc),
  };
}
