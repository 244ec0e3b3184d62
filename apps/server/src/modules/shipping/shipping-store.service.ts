import { asc, eq } from 'drizzle-orm';
import type {
  ShippingAdminView,
  ShippingMethod,
  ShippingOptions,
  ShippingZone,
} from '@store/shared/schemas/shipping';
import { ExpiringMemo } from '../../cache/expiring-memo.ts';
import type { Db } from '../../db/client.ts';
import { shippingMethods, shippingOptions, shippingZones } from './shipping.table.ts';

type ZoneRow = typeof shippingZones.$inferSelect;
type MethodRow = typeof shippingMethods.$inferSelect;

/** What the store has when the options row is missing (migration 0007 writes it). */
export const DEFAULT_SHIPPING_OPTIONS: ShippingOptions = {
  shipAbroad: false,
  abroadCountries: [],
  defaultItemWeightGrams: 500,
};

export function toShippingMethod(row: MethodRow): ShippingMethod {
  const pickup =
    row.pickupAddressEn !== null || row.pickupAddressAr !== null
      ? { en: row.pickupAddressEn ?? '', ar: row.pickupAddressAr ?? '' }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    name: { en: row.nameEn, ar: row.nameAr },
    rule: row.rule,
    freeAboveHalalas: row.freeAboveHalalas,
    minDays: row.minDays,
    maxDays: row.maxDays,
    pickupAddress: pickup,
    active: row.active,
  };
}

export function toShippingZone(row: ZoneRow, methods: MethodRow[]): ShippingZone {
  return {
    id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    regions: row.regions,
    cityIds: row.cityIds,
    countries: row.countries,
    codEnabled: row.codEnabled,
    codFeeHalalas: row.codFeeHalalas,
    active: row.active,
    position: row.position,
    methods: methods.map(toShippingMethod),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every zone in position order, each with its methods in position order, and the options. */
export async function readShippingFromDb(db: Db): Promise<ShippingAdminView> {
  // One after the other: checkout reads these inside its transaction, whose one connection
  // must not be handed a query while it runs another (pg warns, and pg 9 refuses).
  const zoneRows = await db
    .select()
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.createdAt));
  const methodRows = await db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt));
  const [optionsRow] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, 1));
  const methodsOf = new Map<string, MethodRow[]>();
  for (const method of methodRows) {
    const list = methodsOf.get(method.zoneId) ?? [];
    list.push(method);
    methodsOf.set(method.zoneId, list);
  }
  return {
    zones: zoneRows.map((zone) => toShippingZone(zone, methodsOf.get(zone.id) ?? [])),
    options: optionsRow
      ? {
          shipAbroad: optionsRow.shipAbroad,
          abroadCountries: optionsRow.abroadCountries,
          defaultItemWeightGrams: optionsRow.defaultItemWeightGrams,
        }
      : DEFAULT_SHIPPING_OPTIONS,
  };
}

/**
 * Zones and options are read by every cart estimate and checkout and change only when an admin
 * saves them: each database handle keeps them in memory until a write drops them
 * (`dropShippingCache`, here and through the public cache's invalidation bus on the other
 * instances). The time to live bounds how long a lost invalidation could leave them stale.
 */
export const SHIPPING_CACHE_TTL_MS = 30_000;
/** The public cache's tag (and its invalidation bus's) that every shipping write drops. */
export const SHIPPING_CACHE_TAG = 'shipping';
const caches = new WeakMap<Db, ExpiringMemo<ShippingAdminView>>();

/** The zones and options in force, from memory when known. */
export function readShipping(db: Db): Promise<ShippingAdminView> {
  let memo = caches.get(db);
  if (!memo) {
    memo = new ExpiringMemo({ maxEntries: 1, ttlMs: SHIPPING_CACHE_TTL_MS });
    caches.set(db, memo);
  }
  return memo.get('shipping', () => readShippingFromDb(db));
}

/** Forgets the zones and options read through this handle; the next read goes to the database. */
export function dropShippingCache(db: Db): void {
  caches.get(db)?.clear();
}

export async function readShippingOptions(db: Db): Promise<ShippingOptions> {
  const { options } = await readShipping(db);
  return { ...options, abroadCountries: [...options.abroadCountries] };
}
