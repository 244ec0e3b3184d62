import { and, asc, desc, eq, gte, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { ShipmentStatus } from '@store/shared/schemas/carriers';
import {
  FINAL_SHIPMENT_STATUSES,
  isFinalShipmentStatus,
  type ShipmentEventSource,
} from '@store/shared/schemas/shipments';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { shipmentEvents, shipments, type ShipmentLine } from './shipments.table.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

/**
 * The reference a parcel has at the provider: the order number for the first parcel, the order
 * number and its parcel number for the others. The same parcel asked again (after a time-out)
 * has the same reference, so the provider finishes the shipment it began instead of making two.
 */
export function providerReferenceOf(orderNumber: string, parcelNumber: number): string {
  return parcelNumber === 1 ? orderNumber : `${orderNumber}-P${parcelNumber}`;
}

/** The parcels of these orders, oldest first, each with its events, oldest first. */
export async function shipmentsOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<{ shipment: ShipmentRow; events: ShipmentEventRow[] }[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]))
    .orderBy(asc(shipments.orderId), asc(shipments.parcelNumber));
  if (rows.length === 0) return [];
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.createdAt));
  return rows.map((shipment) => ({
    shipment,
    events: events.filter((event) => event.shipmentId === shipment.id),
  }));
}

/** How many of each order line are in parcels that still count (not cancelled). */
export function shippedQuantities(rows: readonly ShipmentRow[]): Map<string, number> {
  const shipped = new Map<string, number>();
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    for (const line of row.lines) {
      shipped.set(line.orderItemId, (shipped.get(line.orderItemId) ?? 0) + line.quantity);
    }
  }
  return shipped;
}

export function nextParcelNumber(rows: readonly ShipmentRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.parcelNumber), 0) + 1;
}

export async function findShipment(db: Db, id: string): Promise<ShipmentRow> {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db.select().from(shipments).where(eq(shipments.id, id))
    : [];
  if (!row) throw notFound('Shipment not found');
  return row;
}

/** The parcel a provider knows by this reference, under any of the provider's names. */
export async function findShipmentByReference(
  db: Db,
  providers: readonly string[],
  reference: string,
): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(
      and(inArray(shipments.provider, [...providers]), eq(shipments.providerReference, reference)),
    )
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The references of the provider's parcels still on their way (not delivered, returned or
 * cancelled), made since `since`, least recently changed first: what the poller asks about.
 */
export async function shipmentsToPoll(
  db: Db,
  provider: string,
  since: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ reference: shipments.providerReference })
    .from(shipments)
    .where(
      and(
        eq(shipments.provider, provider),
        isNotNull(shipments.providerReference),
        notInArray(shipments.status, [...FINAL_SHIPMENT_STATUSES]),
        gte(shipments.createdAt, since),
      ),
    )
    .orderBy(asc(shipments.updatedAt))
    .limit(limit);
  return rows.map((row) => row.reference!);
}

export interface NewShipment {
  orderId: string;
  parcelNumber: number;
  carrier: string;
  provider: string | null;
  providerReference: string | null;
  providerShipmentId: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  labelUrl: string | null;
  status: ShipmentStatus;
  weightGrams: number | null;
  lines: ShipmentLine[];
  codHalalas: number;
  createdBy: string | null;
  at: Date;
}

