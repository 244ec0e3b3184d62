/*
 * The marketing and analytics tags and their consent categories, without zod, so the storefront's
 * first load can know them (the schemas are in schemas/marketing-tags.ts).
 */

export const MARKETING_TAGS = ['ga4', 'gtm', 'meta', 'snap', 'tiktok'] as const;
export type MarketingTag = (typeof MARKETING_TAGS)[number];

/** What a shopper consents to; each tag belongs to one. */
export const CONSENT_CATEGORIES = ['analytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const MARKETING_TAG_CATEGORY: Record<MarketingTag, ConsentCategory> = {
  ga4: 'analytics',
  gtm: 'analytics',
  meta: 'advertising',
  snap: 'advertising',
  tiktok: 'advertising',
};

/** The documented shape of each platform's ID, after `normalizeTagId`. */
export const MARKETING_TAG_ID_PATTERNS: Record<MarketingTag, RegExp> = {
  ga4: /^G-[A-Z0-9]{4,20}$/,
  gtm: /^GTM-[A-Z0-9]{4,12}$/,
  meta: /^\d{10,20}$/,
  snap: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  tiktok: /^[A-Z0-9]{20}$/,
};

/** An ID as typed, in the one form stored: no spaces; letters upper case, a Snap UUID lower case. */
export function normalizeTagId(tag: MarketingTag, id: string): string {
  const trimmed = id.replace(/\s+/g, '');
  return tag === 'snap' ? trimmed.toLowerCase() : trimmed.toUpperCase();
}

export function isValidTagId(tag: MarketingTag, id: string): boolean {
  return MARKETING_TAG_ID_PATTERNS[tag].test(normalizeTagId(tag, id));
}
