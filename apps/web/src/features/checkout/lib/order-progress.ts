import {
  FINAL_ORDER_STATUSES,
  ORDER_PROGRESS,
  type OrderTimelineEntry,
} from '@store/shared/schemas/order-tracking';
import type { OrderStatus } from '@store/shared/schemas/orders';

export interface ProgressStep {
  status: OrderStatus;
  /** When the order reached it; null for a step still to come. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The steps the tracking page draws, oldest first: each status the order reached, with its time,
 * then, while it is on its way, the usual steps still to come. "Ready" is a step only when the
 * merchant used it, "out for delivery" is left out once the order went past it without it, and a
 * cancelled or returned order ends where it ended.
 */
export function orderProgress(
  status: OrderStatus,
  timeline: readonly OrderTimelineEntry[],
): ProgressStep[] {
  const reached = new Map<OrderStatus, string | null>(
    timeline.map((entry) => [entry.status, entry.at]),
  );
  // The status now is reached even when the history does not say when.
  if (!reached.has(status)) reached.set(status, null);
  const ended = FINAL_ORDER_STATUSES.includes(status);
  const furthest = Math.max(...[...reached.keys()].map((one) => ORDER_PROGRESS.indexOf(one)));
  const statuses = ORDER_PROGRESS.filter((one, index) => {
    if (reached.has(one)) return true;
    if (ended || one === 'ready') return false;
    return index > furthest;
  });
  if (!ORDER_PROGRESS.includes(status)) statuses.push(status);
  return statuses.map((one) => ({
    status: one,
    at: reached.get(one) ?? null,
    state: one === status ? 'current' : reached.has(one) ? 'done' : 'upcoming',
  }));
}
