import { z } from 'zod';
import { SAUDI_REGIONS } from '../saudi/places-data.ts';
import { findCity } from '../saudi/places.ts';
import { COUNTRY_CODES, GCC_COUNTRY_CODES } from '../saudi/address.ts';
import { idSchema, isoDateSchema, localizedTextSchema } from './common.ts';

/**
 * Shipping zones and their delivery methods (issue 19 point 2). A zone is a set of Saudi regions
 * and/or cities (or, for orders abroad, Gulf countries); each zone offers one or more methods,
 * each priced by a rule. Amounts are integer halalas, VAT-inclusive when the store's prices are.
 */

export const SHIPPING_METHOD_KINDS = ['standard', 'express', 'same_day', 'pickup'] as const;
export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number];

/** 100,000 SAR: above any delivery price or band, and safe in every sum. */
export const MAX_SHIPPING_HALALAS = 10_000_000;
/** 1,000 kg. */
export const MAX_WEIGHT_GRAMS = 1_000_000;
/** Longest delivery promise, in days. */
export const MAX_SHIPPING_DAYS = 60;
export const SHIPPING_LIMITS = {
  name: 80,
  pickupAddress: 300,
  bands: 20,
  methods: 10,
  cities: 500,
} as const;

/**
 * The words of every rule below. The server answers with the English ones (short phrases after
 * the field's path, like the other schemas); the admin's zone editor builds the same schema with
 * its own, in the page's language, so both check one set of rules.
 */
export interface ShippingMessages {
  required: string;
  tooLong: (max: number) => string;
  amountType: string;
  amountWhole: string;
  amountNegative: string;
  amountTooLarge: string;
  weightType: string;
  weightWhole: string;
  weightMin: string;
  weightTooLarge: string;
  daysType: string;
  daysWhole: string;
  daysNegative: string;
  daysTooLong: string;
  maxDaysBelowMin: string;
  kind: string;
  ruleType: string;
  bandsRequired: string;
  tooManyBands: (max: number) => string;
  firstBandFromZero: string;
  bandsAscending: string;
  pickupAddressRequired: string;
  duplicateMethod: string;
  tooManyMethods: (max: number) => string;
  region: string;
  country: string;
  unknownCity: (id: string) => string;
  tooManyCities: (max: number) => string;
  placeRequired: string;
}

export const shippingMessagesEn: ShippingMessages = {
  required: 'is required',
  tooLong: (max) => `must be at most ${max} characters`,
  amountType: 'must be an amount in halalas',
  amountWhole: 'must be a whole number of halalas',
  amountNegative: 'must not be negative',
  amountTooLarge: 'is too large',
  weightType: 'must be a weight in grams',
  weightWhole: 'must be a whole number of grams',
  weightMin: 'must be at least 1 gram',
  weightTooLarge: 'is too large',
  daysType: 'must be a number of days',
  daysWhole: 'must be a whole number of days',
  daysNegative: 'must not be negative',
  daysTooLong: 'is too long',
  maxDaysBelowMin: 'must not be below minDays',
  kind: 'must be standard, express, same_day or pickup',
  ruleType: 'must be flat, order_value or weight',
  bandsRequired: 'needs at least one band',
  tooManyBands: (max) => `has more than ${max} bands`,
  firstBandFromZero: 'the first band starts at 0',
  bandsAscending: 'bands must go up in order',
  pickupAddressRequired: 'is required for store pickup',
  duplicateMethod: 'lists the same method twice',
  tooManyMethods: (max) => `has more than ${max} methods`,
  region: 'is not a Saudi region code',
  country: 'is not a Gulf country',
  unknownCity: (id) => `no city of the list has the id "${id}"`,
  tooManyCities: (max) => `has more than ${max} cities`,
  placeRequired: 'choose at least one region, city or country',
};

function amountWith(m: ShippingMessages) {
  return z
    .number({ error: m.amountType })
    .int({ error: m.amountWhole })
    .min(0, { error: m.amountNegative })
    .max(MAX_SHIPPING_HALALAS, { error: m.amountTooLarge });
}

