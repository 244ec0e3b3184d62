import { z } from 'zod';
import { calendarDateSchema, isoDateSchema, localizedTextSchema } from './common.ts';
import { SHIPMENT_STATUSES } from './carriers.ts';
import {
  isWellFormedEmail,
  ORDER_STATUSES,
  orderLookupParamsSchema,
  orderLookupQuerySchema,
  publicOrderSchema,
  type OrderStatus,
} from './orders.ts';
import { SHIPPING_METHOD_KINDS } from './shipping.ts';

/**
 * What the shopper's order tracking page shows (issue 19 point 5): the public lookup's answer,
 * which is the success page's order plus its course, its parcels and its delivery. Still nothing
 * private: no address, phone, email, admin name or note. Apart from orders.ts because the parcels'
 * statuses come from carriers.ts, which depends on orders.ts.
 */

/** A status the order reached, and when (the first time it did). */
export const orderTimelineEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: isoDateSchema,
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** A parcel of the order as the shopper may follow it. */
export const publicShipmentSchema = z.object({
  /** 1, 2, … within the order. */
  parcelNumber: z.number().int(),
  carrier: z.object({
    /** A manual carrier's id (smsa, aramex, …), or the company as the provider named it. */
    id: z.string(),
    name: localizedTextSchema,
  }),
  trackingNumber: z.string().nullable(),
  /** The carrier's public tracking page for this parcel; null when it has none. */
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedAt: isoDateSchema.nullable(),
  deliveredAt: isoDateSchema.nullable(),
});
export type PublicShipment = z.infer<typeof publicShipmentSchema>;

/** The delivery method chosen at checkout and when the order should arrive. */
export const publicDeliverySchema = z.object({
  kind: z.enum(SHIPPING_METHOD_KINDS),
  name: localizedTextSchema,
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** The store's pickup point, for a method collected in store. */
  pickupAddress: localizedTextSchema.nullable(),
  /**
   * The days (Riyadh) between which it should arrive, counted in working days from when the
   * order was confirmed; null before (awaiting payment) and once it has ended.
   */
  estimate: z.object({ from: calendarDateSchema, to: calendarDateSchema }).nullable(),
});
export type PublicDelivery = z.infer<typeof publicDeliverySchema>;

/** GET /api/orders/public/{orderNumber}?email= */
export const orderTrackingSchema = publicOrderSchema.extend({
  /** Oldest first; the last is the order's status now. */
  timeline: z.array(orderTimelineEntrySchema),
  /** Parcels handed to a carrier, by parcel number; none until it ships. */
  shipments: z.array(publicShipmentSchema),
  /** Null on orders placed before delivery methods. */
  delivery: publicDeliverySchema.nullable(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export type OrderLookupField = 'orderNumber' | 'email';
export type OrderLookupProblem = {
  field: OrderLookupField;
  problem: 'required' | 'invalid';
};

/**
 * What is wrong with an order number and email typed to find an order, before asking: both are
 * needed, within the lookup's lengths (the API's own schemas), and the email well formed. The
 * API answers any miss with one "not found", so a page can say no more than that afterwards.
 */
export function orderLookupProblems(lookup: {
  orderNumber: string;
  email: string;
}): OrderLookupProblem[] {
  const problems: OrderLookupProblem[] = [];
  const orderNumber = lookup.orderNumber.trim();
  const email = lookup.email.trim();
  if (!orderNumber) problems.push({ field: 'orderNumber', problem: 'required' });
  else if (!orderLookupParamsSchema.safeParse({ orderNumber }).success) {
    problems.push({ field: 'orderNumber', problem: 'invalid' });
  }
  if (!email) problems.push({ field: 'email', problem: 'required' });
  else if (!orderLookupQuerySchema.safeParse({ email }).success || !isWellFormedEmail(email)) {
    problems.push({ field: 'email', problem: 'invalid' });
  }
  return problems;
}

/** Where an order goes, in the order the tracking page draws it; `ready` only when reached. */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'ready',
  'shipped',
  'out_for_delivery',
  'delivered',
];

/** Statuses after which an order goes nowhere. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled', 'returned'];