/** Saves a parcel, in the caller's transaction (which holds the order, so parcel numbers cannot clash). */
export async function insertShipment(tx: Db, values: NewShipment): Promise<ShipmentRow> {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(shipments)
    .values({
      ...rest,
      shippedAt: rest.status === 'created' || rest.status === 'cancelled' ? null : at,
      deliveredAt: rest.status === 'delivered' ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

export interface ShipmentEventInput {
  shipmentId: string;
  status: ShipmentStatus;
  source: ShipmentEventSource;
  note?: string;
  changedBy?: string | null;
  occurredAt: Date;
}

export async function recordShipmentEvent(tx: Db, event: ShipmentEventInput): Promise<void> {
  await tx.insert(shipmentEvents).values({
    shipmentId: event.shipmentId,
    status: event.status,
    source: event.source,
    note: (event.note ?? '').slice(0, 1000),
    changedBy: event.changedBy ?? null,
    occurredAt: event.occurredAt,
  });
}

/** What the carrier (or the admin) says of a parcel now; absent parts are left as they are. */
export interface ShipmentChange {
  status: ShipmentStatus;
  source: ShipmentEventSource;
  note?: string;
  changedBy?: string | null;
  occurredAt: Date;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  labelUrl?: string | null;
  providerShipmentId?: string | null;
  carrier?: string | null;
}

export type ShipmentChangeOutcome =
  | { changed: true; shipment: ShipmentRow }
  | { changed: false; shipment: ShipmentRow; why: 'same-status' | 'final' | 'older' | 'raced' };

/**
 * Moves a parcel to a status and records the step in its timeline, once: the same status again
 * (a repeated webhook, a poll) changes nothing, a final parcel does not move, and a step older than
 * the last one recorded (webhooks may come out of order) goes into the timeline without changing
 * the status. Details the carrier gives late (the tracking number of a label that was pending) are
 * filled in whatever the status. The update is conditional on the status read: two updates at
 * once cannot both move the parcel.
 */
export async function changeShipmentStatus(
  tx: Db,
  before: ShipmentRow,
  change: ShipmentChange,
  now: Date,
): Promise<ShipmentChangeOutcome> {
  const details = {
    ...(change.trackingNumber && !before.trackingNumber
      ? { trackingNumber: change.trackingNumber }
      : {}),
    ...(change.trackingUrl && !before.trackingUrl ? { trackingUrl: change.trackingUrl } : {}),
    ...(change.labelUrl && change.labelUrl !== before.labelUrl
      ? { labelUrl: change.labelUrl }
      : {}),
    ...(change.providerShipmentId && !before.providerShipmentId
      ? { providerShipmentId: change.providerShipmentId }
      : {}),
    ...(change.carrier && change.carrier !== before.carrier ? { carrier: change.carrier } : {}),
  };
  const fill = async (): Promise<ShipmentRow> => {
    if (Object.keys(details).length === 0) return before;
    const [row] = await tx
      .update(shipments)
      .set({ ...details, updatedAt: now })
      .where(eq(shipments.id, before.id))
      .returning();
    return row ?? before;
  };
  if (change.status === before.status) {
    return { changed: false, shipment: await fill(), why: 'same-status' };
  }
  if (isFinalShipmentStatus(before.status)) {
    return { changed: false, shipment: await fill(), why: 'final' };
  }
  const [latest] = await tx
    .select({ occurredAt: shipmentEvents.occurredAt })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, before.id))
    .orderBy(desc(shipmentEvents.occurredAt))
    .limit(1);
  if (latest && change.occurredAt < latest.occurredAt) {
    await recordShipmentEvent(tx, { shipmentId: before.id, ...change });
    return { changed: false, shipment: await fill(), why: 'older' };
  }
  const [after] = await tx
    .update(shipments)
    .set({
      ...details,
      status: change.status,
      updatedAt: now,
      ...(before.shippedAt === null && change.status !== 'cancelled' && change.status !== 'created'
        ? { shippedAt: change.occurredAt }
        : {}),
      ...(change.status === 'delivered' ? { deliveredAt: change.occurredAt } : {}),
    })
    .where(and(eq(shipments.id, before.id), eq(shipments.status, before.status)))
    .returning();
  if (!after) {
    // Another update moved it first: this one is told again by its next delivery or poll.
    return { changed: false, shipment: before, why: 'raced' };
  }
  await recordShipmentEvent(tx, { shipmentId: before.id, ...change });
  return { changed: true, shipment: after };
}