function gramsWith(m: ShippingMessages) {
  return z
    .number({ error: m.weightType })
    .int({ error: m.weightWhole })
    .min(1, { error: m.weightMin })
    .max(MAX_WEIGHT_GRAMS, { error: m.weightTooLarge });
}

function daysWith(m: ShippingMessages) {
  return z
    .number({ error: m.daysType })
    .int({ error: m.daysWhole })
    .min(0, { error: m.daysNegative })
    .max(MAX_SHIPPING_DAYS, { error: m.daysTooLong });
}

function textIn(text: unknown, language: 'en' | 'ar'): boolean {
  if (typeof text !== 'object' || text === null) return false;
  const value = (text as Record<string, unknown>)[language];
  return typeof value === 'string' && value.trim() !== '';
}

function ascending<T>(values: T[], key: (value: T) => number): boolean {
  return values.every((value, i) => i === 0 || key(values[i - 1]!) < key(value));
}

/**
 * How a method is priced:
 * - `flat`: one price;
 * - `order_value`: bands of the order's subtotal, each from an amount up (the first from 0);
 * - `weight`: bands of the parcel's weight, each up to a weight; above the last band each started
 *   kilogram costs `perExtraKgHalalas`, or the method is not offered when that is null.
 */
export function priceRuleSchemaWith(m: ShippingMessages) {
  const amount = amountWith(m);
  return z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('flat'), priceHalalas: amount }),
      z.object({
        type: z.literal('order_value'),
        bands: z
          .array(z.object({ fromHalalas: amount, priceHalalas: amount }))
          .min(1, { error: m.bandsRequired })
          .max(SHIPPING_LIMITS.bands, { error: m.tooManyBands(SHIPPING_LIMITS.bands) })
          .refine((bands) => bands[0]?.fromHalalas === 0, { error: m.firstBandFromZero })
          .refine((bands) => ascending(bands, (band) => band.fromHalalas), {
            error: m.bandsAscending,
          }),
      }),
      z.object({
        type: z.literal('weight'),
        bands: z
          .array(z.object({ upToGrams: gramsWith(m), priceHalalas: amount }))
          .min(1, { error: m.bandsRequired })
          .max(SHIPPING_LIMITS.bands, { error: m.tooManyBands(SHIPPING_LIMITS.bands) })
          .refine((bands) => ascending(bands, (band) => band.upToGrams), {
            error: m.bandsAscending,
          }),
        perExtraKgHalalas: amount.nullable(),
      }),
    ],
    { error: m.ruleType },
  );
}
export const priceRuleSchema = priceRuleSchemaWith(shippingMessagesEn);
export type PriceRule = z.infer<typeof priceRuleSchema>;

function nameWith(m: ShippingMessages) {
  const text = z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(SHIPPING_LIMITS.name, { error: m.tooLong(SHIPPING_LIMITS.name) });
  return z.object({ en: text, ar: text });
}

export function shippingMethodInputSchemaWith(m: ShippingMessages) {
  const address = z
    .string()
    .trim()
    .max(SHIPPING_LIMITS.pickupAddress, { error: m.tooLong(SHIPPING_LIMITS.pickupAddress) });
  return z
    .object({
      /** Kept when the method already exists, so orders and reports still name it. */
      id: idSchema.optional(),
      kind: z.enum(SHIPPING_METHOD_KINDS, { error: m.kind }),
      name: nameWith(m),
      rule: priceRuleSchemaWith(m),
      /** The method is free for subtotals at or above this; null: never free. */
      freeAboveHalalas: amountWith(m).nullable(),
      minDays: daysWith(m),
      maxDays: daysWith(m),
      /** Store pickup: where to collect, shown to the shopper. */
      pickupAddress: z.object({ en: address, ar: address }).nullable().default(null),
      active: z.boolean(),
    })
    .superRefine(
      (method, ctx) => {
        // Also run while other fields have issues (`when`), so a form shows every rule at once:
        // the value may then be anything, and is read with care.
        if (typeof method !== 'object' || method === null) return;
        const { minDays, maxDays, kind, pickupAddress } = method as Partial<typeof method>;
        if (typeof minDays === 'number' && typeof maxDays === 'number' && maxDays < minDays) {
          ctx.addIssue({ code: 'custom', path: ['maxDays'], message: m.maxDaysBelowMin });
        }
        if (kind === 'pickup' && !textIn(pickupAddress, 'en') && !textIn(pickupAddress, 'ar')) {
          ctx.addIssue({
            code: 'custom',
            path: ['pickupAddress'],
            message: m.pickupAddressRequired,
          });
        }
      },
      { when: () => true },
    );
}
export const shippingMethodInputSchema = shippingMethodInputSchemaWith(shippingMessagesEn);
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;

