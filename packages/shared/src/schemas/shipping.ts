import { z } from 'zod';
import { SAUDI_REGIONS } from '../saudi/places-data.ts';
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

const halalas = z
  .number({ error: 'must be an amount in halalas' })
  .int({ error: 'must be a whole number of halalas' })
  .min(0, { error: 'must not be negative' })
  .max(MAX_SHIPPING_HALALAS, { error: 'is too large' });

const grams = z
  .number({ error: 'must be a weight in grams' })
  .int({ error: 'must be a whole number of grams' })
  .min(1, { error: 'must be at least 1 gram' })
  .max(MAX_WEIGHT_GRAMS, { error: 'is too large' });

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
export const priceRuleSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('flat'), priceHalalas: halalas }),
    z.object({
      type: z.literal('order_value'),
      bands: z
        .array(z.object({ fromHalalas: halalas, priceHalalas: halalas }))
        .min(1, { error: 'needs at least one band' })
        .max(20, { error: 'has too many bands' })
        .refine((bands) => bands[0]?.fromHalalas === 0, { error: 'the first band starts at 0' })
        .refine((bands) => ascending(bands, (band) => band.fromHalalas), {
          error: 'bands must go up in order',
        }),
    }),
    z.object({
      type: z.literal('weight'),
      bands: z
        .array(z.object({ upToGrams: grams, priceHalalas: halalas }))
        .min(1, { error: 'needs at least one band' })
        .max(20, { error: 'has too many bands' })
        .refine((bands) => ascending(bands, (band) => band.upToGrams), {
          error: 'bands must go up in order',
        }),
      perExtraKgHalalas: halalas.nullable(),
    }),
  ],
  { error: 'must be flat, order_value or weight' },
);
export type PriceRule = z.infer<typeof priceRuleSchema>;

const days = z
  .number({ error: 'must be a number of days' })
  .int({ error: 'must be a whole number of days' })
  .min(0, { error: 'must not be negative' })
  .max(60, { error: 'is too long' });

const nameSchema = z.object({
  en: z.string().trim().min(1, { error: 'is required' }).max(80),
  ar: z.string().trim().min(1, { error: 'is required' }).max(80),
});

export const shippingMethodInputSchema = z
  .object({
    /** Kept when the method already exists, so orders and reports still name it. */
    id: idSchema.optional(),
    kind: z.enum(SHIPPING_METHOD_KINDS, { error: 'must be standard, express, same_day or pickup' }),
    name: nameSchema,
    rule: priceRuleSchema,
    /** The method is free for subtotals at or above this; null: never free. */
    freeAboveHalalas: halalas.nullable(),
    minDays: days,
    maxDays: days,
    /** Store pickup: where to collect, shown to the shopper. */
    pickupAddress: z
      .object({ en: z.string().trim().max(300), ar: z.string().trim().max(300) })
      .nullable()
      .default(null),
    active: z.boolean(),
  })
  .superRefine((method, ctx) => {
    if (method.maxDays < method.minDays) {
      ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'must not be below minDays' });
    }
    if (method.kind === 'pickup' && !method.pickupAddress?.en && !method.pickupAddress?.ar) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupAddress'],
        message: 'is required for store pickup',
      });
    }
  });
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;

const regionCodes = SAUDI_REGIONS.map((region) => region.code) as [string, ...string[]];

/** POST /api/admin/shipping/zones and PUT /api/admin/shipping/zones/:id: a zone and all its methods. */
export const shippingZoneInputSchema = z
  .object({
    name: nameSchema,
    regions: z.array(z.enum(regionCodes, { error: 'is not a Saudi region code' })).max(13),
    /** Ids from the bundled city list (`SAUDI_CITIES`); checked by the server. */
    cityIds: z.array(z.string().max(60)).max(500),
    /** Gulf countries this zone delivers to, for stores that ship abroad. */
    countries: z.array(z.enum(GCC_COUNTRY_CODES, { error: 'is not a Gulf country' })).max(5),
    codEnabled: z.boolean(),
    codFeeHalalas: halalas,
    active: z.boolean(),
    methods: z.array(shippingMethodInputSchema).max(10),
  })
  .superRefine((zone, ctx) => {
    if (zone.regions.length + zone.cityIds.length + zone.countries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['regions'],
        message: 'choose at least one region, city or country',
      });
    }
  });
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

/** PATCH /api/admin/shipping/zones/order: the zones' order; the first zone that matches wins. */
export const shippingZoneOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(200) });

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

export const shippingOptionsSchema = z.object({
  /** Orders to the Gulf countries listed; off: Saudi Arabia only. */
  shipAbroad: z.boolean(),
  abroadCountries: z.array(z.enum(GCC_COUNTRY_CODES, { error: 'is not a Gulf country' })).max(5),
  /** Used for a product whose weight is not set. */
  defaultItemWeightGrams: grams,
});
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
