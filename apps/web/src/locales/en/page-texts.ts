import { account } from './account.ts';
import { checkout } from './checkout.ts';
import { privacy } from './privacy.ts';
import { returns } from './returns.ts';
import { reviews } from './reviews.ts';

/**
 * English texts of the pages that load apart (checkout, orders, returns, reviews, the product
 * page's reviews, and the shopper's account pages): a chunk fetched with the first such page
 * (lib/i18n/language-bundles.ts), so the first load of the other pages carries none of them. The
 * Arabic bundle holds its own.
 */
export const enPageTexts = { account, checkout, privacy, returns, reviews };
