import { z } from 'zod';
import type { LocalizedText } from '../locales.ts';
import { isoDateSchema, localizedTextSchema } from './common.ts';
import { PROVIDER_MODES } from './payment-providers.ts';

/**
 * Carriers (issue 19 point 4): the couriers a merchant ships with by hand, typing the tracking
 * number, and the settings of the one integrated through an API (OTO, a Saudi shipping aggregator;
 * docs/decisions/022-shipping-carrier-integration.md). Browser-safe: the admin page checks a
 * tracking number as it is typed with these same rules. Sources of every address and shape:
 * apps/server/src/modules/carriers/CARRIERS.md.
 */

export const CARRIER_IDS = ['smsa', 'aramex', 'spl', 'jt', 'naqel', 'custom'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

/** Where a tracking number goes in a tracking page's address. */
export const TRACKING_PLACEHOLDER = '{tracking}';

export interface ManualCarrier {
  id: CarrierId;
  name: LocalizedText;
  /**
   * The carrier's public tracking page, `{tracking}` standing for the number (URL-encoded); a page
   * that takes the number only in its own form has no placeholder. Null for the custom courier,
   * whose page the merchant sets.
   */
  trackingUrlTemplate: string | null;
  /** What a tracking number of this carrier looks like, once normalised (normalizeTrackingNumber). */
  trackingNumberPattern: RegExp;
  /** A number of that shape, for the admin's placeholder text. */
  example: string;
}

/**
 * Permissive on purpose: a number refused here cannot be saved, so a shape is only as strict as
 * what the carriers' own pages and answers show (CARRIERS.md names each source).
 */
export const MANUAL_CARRIERS: Record<CarrierId, ManualCarrier> = {
  smsa: {
    id: 'smsa',
    name: { en: 'SMSA Express', ar: 'سمسا إكسبريس' },
    trackingUrlTemplate: 'https://www.smsaexpress.com/trackingdetails?tracknumbers={tracking}',
    trackingNumberPattern: /^\d{8,15}$/,
    example: '290692134777',
  },
  aramex: {
    id: 'aramex',
    name: { en: 'Aramex', ar: 'أرامكس' },
    trackingUrlTemplate: 'https://www.aramex.com/track/results?ShipmentNumber={tracking}',
    trackingNumberPattern: /^\d{8,15}$/,
    example: '44150360123',
  },
  spl: {
    id: 'spl',
    name: { en: 'SPL (Saudi Post)', ar: 'سبل (البريد السعودي)' },
    trackingUrlTemplate: 'https://splonline.com.sa/en/shipmentdetailsstatic/?tid={tracking}',
    // UPU S10 (RR123456789SA) and SPL's own domestic numbers (GNTUPD0042953826).
    trackingNumberPattern: /^[A-Z0-9]{8,30}$/,
    example: 'RR123456789SA',
  },
  jt: {
    id: 'jt',
    name: { en: 'J&T Express', ar: 'جي آند تي إكسبريس' },
    trackingUrlTemplate: 'https://www.jtexpress.me/KSA/trajectoryQuery?waybillNo={tracking}&type=0',
    trackingNumberPattern: /^[A-Z]{0,4}\d{8,20}$/,
    example: 'JTE000123456789',
  },
  naqel: {
    id: 'naqel',
    name: { en: 'Naqel Express', ar: 'ناقل إكسبريس' },
    // Naqel's page takes the number in its own form; OTO links Naqel shipments to it the same way.
    trackingUrlTemplate: 'https://www.naqelexpress.com/en/sa/tracking/',
    trackingNumberPattern: /^\d{8,12}$/,
    example: '289812708',
  },
  custom: {
    id: 'custom',
    name: { en: 'Other courier', ar: 'مندوب توصيل آخر' },
    trackingUrlTemplate: null,
    trackingNumberPattern: /^[A-Z0-9][A-Z0-9._/-]{0,59}$/,
    example: 'DLV-2041',
  },
};

export const TRACKING_NUMBER_MAX_LENGTH = 60;

/**
 * Why a tracking number is refused: a stable key, worded in the page language by the admin
 * (TRACKING_NUMBER_PROBLEM_TEXTS in English and Arabic).
 */
export const TRACKING_NUMBER_PROBLEMS = ['required', 'tooLong', 'characters', 'shape'] as const;
export type TrackingNumberProblem = (typeof TRACKING_NUMBER_PROBLEMS)[number];

export const TRACKING_NUMBER_PROBLEM_TEXTS: Record<TrackingNumberProblem, LocalizedText> = {
  required: { en: 'Enter the tracking number', ar: 'أدخل رقم التتبع' },
  tooLong: {
    en: `A tracking number has at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
    ar: `رقم التتبع لا يزيد على ${TRACKING_NUMBER_MAX_LENGTH} حرفًا`,
  },
  characters: {
    en: 'Use only Latin letters and digits (and - . _ / for another courier)',
    ar: 'استخدم الحروف اللاتينية والأرقام فقط (و - . _ / لمندوب آخر)',
  },
  shape: {
    en: "This does not look like this carrier's tracking number",
    ar: 'هذا لا يشبه رقم تتبع هذه الشركة',
  },
};

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The number as carriers print it: spaces gone (a number read aloud or copied in groups), Arabic-
 * Indic digits as Latin ones, letters upper case.
 */
export function normalizeTrackingNumber(value: string): string {
  return value
    .replace(ARABIC_INDIC_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** Null when the value (normalised first) can be this carrier's tracking number, else why not. */
export function trackingNumberProblem(
  carrier: CarrierId,
  value: string,
): TrackingNumberProblem | null {
  const number = normalizeTrackingNumber(value);
  if (number === '') return 'required';
  if (number.length > TRACKING_NUMBER_MAX_LENGTH) return 'tooLong';
  if (!/^[A-Z0-9._/-]+$/.test(number)) return 'characters';
  if (!MANUAL_CARRIERS[carrier].trackingNumberPattern.test(number)) return 'shape';
  return null;
}

/**
 * The public tracking page of a shipment: the template given (the merchant's, for the custom
 * courier or to replace a carrier's page) else the carrier's own, `{tracking}` replaced by the
 * normalised number, URL-encoded. Null when there is no page (a custom courier without one).
 */
export function trackingUrl(
  carrier: CarrierId,
  trackingNumber: string,
  customTemplate?: string | null,
): string | null {
  const template = customTemplate || MANUAL_CARRIERS[carrier].trackingUrlTemplate;
  if (!template) return null;
  const number = encodeURIComponent(normalizeTrackingNumber(trackingNumber));
  return template.split(TRACKING_PLACEHOLDER).join(number);
}

/** A tracking page template the merchant types: an https address, `{tracking}` where the number goes. */
export const trackingUrlTemplateSchema = z
  .string()
  .trim()
  .max(500, { error: 'must be at most 500 characters' })
  .refine(
    (text) => {
      if (!URL.canParse(text.split(TRACKING_PLACEHOLDER).join('0'))) return false;
      return new URL(text.split(TRACKING_PLACEHOLDER).join('0')).protocol === 'https:';
    },
    { error: 'must be an https address, e.g. https://courier.example/track?n={tracking}' },
  );

export const carrierIdSchema = z.enum(CARRIER_IDS, {
  error: `must be one of ${CARRIER_IDS.join(', ')}`,
});

/** A carrier and a tracking number typed for it, checked with the carrier's rules. */
export const manualTrackingSchema = z
  .object({
    carrier: carrierIdSchema,
    trackingNumber: z.string().max(200),
  })
  .superRefine((value, ctx) => {
    const problem = trackingNumberProblem(value.carrier, value.trackingNumber);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: TRACKING_NUMBER_PROBLEM_TEXTS[problem].en,
      });
    }
  })
  .transform((value) => ({
    ...value,
    trackingNumber: normalizeTrackingNumber(value.trackingNumber),
  }));
export type ManualTracking = z.output<typeof manualTrackingSchema>;

// ---- Shipments through the integrated provider ----

/**
 * A shipment's status, the same whatever the provider says (OTO.md, "Statuses", maps OTO's).
 * - created: the carrier has the shipment and its label; nothing collected yet
 * - delivery_failed: an attempt failed, or the parcel is on its way back or lost
 */
export const SHIPMENT_STATUSES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'returned',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
const required = (max: number) => text(max).min(1, { error: 'is required' });
const halalasSchema = z
  .number({ error: 'must be an amount in halalas' })
  .int({ error: 'must be a whole number of halalas' })
  .min(0, { error: 'must not be negative' })
  .max(1_000_000_000, { error: 'is too large' });

/**
 * What the store asks the provider to ship: one parcel of one order. `reference` names it at the
 * provider, once (the order number, or the order number and a suffix for a second parcel); asking
 * again with the same reference gives back the same shipment. Money in halalas; `codHalalas` is
 * what the courier collects at the door (0 when paid online).
 */
export const shipmentRequestSchema = z
  .object({
    reference: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, {
        error: 'must be 1 to 64 Latin letters, digits, dots, dashes or underscores',
      }),
    recipient: z.object({
      name: required(200),
      phone: required(30),
      email: text(200).optional(),
      city: required(100),
      district: text(100).optional(),
      street: text(200).optional(),
      addressLine: required(500),
      postalCode: text(20).optional(),
      buildingNumber: text(10).optional(),
      additionalNumber: text(10).optional(),
      /** The National Address short code: 4 letters and 4 digits, e.g. RRRD2929. */
      shortAddress: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{4}\d{4}$/, { error: 'must be 4 letters and 4 digits, e.g. RRRD2929' })
        .optional(),
      country: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'must be a 2-letter country code' })
        .default('SA'),
    }),
    items: z
      .array(
        z.object({
          name: required(200),
          sku: text(100).optional(),
          quantity: z.number().int().min(1).max(10_000),
          unitPriceHalalas: halalasSchema,
        }),
      )
      .min(1, { error: 'must list at least one item' })
      .max(200),
    totalHalalas: halalasSchema,
    codHalalas: halalasSchema.default(0),
    weightGrams: z.number().int().min(1).max(1_000_000).default(500),
    packageCount: z.number().int().min(1).max(10).default(1),
    language: z.enum(['en', 'ar']).default('ar'),
    notes: text(500).optional(),
    /** The carrier wanted, when the provider lets the store choose (the simulator does). */
    preferredCarrier: carrierIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.codHalalas > value.totalHalalas) {
      ctx.addIssue({
        code: 'custom',
        path: ['codHalalas'],
        message: 'must not be more than the total',
      });
    }
  });
export type ShipmentRequestInput = z.input<typeof shipmentRequestSchema>;
export type ShipmentRequest = z.output<typeof shipmentRequestSchema>;

/**
 * Why the provider did not create or read a shipment, as a key the admin words in its language,
 * next to the provider's own words (which are kept as they came).
 */
export const CARRIER_ERROR_KEYS = [
  'unavailable',
  'authRefused',
  'addressRefused',
  'creditLow',
  'notFound',
  'labelPending',
  'notConfigured',
  'refused',
] as const;
export type CarrierErrorKey = (typeof CARRIER_ERROR_KEYS)[number];

export const CARRIER_ERROR_TEXTS: Record<CarrierErrorKey, LocalizedText> = {
  unavailable: {
    en: 'The shipping provider did not answer (time-out, network or server error); try again later',
    ar: 'لم تستجب شركة الشحن (انتهت المهلة أو خطأ في الشبكة أو الخادم)؛ حاول لاحقًا',
  },
  authRefused: {
    en: 'The shipping provider refused the store’s credentials: check the token in the settings',
    ar: 'رفضت شركة الشحن بيانات دخول المتجر: راجع الرمز في الإعدادات',
  },
  addressRefused: {
    en: 'The shipping provider refused the address or contact details',
    ar: 'رفضت شركة الشحن العنوان أو بيانات التواصل',
  },
  creditLow: {
    en: 'The shipping account has not enough credit for this shipment',
    ar: 'رصيد حساب الشحن لا يكفي لهذه الشحنة',
  },
  notFound: {
    en: 'The shipping provider does not know this shipment',
    ar: 'شركة الشحن لا تعرف هذه الشحنة',
  },
  labelPending: {
    en: 'The shipment was requested; the carrier has not issued its label yet. Check again shortly',
    ar: 'طُلبت الشحنة ولم تصدر شركة الشحن البوليصة بعد. تحقق بعد قليل',
  },
  notConfigured: {
    en: 'The shipping provider is not set up: choose a mode and enter its token in the settings',
    ar: 'شركة الشحن غير مهيأة: اختر الوضع وأدخل الرمز في الإعدادات',
  },
  refused: {
    en: 'The shipping provider refused the request',
    ar: 'رفضت شركة الشحن الطلب',
  },
};

// ---- Admin settings: GET /api/admin/carriers/settings ----

/** Why a carrier setting is refused: stable texts on the field, worded again by the admin page. */
export const CARRIER_SETTING_PROBLEMS = {
  tokenRequired: 'is required for test and live',
  replaceAndClear: 'cannot be replaced and cleared at once',
  webhookSecretRequired: 'is required to register the webhook',
  simulatorHasNoWebhook: 'the simulator takes no webhook: choose test or live and save first',
  httpsNeeded: 'OTO should send webhooks to an https address: set PUBLIC_BASE_URL to it',
} as const;
export type CarrierSettingProblem = keyof typeof CARRIER_SETTING_PROBLEMS;

const secretInputSchema = z.string().trim().max(500, { error: 'must be at most 500 characters' });
const secretSourceSchema = z.enum(['stored', 'environment']).nullable();

/**
 * PUT /api/admin/carriers/oto. Test and live need OTO's refresh token (given now, kept, or the
 * environment's). Secrets are write-only: empty keeps the stored one, `clear…` deletes it.
 * `pickupLocationCode`: the pickup location saved in OTO's dashboard (empty: OTO assigns one);
 * `deliveryOptionId`: the delivery option to ship with (null: OTO's own rules choose).
 */
export const otoSettingsUpdateSchema = z
  .object({
    mode: z.enum(PROVIDER_MODES, { error: 'must be simulator, test or live' }),
    refreshToken: secretInputSchema.optional(),
    clearRefreshToken: z.boolean().default(false),
    webhookSecret: secretInputSchema.optional(),
    clearWebhookSecret: z.boolean().default(false),
    pickupLocationCode: text(100).default(''),
    deliveryOptionId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    for (const [secret, clear] of [
      ['refreshToken', value.clearRefreshToken],
      ['webhookSecret', value.clearWebhookSecret],
    ] as const) {
      if (value[secret] && clear) {
        ctx.addIssue({
          code: 'custom',
          path: [secret],
          message: CARRIER_SETTING_PROBLEMS.replaceAndClear,
        });
      }
    }
  });
export type OtoSettingsUpdate = z.input<typeof otoSettingsUpdateSchema>;
export type OtoSettingsUpdateData = z.output<typeof otoSettingsUpdateSchema>;

export const otoSettingsSchema = z.object({
  mode: z.enum(PROVIDER_MODES),
  hasRefreshToken: z.boolean(),
  /** The token's last 4 characters; never more of any secret. */
  refreshTokenLast4: z.string().nullable(),
  refreshTokenSource: secretSourceSchema,
  hasWebhookSecret: z.boolean(),
  webhookSecretSource: secretSourceSchema,
  pickupLocationCode: z.string(),
  deliveryOptionId: z.number().int().nullable(),
  /** 'stored' once saved here; before that the server's OTO_* environment applies. */
  source: z.enum(['stored', 'environment']),
  /** Where OTO is to send its webhooks (the store's public address). */
  webhookUrl: z.string(),
  updatedAt: isoDateSchema.nullable(),
});
export type OtoSettings = z.infer<typeof otoSettingsSchema>;

/**
 * PUT /api/admin/carriers/manual: the other courier's name and page, and a page of the merchant's
 * in place of a carrier's (null or absent: the carrier's own).
 */
export const manualCarriersUpdateSchema = z.object({
  customName: localizedTextSchema.extend({
    en: text(100),
    ar: text(100),
  }),
  templates: z.partialRecord(carrierIdSchema, trackingUrlTemplateSchema.nullable()).default({}),
});
export type ManualCarriersUpdate = z.input<typeof manualCarriersUpdateSchema>;
export type ManualCarriersUpdateData = z.output<typeof manualCarriersUpdateSchema>;

export const manualCarrierViewSchema = z.object({
  id: carrierIdSchema,
  name: localizedTextSchema,
  /** The page in force: the merchant's, else the carrier's own; null when there is none. */
  trackingUrlTemplate: z.string().nullable(),
  /** The carrier's own page, for "restore". */
  defaultTemplate: z.string().nullable(),
  example: z.string(),
});
export type ManualCarrierView = z.infer<typeof manualCarrierViewSchema>;

export const carrierSettingsSchema = z.object({
  oto: otoSettingsSchema,
  manual: z.object({
    carriers: z.array(manualCarrierViewSchema),
    updatedAt: isoDateSchema.nullable(),
  }),
});
export type CarrierSettings = z.infer<typeof carrierSettingsSchema>;

/** POST /api/admin/carriers/oto/test-connection: the mode and token typed, else those in force. */
export const otoConnectionTestSchema = z.object({
  mode: z.enum(PROVIDER_MODES).optional(),
  refreshToken: secretInputSchema.optional(),
});
export type OtoConnectionTest = z.input<typeof otoConnectionTestSchema>;

// ---- The simulator (admin only, while OTO's mode is simulator) ----

/** What the simulator's "next step" moves a shipment to: the next usual step, or an ending. */
export const SIMULATOR_MOVES = ['next', 'delivery_failed', 'returned', 'cancelled'] as const;
export type SimulatorMove = (typeof SIMULATOR_MOVES)[number];

export const simulatorAdvanceSchema = z.object({
  move: z.enum(SIMULATOR_MOVES).default('next'),
});

export const simulatedShipmentSchema = z.object({
  reference: z.string(),
  providerShipmentId: z.string(),
  trackingNumber: z.string(),
  carrier: carrierIdSchema,
  /** OTO's word for the status, as its webhook sends it. */
  providerStatus: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  codHalalas: z.number().int(),
  trackingUrl: z.string().nullable(),
  labelUrl: z.string(),
  history: z.array(z.object({ providerStatus: z.string(), at: isoDateSchema })),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type SimulatedShipment = z.infer<typeof simulatedShipmentSchema>;

export const simulatorAdvanceResultSchema = z.object({
  shipment: simulatedShipmentSchema,
  /** The webhook delivered to the store's own webhook address, and how it answered. */
  webhook: z.object({ providerStatus: z.string(), httpStatus: z.number().int() }),
});
export type SimulatorAdvanceResult = z.infer<typeof simulatorAdvanceResultSchema>;
