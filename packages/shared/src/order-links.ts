import type { Language } from './locales.ts';

/**
 * The shopper's order tracking page: the web app's route (config/paths.ts) and the emails' links
 * use it. In a file of its own, without schemas, so the browser's first load stays light.
 */
export const ORDER_TRACKING_PATH = '/orders/track';

/**
 * The tracking page's address, filled in with the order number and, when known, the email the
 * lookup needs (the page then finds the order at once) and the language to show it in.
 */
export function orderTrackingPath(lookup?: {
  orderNumber: string;
  email?: string;
  language?: Language;
}): string {
  if (!lookup) return ORDER_TRACKING_PATH;
  const query = new URLSearchParams({ orderNumber: lookup.orderNumber });
  if (lookup.email) query.set('email', lookup.email);
  if (lookup.language) query.set('lang', lookup.language);
  return `${ORDER_TRACKING_PATH}?${query.toString()}`;
}
