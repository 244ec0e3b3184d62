import type { Language } from './locales.ts';
import { localizedPath } from './page-addresses.ts';

/**
 * The shopper's order tracking page: the web app's route (config/paths.ts) and the emails' links
 * use it. In a file of its own, without schemas, so the browser's first load stays light.
 */
export const ORDER_TRACKING_PATH = '/orders/track';

/**
 * The tracking page's address in a language (decision 027), filled in with the order number and,
 * when known, the email the lookup needs (the page then finds the order at once).
 */
export function orderTrackingPath(
  language: Language,
  lookup?: { orderNumber: string; email?: string },
): string {
  const path = localizedPath(language, ORDER_TRACKING_PATH);
  if (!lookup) return path;
  const query = new URLSearchParams({ orderNumber: lookup.orderNumber });
  if (lookup.email) query.set('email', lookup.email);
  return `${path}?${query.toString()}`;
}
