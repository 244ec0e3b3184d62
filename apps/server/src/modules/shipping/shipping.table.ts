import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CountryCode } from '@store/shared/saudi/address';
import { SHIPPING_METHOD_KINDS, type PriceRule } from '@store/shared/schemas/shipping';
import { timestampColumns } from '../../db/columns.ts';

/**
 * Where the store delivers (issue 19 point 2): a zone is a set of Saudi regions and/or cities, or
 * of Gulf countries. An address belongs to the first active zone, in `position` order, that names
 * its city, else the first that names its region (or country).
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** ISO 3166-2:SA codes, e.g. 'SA-01'. */
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ids of the bundled city list (packages/shared/src/saudi). */
    cityIds: text('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .$type<CountryCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    codEnabled: boolean('cod_enabled').notNull().default(true),
    codFeeHalalas: integer('cod_fee_halalas').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    index('shipping_zones_position_idx').on(t.position),
    check('shipping_zones_cod_fee_non_negative', sql`${t.codFeeHalalas} >= 0`),
  ],
);

/** A way to deliver within a zone, its price rule and its promise in days. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHIPPING_METHOD_KINDS }).notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    rule: jsonb('rule').$type<PriceRule>().notNull(),
    /** Free for subtotals at or above this; null: never free. */
    freeAboveHalalas: integer('free_above_halalas'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    pickupAddressEn: text('pickup_address_en'),
    pickupAddressAr: text('pickup_address_ar'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId, t.position),
    check('shipping_methods_days', sql`${t.minDays} >= 0 AND ${t.maxDays} >= ${t.minDays}`),
  ],
);

/** The store's one row of shipping options (`id` is always 1). */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: integer('id').primaryKey().default(1),
    /** Orders to the Gulf countries listed; off: Saudi Arabia only. */
    shipAbroad: boolean('ship_abroad').notNull().default(false),
    abroadCountries: text('abroad_countries')
      .array()
      .$type<CountryCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Used for a product whose weight is not set. */
    defaultItemWeightGrams: integer('default_item_weight_grams').notNull().default(500),
    ...timestampColumns(),
  },
  (t) => [check('shipping_options_single_row', sql`${t.id} = 1`)],
);
