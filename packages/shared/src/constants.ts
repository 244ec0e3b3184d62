/** Business constants of the store (spec section 9). One place, used by server and browser. */

export const SCENT_FAMILIES = [
  'floral',
  'oriental',
  'fresh',
  'woody',
  'citrus',
  'spicy',
  'aquatic',
  'gourmand',
] as const;
export type ScentFamily = (typeof SCENT_FAMILIES)[number];

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Larger requested page sizes are clamped to this, so one request cannot read the whole catalogue. */
export const MAX_PAGE_SIZE = 100;

/**
 * A listing counts its matching products up to this many (or to the end of the page asked, when
 * deeper); beyond, its total says "at least" (decision 040).
 */
export const LISTING_EXACT_TOTAL_UP_TO = 1_000;

export const LOW_STOCK_THRESHOLD = 5;
/** Bounds of the listing's price ranges, in SAR: under 100, 100-150, 150-200, 200 and over. */
export const PRICE_FILTER_BOUNDS = [100, 150, 200] as const;

export const CONTENT_HISTORY_DEFAULT_LIMIT = 10;
export const TRANSLATION_SECTIONS = [
  'nav',
  'hero',
  'about',
  'collections',
  'contact',
  'footer',
] as const;
export type TranslationSection = (typeof TRANSLATION_SECTIONS)[number];

export const HOMEPAGE_SECTIONS = [
  'about',
  'featuredProducts',
  'categories',
  'newsletter',
  'contact',
  'socialMedia',
  'seo',
  'email',
  'display',
  'maintenance',
  'hero',
] as const;
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];

/** Timings in milliseconds. */
export const API_TIMEOUT_MS = 20_000;
export const GET_CACHE_MS = 3 * 60_000;
export const TRANSLATION_CACHE_MS = 5 * 60_000;
export const HERO_CACHE_MS = 5 * 60_000;
export const HERO_SLIDE_INTERVAL_MS = 4_000;
export const HERO_FALLBACK_IMAGE_COUNT = 4;
export const NOTIFICATION_DURATION_MS = 5_000;
export const PAYMENT_FAILURE_REDIRECT_MS = 5_000;
export const CHAT_BUTTON_DELAY_MS = 2_000;
export const CHAT_TOOLTIP_DELAY_MS = 3_000;
export const CHAT_TOOLTIP_DURATION_MS = 5_000;
export const LOGIN_REDIRECT_DELAY_MS = 100;

export const SESSION_MAX_IDLE_MS = 4 * 60 * 60_000;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;
export const SESSION_ACTIVITY_CHECK_MS = 60_000;
export const SESSION_WARNING_MS = 5 * 60_000;
export const TOKEN_EXPIRY_CHECK_MS = 5 * 60_000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const LOGIN_RATE_LIMIT_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILED_ATTEMPTS = 5;

export const APP_VERSION = '1.0.0';
export const CACHE_MAX_AGE_MS = 12 * 60 * 60_000;

export const MOBILE_MENU_TOP_OFFSET_PX = 90;

/** A pending online payment not completed within this time is cancelled and its stock released. */
export const PENDING_PAYMENT_TTL_MS = 30 * 60_000;

export const CURRENCY = 'SAR' as const;
export const DEFAULT_COUNTRY = 'Saudi Arabia';

/** At most this many distinct products, and this many of one product, in one order. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/** Order numbers: this prefix and 8 characters from an alphabet without look-alikes (0/O, 1/I/L). */
export const ORDER_NUMBER_PREFIX = 'MA';
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