const regionCodes = SAUDI_REGIONS.map((region) => region.code) as [string, ...string[]];

/**
 * POST /api/admin/shipping/zones and PUT /api/admin/shipping/zones/:id: a zone and all its
 * methods. City ids must be of the bundled list (`SAUDI_CITIES`).
 */
export function shippingZoneInputSchemaWith(m: ShippingMessages) {
  return z
    .object({
      name: nameWith(m),
      regions: z.array(z.enum(regionCodes, { error: m.region })).max(SAUDI_REGIONS.length),
      cityIds: z
        .array(z.string().max(60))
        .max(SHIPPING_LIMITS.cities, { error: m.tooManyCities(SHIPPING_LIMITS.cities) }),
      /** Gulf countries this zone delivers to, for stores that ship abroad. */
      countries: z
        .array(z.enum(GCC_COUNTRY_CODES, { error: m.country }))
        .max(GCC_COUNTRY_CODES.length),
      codEnabled: z.boolean(),
      codFeeHalalas: amountWith(m),
      active: z.boolean(),
      methods: z
        .array(shippingMethodInputSchemaWith(m))
        .max(SHIPPING_LIMITS.methods, { error: m.tooManyMethods(SHIPPING_LIMITS.methods) }),
    })
    .superRefine(
      (zone, ctx) => {
        // Also run while other fields have issues (`when`), as above: read with care.
        if (typeof zone !== 'object' || zone === null) return;
        const { regions, cityIds, countries, methods } = zone as Partial<typeof zone>;
        const places = [regions, cityIds, countries].filter(Array.isArray);
        if (places.length === 3 && places.every((list) => list.length === 0)) {
          ctx.addIssue({ code: 'custom', path: ['regions'], message: m.placeRequired });
        }
        if (Array.isArray(cityIds)) {
          cityIds.forEach((id, i) => {
            if (typeof id === 'string' && !findCity(id)) {
              ctx.addIssue({ code: 'custom', path: ['cityIds', i], message: m.unknownCity(id) });
            }
          });
        }
        const seen = new Set<unknown>();
        (Array.isArray(methods) ? methods : []).forEach((method: unknown, i) => {
          const id = typeof method === 'object' && method !== null && 'id' in method && method.id;
          if (!id) return;
          if (seen.has(id)) {
            ctx.addIssue({
              code: 'custom',
              path: ['methods', i, 'id'],
              message: m.duplicateMethod,
            });
          }
          seen.add(id);
        });
      },
      { when: () => true },
    );
}
export const shippingZoneInputSchema = shippingZoneInputSchemaWith(shippingMessagesEn);
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

export const shippingMethodSchema = z.object({
  id: idSchema,
  kind: z.enum(SHIPPING_METHOD_KINDS),
  name: localizedTextSchema,
  rule: priceRuleSchema,
  freeAboveHalalas: z.number().int().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  pickupAddress: localizedTextSchema.nullable(),
  active: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const shippingZoneSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  regions: z.array(z.string()),
  cityIds: z.array(z.string()),
  countries: z.array(z.string()),
  codEnabled: z.boolean(),
  codFeeHalalas: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  methods: z.array(shippingMethodSchema),
  updatedAt: isoDateSchema,
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/** PUT /api/admin/shipping/zones/order: every zone's id once, in the order zones are matched. */
export const shippingZoneOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(200) });
export type ShippingZoneOrder = z.infer<typeof shippingZoneOrderSchema>;

