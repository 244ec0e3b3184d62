import { z } from 'zod';
import type { Language } from '../locales.ts';
import { OFFER_KINDS, type Offer, type OfferRule } from '../offers.ts';
import {
  dayRangeShape,
  idSchema,
  inDayOrder,
  isoDateSchema,
  localizedTextSchema,
  periodProblem,
} from './common.ts';

/** Automatic offers (decision 037): what the admin manages and what the storefront applies. */

export const MAX_OFFER_HALALAS = 10_000_000;
const MAX_OFFER_PRODUCTS = 200;
const MAX_OFFER_NAME = 80;

/** The admin's form, as sent: amounts in SAR, percent as a percent, instants as ISO text. */
export const offerInputSchema = z.object({
  name: z.object({ en: z.string().trim().max(200), ar: z.string().trim().max(200) }),
  kind: z.enum(OFFER_KINDS),
  /** buy_n_percent: units of the covered products the cart must hold. */
  minQuantity: z.number().nullish(),
  /** buy_n_percent: percent off, more than 0 and at most 100, two decimals at most. */
  percent: z.number().nullish(),
  /** bundle_price: SAR for one complete set. */
  bundlePrice: z.number().nullish(),
  /** free_gift_wrap, free_sample: SAR the goods must reach. */
  minSubtotal: z.number().nullish(),
  /** free_sample: samples added to the store's allowance. */
  samples: z.number().nullish(),
  productIds: z.array(idSchema).max(MAX_OFFER_PRODUCTS).default([]),
  startsAt: isoDateSchema.nullish(),
  endsAt: isoDateSchema.nullish(),
  /** The order of application: lower first (decision 037). */
  position: z.number().default(0),
  active: z.boolean().default(true),
});
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferInputParsed = z.output<typeof offerInputSchema>;

export const OFFER_INPUT_PROBLEMS = [
  'nameRequired',
  'nameTooLong',
  'minQuantityInvalid',
  'percentRange',
  'amountPositive',
  'amountTooLarge',
  'samplesInvalid',
  'bundleNeedsTwo',
  'dateInvalid',
  'endsBeforeStarts',
  'positionInvalid',
] as const;
export type OfferInputProblemKey = (typeof OFFER_INPUT_PROBLEMS)[number];
export interface OfferInputProblem {
  field: keyof OfferInputParsed;
  problem: OfferInputProblemKey;
}

/** The problems in both languages: the server's refusal and the admin form say the same. */
export const OFFER_PROBLEM_TEXTS: Record<OfferInputProblemKey, Record<Language, string>> = {
  nameRequired: {
    en: 'Enter the offer’s name in English and in Arabic.',
    ar: 'أدخل اسم العرض بالعربية والإنجليزية.',
  },
  nameTooLong: {
    en: `The name may have at most ${MAX_OFFER_NAME} characters.`,
    ar: `يجب ألا يتجاوز الاسم ${MAX_OFFER_NAME} حرفًا.`,
  },
  minQuantityInvalid: {
    en: 'The quantity must be a whole number from 2 to 100.',
    ar: 'يجب أن تكون الكمية عددًا صحيحًا من 2 إلى 100.',
  },
  percentRange: {
    en: 'The percent must be more than 0 and at most 100.',
    ar: 'يجب أن تكون النسبة أكبر من 0 وألا تتجاوز 100.',
  },
  amountPositive: {
    en: 'The amount must be more than 0, in whole halalas.',
    ar: 'يجب أن يكون المبلغ أكبر من 0 وبالهللات الكاملة.',
  },
  amountTooLarge: {
    en: 'The amount is too large.',
    ar: 'المبلغ كبير جدًا.',
  },
  samplesInvalid: {
    en: 'The number of samples must be a whole number from 1 to 10.',
    ar: 'يجب أن يكون عدد العينات عددًا صحيحًا من 1 إلى 10.',
  },
  bundleNeedsTwo: {
    en: 'A bundle needs at least two different products.',
    ar: 'تحتاج الباقة إلى منتجين مختلفين على الأقل.',
  },
  dateInvalid: { en: 'This is not a date.', ar: 'هذا ليس تاريخًا صحيحًا.' },
  endsBeforeStarts: {
    en: 'The end must be after the start.',
    ar: 'يجب أن تكون النهاية بعد البداية.',
  },
  positionInvalid: {
    en: 'The order must be a whole number from 0 to 1000.',
    ar: 'يجب أن يكون الترتيب عددًا صحيحًا من 0 إلى 1000.',
  },
};

const wholeHalalas = (sar: number) =>
  Number.isFinite(sar) && Math.abs(Math.round(sar * 100) - sar * 100) < 1e-6;
const wholeIn = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** An amount in SAR: more than 0 (or 0 when `zeroOk`), whole halalas, not absurd. */
function amountProblem(sar: unknown, zeroOk: boolean): OfferInputProblemKey | null {
  if (typeof sar !== 'number' || !wholeHalalas(sar) || sar < 0 || (!zeroOk && sar === 0)) {
    return 'amountPositive';
  }
  return sar * 100 > MAX_OFFER_HALALAS ? 'amountTooLarge' : null;
}

