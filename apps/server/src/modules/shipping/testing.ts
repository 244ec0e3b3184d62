/** The shipping module's test support, for tests only: production code never imports it (README.md). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  shippingZoneInputSchema,
  type ShippingMethodInput,
  type ShippingOptions,
  type ShippingZone,
  type ShippingZoneInput,
} from '@store/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { createShippingZone } from './shipping-admin.service.ts';
import { dropShippingCache, SHIPPING_CACHE_TAG } from './shipping-store.service.ts';
import { shippingOptions, shippingZones } from './shipping.table.ts';

/** A standard method, flat 25 SAR, 2 to 5 days, never free; override what the test is about. */
export function methodInput(overrides: Partial<ShippingMethodInput> = {}): ShippingMethodInput {
  return {
    kind: 'standard',
    name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
    rule: { type: 'flat', priceHalalas: 2_500 },
    freeAboveHalalas: null,
    minDays: 2,
    maxDays: 5,
    pickupAddress: null,
    active: true,
    ...overrides,
  };
}

/** An active zone of the Riyadh region with one standard method and cash on delivery. */
export function zoneInput(overrides: Partial<ShippingZoneInput> = {}): ShippingZoneInput {
  return {
    name: { en: 'Riyadh region', ar: 'منطقة الرياض' },
    regions: ['SA-01'],
    cityIds: [],
    countries: [],
    codEnabled: true,
    codFeeHalalas: 0,
    active: true,
    methods: [methodInput()],
    ...overrides,
  };
}

/**
 * Replaces every zone with these (in this order) and sets the options, straight in the app's
 * database, then drops what the app keeps in memory of them: for tests of what uses the quotes
 * (checkout, cart estimate), not of the admin's API.
 */
export async function setShippingZones(
  app: FastifyInstance,
  zones: ShippingZoneInput[],
  options: Partial<ShippingOptions> = {},
): Promise<ShippingZone[]> {
  const db: Db = app.db;
  const created = await db.transaction(async (tx) => {
    await tx.delete(shippingZones);
    const made: ShippingZone[] = [];
    for (const zone of zones) {
      made.push(await createShippingZone(tx, shippingZoneInputSchema.parse(zone)));
    }
    await tx.update(shippingOptions).set({
      shipAbroad: options.shipAbroad ?? false,
      abroadCountries: options.abroadCountries ?? [],
      defaultItemWeightGrams: options.defaultItemWeightGrams ?? 500,
      updatedAt: sql`now()`,
    });
    return made;
  });
  dropShippingCache(db);
  await app.publicCache.invalidate(SHIPPING_CACHE_TAG);
  return created;
}
