/**
 * What the shopper does that the store's marketing tags may be told of (issue 20 point 6). Pages
 * and the cart say it here; the consent feature decides whether, and to which platforms, it goes.
 * Amounts are halalas, as everywhere in the store's arithmetic.
 */
export interface ShopItem {
  id: string;
  name: string;
  priceHalalas: number;
  quantity: number;
  category?: string;
}

export type ShopEvent =
  | { type: 'view_item'; items: ShopItem[] }
  | { type: 'add_to_cart'; items: ShopItem[] }
  | { type: 'begin_checkout'; items: ShopItem[] }
  | {
      type: 'purchase';
      orderNumber: string;
      valueHalalas: number;
      shippingHalalas: number;
      taxHalalas: number;
      items: ShopItem[];
    };

type Listener = (event: ShopEvent) => void;

/** Kept until the listener arrives (it loads after the page), a bounded few. */
const MAX_WAITING = 50;
const waiting: ShopEvent[] = [];
let listener: Listener | null = null;

export function emitShopEvent(event: ShopEvent): void {
  if (typeof window === 'undefined') return;
  if (listener) listener(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** The one listener (the consent feature's tracker); it gets what was said before it came. */
export function listenToShopEvents(next: Listener): () => void {
  listener = next;
  for (const event of waiting.splice(0)) next(event);
  return () => {
    if (listener === next) listener = null;
  };
}
