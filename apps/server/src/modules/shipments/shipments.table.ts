import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SHIPMENT_STATUSES } from '@store/shared/schemas/carriers';
import { belongsTo, createdAtColumn, timestampColumns } from '../../db/columns.ts';
import { orders } from '../orders/orders.table.ts';

/** Which of the order's lines, and how many of each, travel in a parcel. */
export interface ShipmentLine {
  orderItemId: string;
  quantity: number;
}

/**
 * A parcel of an order (issue 19 point 3): handed to a carrier by hand (the merchant types the
 * tracking number) or through the integrated provider (OTO), which gives the tracking number and
 * the label. An order may go in several parcels (partial shipments).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: belongsTo('order_id', () => orders.id),
    /** 1, 2, … within the order: "parcel 2 of 3" on its label. */
    parcelNumber: integer('parcel_number').notNull(),
    /** A manual carrier id (smsa, aramex, spl, jt, naqel, custom), or the company the provider chose. */
    carrier: text('carrier').notNull(),
    /** The integrated provider ('oto', 'oto-simulator'); null when shipped by hand. */
    provider: text('provider'),
    /** Our name of the shipment at the provider (unique there), and the provider's own id. */
    providerReference: text('provider_reference'),
    providerShipmentId: text('provider_shipment_id'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Where the provider's label can be fetched again; a manual parcel's label is printed by us. */
    labelUrl: text('label_url'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('created'),
    weightGrams: integer('weight_grams'),
    lines: jsonb('lines').$type<ShipmentLine[]>().notNull(),
    /** What the courier collects at the door (0 when paid online). */
    codHalalas: integer('cod_halalas').notNull().default(0),
    /** Admin user id; null when made by the system. */
    createdBy: uuid('created_by'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.parcelNumber),
    uniqueIndex('shipments_order_parcel_unique').on(t.orderId, t.parcelNumber),
    uniqueIndex('shipments_provider_reference_unique')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} IS NOT NULL`),
    index('shipments_tracking_idx').on(t.trackingNumber),
    check('shipments_cod_non_negative', sql`${t.codHalalas} >= 0`),
  ],
);

/** Each step of a parcel, as the admin recorded it or the carrier told it: its timeline. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: belongsTo('shipment_id', () => shipments.id),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    /** 'admin', 'carrier' or 'system'. */
    source: text('source').notNull(),
    /** The carrier's own words, or the admin's note. */
    note: text('note').notNull().default(''),
    changedBy: uuid('changed_by'),
    /** When it happened (the carrier's time), which may be before it was recorded. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt)],
);
