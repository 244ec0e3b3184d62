import { MARKETING_TAG_CATEGORY, type MarketingTag } from '@store/shared/marketing-tags';
import type { PublicMarketingTags } from '@store/shared/schemas/marketing-tags';
import { STORAGE_KEYS } from '../../../config/storage-keys.ts';
import type { ShopEvent } from '../../../lib/shop-events.ts';
import type { ConsentChoice } from './consent-record.ts';
import { sendToPlatform } from './platform-events.ts';
import { addTagScript, afterPageSettles, installTag, tagsInForce } from './tag-loaders.ts';

const MAX_PENDING = 50;
const MAX_REMEMBERED_ORDERS = 50;

function reportedOrders(): string[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.reportedPurchases);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function rememberOrder(orderNumber: string): void {
  const list = [...reportedOrders(), orderNumber].slice(-MAX_REMEMBERED_ORDERS);
  try {
    window.localStorage.setItem(STORAGE_KEYS.reportedPurchases, JSON.stringify(list));
  } catch {
    // Not remembered: a reload could report it again, which the purchase's event id dedupes.
  }
}

export interface EventTracker {
  track(event: ShopEvent): void;
  /** The shopper's choice (given now or remembered): loads the consented tags, then sends. */
  decide(choice: ConsentChoice): void;
}

/**
 * Sends shop events to the tags the shopper consented to. Until a choice is made they wait
 * here; once made, each consented tag's queue is set up at once and its script is added after
 * the page has loaded, so nothing is lost and nothing loads early. A purchase goes once per
 * order number, even when its page is opened again.
 */
export function createEventTracker(tags: PublicMarketingTags['tags']): EventTracker {
  const inForce = tagsInForce(tags);
  let active: MarketingTag[] | null = null;
  const pending: ShopEvent[] = [];

  function send(event: ShopEvent) {
    if (!active || active.length === 0) return;
    if (event.type === 'purchase') {
      if (reportedOrders().includes(event.orderNumber)) return;
      rememberOrder(event.orderNumber);
    }
    for (const tag of active) sendToPlatform(tag, event);
  }

  return {
    track(event) {
      if (active) send(event);
      else if (pending.length < MAX_PENDING) pending.push(event);
    },
    decide(choice) {
      const consented = inForce.filter(([tag]) => choice[MARKETING_TAG_CATEGORY[tag]]);
      const fresh = consented.filter(([tag]) => !active?.includes(tag));
      for (const [tag, id] of fresh) installTag(tag, id, choice);
      if (fresh.length > 0) {
        afterPageSettles(() => {
          for (const [tag, id] of fresh) addTagScript(tag, id);
        });
      }
      active = consented.map(([tag]) => tag);
      for (const event of pending.splice(0)) send(event);
    },
  };
}
