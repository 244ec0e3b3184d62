import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { SAUDI_REGIONS } from '@store/shared/saudi/places';
import { GCC_COUNTRY_CODES } from '@store/shared/saudi/address';
import { idSchema } from '@store/shared/schemas/common';
import type {
  shippingMethodInputSchema,
  shippingOptionsSchema,
  shippingZoneInputSchema,
  ShippingOptions,
  ShippingZone,
} from '@store/shared/schemas/shipping';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { FieldError, notFound } from '../../plugins/app-error.ts';
import { readShippingFromDb, toShippingZone } from './shipping-store.service.ts';
import { shippingMethods, shippingOptions, shippingZones } from './shipping.table.ts';

/** A zone as the route's schema has parsed it (texts trimmed, defaults filled). */
export type ParsedZoneInput = z.output<typeof shippingZoneInputSchema>;
type ParsedMethodInput = z.output<typeof shippingMethodInputSchema>;

const ZONE_NOT_FOUND = 'Shipping zone not found';

/** Each value once, in the order of `order` (regions and countries read the same way everywhere). */
function inOrder<T extends string>(values: readonly string[], order: readonly T[]): T[] {
  const chosen = new Set(values);
  return order.filter((value) => chosen.has(value));
}

function zoneColumns(input: ParsedZoneInput) {
  return {
    nameEn: input.name.en,
    nameAr: input.name.ar,
    regions: inOrder(
      input.regions,
      SAUDI_REGIONS.map((region) => region.code),
    ),
    // The admin's order, each city once.
    cityIds: [...new Set(input.cityIds)],
    countries: inOrder(input.countries, GCC_COUNTRY_CODES),
    codEnabled: input.codEnabled,
    codFeeHalalas: input.codFeeHalalas,
    active: input.active,
  };
}

function methodColumns(method: ParsedMethodInput, position: number) {
  const pickup = method.pickupAddress;
  const hasPickup = pickup !== null && (pickup.en !== '' || pickup.ar !== '');
  return {
    kind: method.kind,
    nameEn: method.name.en,
    nameAr: method.name.ar,
    rule: method.rule,
    freeAboveHalalas: method.freeAboveHalalas,
    minDays: method.minDays,
    maxDays: method.maxDays,
    pickupAddressEn: hasPickup ? pickup.en : null,
    pickupAddressAr: hasPickup ? pickup.ar : null,
    active: method.active,
    position,
  };
}

async function zoneWithMethods(db: Db, id: string): Promise<ShippingZone | null> {
  if (!idSchema.safeParse(id).success) return null;
  const [zone] = await db.select().from(shippingZones).where(eq(shippingZones.id, id));
  if (!zone) return null;
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, id))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt));
  return toShippingZone(zone, methods);
}

/** A zone with its methods; 404 for a malformed or unknown id. */
export async function getShippingZone(db: Db, id: string): Promise<ShippingZone> {
  const zone = await zoneWithMethods(db, id);
  if (!zone) throw notFound(ZONE_NOT_FOUND);
  return zone;
}

/** A new zone, matched after every existing one. */
export async function createShippingZone(db: Db, input: ParsedZoneInput): Promise<ShippingZone> {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${shippingZones.position}), -1)::int` })
    .from(shippingZones);
  const [zone] = await db
    .insert(shippingZones)
    .values({ ...zoneColumns(input), position: (last?.position ?? -1) + 1 })
    .returning();
  if (input.methods.length > 0) {
    await db
      .insert(shippingMethods)
      .values(
        input.methods.map((method, i) => ({ ...methodColumns(method, i), zoneId: zone!.id })),
      );
  }
  return getShippingZone(db, zone!.id);
}

/**
 * Replaces a zone and its method list (call it in a transaction): a method sent with the id of
 * one of this zone's methods keeps that id (orders and reports name it), any other gets a new
 * one, and the zone's methods not sent are deleted.
 */
export async function replaceShippingZone(
  db: Db,
  id: string,
  input: ParsedZoneInput,
): Promise<{ before: ShippingZone; after: ShippingZone }> {
  const before = await getShippingZone(db, id);
  const ownIds = new Set(before.methods.map((method) => method.id));
  const kept = input.methods.flatMap((method) =>
    method.id && ownIds.has(method.id) ? [method.id] : [],
  );

  await db
    .update(shippingZones)
    .set({ ...zoneColumns(input), updatedAt: sql`now()` })
    .where(eq(shippingZones.id, id));
  await db
    .delete(shippingMethods)
    .where(
      kept.length > 0
        ? and(eq(shippingMethods.zoneId, id), notInArray(shippingMethods.id, kept))
        : eq(shippingMethods.zoneId, id),
    );
  for (const [position, method] of input.methods.entries()) {
    const columns = methodColumns(method, position);
    if (method.id && ownIds.has(method.id)) {
      await db
        .update(shippingMethods)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(shippingMethods.id, method.id));
    } else {
      await db.insert(shippingMethods).values({ ...columns, zoneId: id });
    }
  }
  return { before, after: await getShippingZone(db, id) };
}

/** Deletes a zone and its methods; answers what was deleted. */
export async function deleteShippingZone(db: Db, id: string): Promise<ShippingZone> {
  const before = await getShippingZone(db, id);
  await db.delete(shippingZones).where(eq(shippingZones.id, id));
  return before;
}

/** Sets the order zones are matched in; `ids` must name every zone exactly once. */
export async function reorderShippingZones(
  db: Db,
  ids: readonly string[],
): Promise<{ before: string[]; after: string[] }> {
  const current = await db
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.createdAt));
  const before = current.map((zone) => zone.id);
  const known = new Set(before);
  const sent = ids.map((id) => id.toLowerCase());
  const unknown = sent.find((id) => !known.has(id));
  if (unknown) throw new FieldError('ids', `no shipping zone has the id "${unknown}"`);
  if (new Set(sent).size !== sent.length) throw new FieldError('ids', 'lists a zone twice');
  if (sent.length !== before.length) throw new FieldError('ids', 'must list every zone once');
  for (const [position, id] of sent.entries()) {
    await db.update(shippingZones).set({ position }).where(eq(shippingZones.id, id));
  }
  return { before, after: sent };
}

/** Saves the store's shipping options (the one row). */
export async function saveShippingOptions(
  db: Db,
  input: z.output<typeof shippingOptionsSchema>,
): Promise<{ before: ShippingOptions; after: ShippingOptions }> {
  const { options: before } = await readShippingFromDb(db);
  const after: ShippingOptions = {
    shipAbroad: input.shipAbroad,
    abroadCountries: inOrder(input.abroadCountries, GCC_COUNTRY_CODES),
    defaultItemWeightGrams: input.defaultItemWeightGrams,
  };
  await db
    .insert(shippingOptions)
    .values({ id: 1, ...after })
    .onConflictDoUpdate({ target: shippingOptions.id, set: { ...after, updatedAt: sql`now()` } });
  return { before, after };
}

/** What the audit log keeps of a zone: enough to see what changed. */
export function zoneSummary(zone: ShippingZone) {
  return {
    name: zone.name,
    regions: zone.regions,
    cityIds: zone.cityIds,
    countries: zone.countries,
    codEnabled: zone.codEnabled,
    codFeeHalalas: zone.codFeeHalalas,
    active: zone.active,
    methods: zone.methods.map((method) => ({
      id: method.id,
      kind: method.kind,
      name: method.name.en,
      rule: method.rule,
      freeAboveHalalas: method.freeAboveHalalas,
      days: `${method.minDays}-${method.maxDays}`,
      active: method.active,
    })),
  };
}