// ---- What the shopper is offered ----

/** POST /api/public/shipping/quote: the cart's lines and where it goes. */
export const shippingQuoteRequestSchema = z.object({
  /** 'SA' or a Gulf country when the store ships abroad. */
  countryCode: z.string().max(2).default('SA'),
  /** A city of the bundled list; required for Saudi Arabia. */
  cityId: z.string().max(60).nullish(),
  items: z
    .array(z.object({ productId: z.string().max(100), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100),
});
export type ShippingQuoteRequest = z.input<typeof shippingQuoteRequestSchema>;

export const shippingOfferSchema = z.object({
  methodId: idSchema,
  kind: z.enum(SHIPPING_METHOD_KINDS),
  name: localizedTextSchema,
  priceHalalas: z.number().int(),
  /** Set when the price is 0 because the subtotal reached the method's free threshold. */
  freeAboveHalalas: z.number().int().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  pickupAddress: localizedTextSchema.nullable(),
});
export type ShippingOffer = z.infer<typeof shippingOfferSchema>;

export const SHIPPING_QUOTE_PROBLEMS = ['cityRequired', 'unknownCity', 'noZone', 'abroad'] as const;
export type ShippingQuoteProblem = (typeof SHIPPING_QUOTE_PROBLEMS)[number];

export const shippingQuoteSchema = z.object({
  /** Why nothing is offered, in a key the page words in its language; null when methods are. */
  problem: z.enum(SHIPPING_QUOTE_PROBLEMS).nullable(),
  zone: z.object({ id: idSchema, name: localizedTextSchema }).nullable(),
  offers: z.array(shippingOfferSchema),
  /** Cash on delivery in this zone, and its fee (halalas) added to the order. */
  cod: z.object({ available: z.boolean(), feeHalalas: z.number().int() }),
  subtotalHalalas: z.number().int(),
  weightGrams: z.number().int(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/**
 * What the storefront's free-delivery note may truthfully say: the subtotal from which standard
 * delivery is free in every zone (`everywhere`), or only in some (`some`), or never (null).
 */
export const freeShippingNoteSchema = z
  .object({ fromHalalas: z.number().int(), everywhere: z.boolean() })
  .nullable();
export type FreeShippingNote = z.infer<typeof freeShippingNoteSchema>;

// ---- The store's shipping options ----

export function shippingOptionsSchemaWith(m: ShippingMessages) {
  return z.object({
    /** Orders to the Gulf countries listed; off: Saudi Arabia only. */
    shipAbroad: z.boolean(),
    abroadCountries: z
      .array(z.enum(GCC_COUNTRY_CODES, { error: m.country }))
      .max(GCC_COUNTRY_CODES.length),
    /** Used for a product whose weight is not set. */
    defaultItemWeightGrams: gramsWith(m),
  });
}
export const shippingOptionsSchema = shippingOptionsSchemaWith(shippingMessagesEn);
export type ShippingOptions = z.infer<typeof shippingOptionsSchema>;

/** GET /api/public/shipping/options: where the checkout may send an order, and the note's truth. */
export const publicShippingOptionsSchema = z.object({
  countries: z.array(z.enum(COUNTRY_CODES)),
  freeShipping: freeShippingNoteSchema,
});
export type PublicShippingOptions = z.infer<typeof publicShippingOptionsSchema>;

/** GET /api/admin/shipping: every zone with its methods, in order, and the options. */
export const shippingAdminViewSchema = z.object({
  zones: z.array(shippingZoneSchema),
  options: shippingOptionsSchema,
});
export type ShippingAdminView = z.infer<typeof shippingAdminViewSchema>;
