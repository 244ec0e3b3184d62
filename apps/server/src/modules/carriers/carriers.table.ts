import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from '../../db/columns.ts';

/**
 * Every status update a provider delivered and the store verified, once: `event_id` is the
 * provider's own naming of the delivery (OTO: order id, status and timestamp, which it signs), so a
 * repeat is answered without being passed on. `processed_at` stays null while the update is being
 * handled; a failed handling removes the row, so the provider's retry is handled again.
 */
export const carrierEvents = pgTable(
  'carrier_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** The store's reference of the shipment at the provider (OTO's `orderId`). */
    reference: text('reference').notNull(),
    /** The provider's word for what happened, and ours (null for an error report). */
    providerStatus: text('provider_status').notNull(),
    status: text('status'),
    /** What the provider sent, signature removed. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('carrier_events_unique').on(t.provider, t.eventId),
    index('carrier_events_reference_idx').on(t.reference, t.receivedAt),
  ],
);

/**
 * The built-in simulator's shipments (OTO's mode "simulator"): what OTO would keep of an order the
 * store shipped, so the simulator answers the same after a restart and on every instance.
 */
export const carrierSimulatorShipments = pgTable(
  'carrier_simulator_shipments',
  {
    reference: text('reference').primaryKey(),
    providerShipmentId: text('provider_shipment_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier').notNull(),
    /** OTO's word for the status (OTO.md, "Statuses"). */
    providerStatus: text('provider_status').notNull(),
    history: jsonb('history').$type<{ providerStatus: string; at: string }[]>().notNull(),
    /** The shipment request as the store sent it (for the label). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    ...timestampColumns(),
  },
  (t) => [uniqueIndex('carrier_simulator_shipments_id_unique').on(t.providerShipmentId)],
);
