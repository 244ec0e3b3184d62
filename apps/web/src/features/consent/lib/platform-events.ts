import type { MarketingTag } from '@store/shared/schemas/marketing-tags';
import type { ShopEvent, ShopItem } from '../../../lib/shop-events.ts';
import { tagWindow } from './tag-globals.ts';

const CURRENCY = 'SAR';

/** SAR with two decimals, as a number (what every platform's `value` takes). */
export function sar(halalas: number): number {
  return Math.round(halalas) / 100;
}

function valueOf(items: ShopItem[]): number {
  return items.reduce((sum, item) => sum + item.priceHalalas * item.quantity, 0);
}

function quantityOf(items: ShopItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function eventValue(event: ShopEvent): number {
  return sar(event.type === 'purchase' ? event.valueHalalas : valueOf(event.items));
}

/** GA4's recommended e-commerce parameters (gtag.js and Tag Manager's data layer alike). */
function ga4Params(event: ShopEvent) {
  const params: Record<string, unknown> = {
    currency: CURRENCY,
    value: eventValue(event),
    items: event.items.map((item) => ({
      item_id: item.id,
      item_name: item.name,
      price: sar(item.priceHalalas),
      quantity: item.quantity,
      ...(item.category ? { item_category: item.category } : {}),
    })),
  };
  if (event.type === 'purchase') {
    params.transaction_id = event.orderNumber;
    params.shipping = sar(event.shippingHalalas);
    params.tax = sar(event.taxHalalas);
  }
  return params;
}

const META_EVENTS = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
} as const;

const SNAP_EVENTS = {
  view_item: 'VIEW_CONTENT',
  add_to_cart: 'ADD_CART',
  begin_checkout: 'START_CHECKOUT',
  purchase: 'PURCHASE',
} as const;

const TIKTOK_EVENTS = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'CompletePayment',
} as const;

/** One id per event, so a server-side copy (Conversions API) could be deduplicated against it. */
function eventId(event: ShopEvent): string {
  return event.type === 'purchase'
    ? `purchase-${event.orderNumber}`
    : `${event.type}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Gives the event to one platform's global (its queue until its script has come). */
export function sendToPlatform(tag: MarketingTag, event: ShopEvent): void {
  const w = tagWindow();
  const ids = event.items.map((item) => item.id);
  const value = eventValue(event);
  switch (tag) {
    case 'ga4':
      w.gtag?.('event', event.type, ga4Params(event));
      return;
    case 'gtm':
      // Google's advice: clear the previous ecommerce object before pushing the next.
      w.dataLayer?.push({ ecommerce: null });
      w.dataLayer?.push({ event: event.type, ecommerce: ga4Params(event) });
      return;
    case 'meta':
      w.fbq?.(
        'track',
        META_EVENTS[event.type],
        {
          content_ids: ids,
          content_type: 'product',
          contents: event.items.map((item) => ({ id: item.id, quantity: item.quantity })),
          num_items: quantityOf(event.items),
          value,
          currency: CURRENCY,
        },
        { eventID: eventId(event) },
      );
      return;
    case 'snap':
      w.snaptr?.('track', SNAP_EVENTS[event.type], {
        item_ids: ids,
        number_items: quantityOf(event.items),
        price: value,
        currency: CURRENCY,
        ...(event.type === 'purchase' ? { transaction_id: event.orderNumber } : {}),
      });
      return;
    case 'tiktok':
      (w.ttq?.track as ((...args: unknown[]) => void) | undefined)?.(
        TIKTOK_EVENTS[event.type],
        {
          contents: event.items.map((item) => ({
            content_id: item.id,
            content_name: item.name,
            price: sar(item.priceHalalas),
            quantity: item.quantity,
          })),
          content_type: 'product',
          value,
          currency: CURRENCY,
        },
        { event_id: eventId(event) },
      );
      return;
  }
}