/**
 * What is wrong with an offer as the admin entered it, in the form's order: the same rules in the
 * form and on the server, which refuses the save and changes nothing.
 */
export function offerInputProblems(input: OfferInputParsed): OfferInputProblem[] {
  const problems: OfferInputProblem[] = [];
  const { en, ar } = input.name;
  if (!en || !ar) problems.push({ field: 'name', problem: 'nameRequired' });
  else if (en.length > MAX_OFFER_NAME || ar.length > MAX_OFFER_NAME) {
    problems.push({ field: 'name', problem: 'nameTooLong' });
  }
  if (input.kind === 'buy_n_percent') {
    if (!wholeIn(input.minQuantity, 2, 100)) {
      problems.push({ field: 'minQuantity', problem: 'minQuantityInvalid' });
    }
    const p = input.percent;
    if (!(typeof p === 'number' && p > 0 && p <= 100 && wholeHalalas(p))) {
      problems.push({ field: 'percent', problem: 'percentRange' });
    }
  }
  if (input.kind === 'bundle_price') {
    if (new Set(input.productIds).size < 2) {
      problems.push({ field: 'productIds', problem: 'bundleNeedsTwo' });
    }
    const problem = amountProblem(input.bundlePrice, false);
    if (problem) problems.push({ field: 'bundlePrice', problem });
  }
  if (input.kind === 'free_gift_wrap' || input.kind === 'free_sample') {
    const problem = amountProblem(input.minSubtotal, true);
    if (problem) problems.push({ field: 'minSubtotal', problem });
  }
  if (input.kind === 'free_sample' && !wholeIn(input.samples, 1, 10)) {
    problems.push({ field: 'samples', problem: 'samplesInvalid' });
  }
  const period = periodProblem(input.startsAt, input.endsAt);
  if (period) problems.push(period);
  if (!wholeIn(input.position, 0, 1000)) {
    problems.push({ field: 'position', problem: 'positionInvalid' });
  }
  return problems;
}

/** The rule an offer's parsed, checked input stands for, in halalas and basis points. */
export function offerRuleOf(input: OfferInputParsed): OfferRule {
  switch (input.kind) {
    case 'buy_n_percent':
      return {
        kind: 'buy_n_percent',
        minQuantity: input.minQuantity!,
        percentBasisPoints: Math.round(input.percent! * 100),
      };
    case 'bundle_price':
      return { kind: 'bundle_price', bundlePriceHalalas: Math.round(input.bundlePrice! * 100) };
    case 'free_gift_wrap':
      return { kind: 'free_gift_wrap', minSubtotalHalalas: Math.round(input.minSubtotal! * 100) };
    case 'free_sample':
      return {
        kind: 'free_sample',
        minSubtotalHalalas: Math.round(input.minSubtotal! * 100),
        samples: input.samples!,
      };
  }
}

const offerRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('buy_n_percent'),
    minQuantity: z.number().int(),
    percentBasisPoints: z.number().int(),
  }),
  z.object({ kind: z.literal('bundle_price'), bundlePriceHalalas: z.number().int() }),
  z.object({ kind: z.literal('free_gift_wrap'), minSubtotalHalalas: z.number().int() }),
  z.object({
    kind: z.literal('free_sample'),
    minSubtotalHalalas: z.number().int(),
    samples: z.number().int(),
  }),
]);

/** An offer as the storefront applies it: exactly `Offer` of offers.ts, in its order. */
export const publicOfferSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  rule: offerRuleSchema,
  productIds: z.array(z.string()),
}) satisfies z.ZodType<Offer>;
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const OFFER_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An offer as the admin's screens show it: its rule, dates, state now. */
export const adminOfferSchema = publicOfferSchema.extend({
  startsAt: isoDateSchema.nullable(),
  endsAt: isoDateSchema.nullable(),
  position: z.number().int(),
  active: z.boolean(),
  state: z.enum(OFFER_STATES),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

/** GET /api/admin/reports/offers: Riyadh days, both included; the last 30 days by default. */
export const offerReportQuerySchema = inDayOrder(z.object(dayRangeShape));
export type OfferReportQuery = z.input<typeof offerReportQuerySchema>;

/**
 * Each automatic offer's share of the orders that count as revenue (as the discount report counts
 * them), from what the orders stored (`applied_offers`). Amounts in SAR, summed in halalas.
 */
export const offerReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  offers: z.array(
    z.object({
      offerId: z.string(),
      /** Its name now; as the last order stored it for an offer no longer found. */
      name: localizedTextSchema,
      kind: z.enum(OFFER_KINDS).nullable(),
      orders: z.number().int(),
      /** Taken off the goods by this offer, and the wrapping fee a wrapping offer waived. */
      saving: z.number(),
      /** Those orders before every discount on them (codes' and offers', waived delivery and wrapping). */
      salesBeforeDiscounts: z.number(),
      /** What those orders cost: their totals. */
      salesAfterDiscounts: z.number(),
    }),
  ),
});
export type OfferReport = z.infer<typeof offerReportSchema>;
