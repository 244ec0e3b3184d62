// Without zod: the storefront's first load reads these (listing cards, the product page's first
// screen), and must not bring the schema library with them.

/** What a review may hold; the review page and the server check the same limits. */
export const REVIEW_LIMITS = {
  minStars: 1,
  maxStars: 5,
  titleMax: 120,
  textMax: 2000,
  /** A review link works this many days after the order's delivery. */
  linkDays: 60,
  /** The listing's cards show the average from this many approved reviews. */
  cardMinimum: 3,
  /** Reviews a page of the product page shows (its first page is part of its first screen). */
  pageSize: 5,
} as const;

/** How the product page orders its reviews. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
