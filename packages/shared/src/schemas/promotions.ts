import { z } from 'zod';
import { SCENT_FAMILIES } from '../constants.ts';
import { DISCOUNT_KINDS } from '../discounts.ts';
import { latinDigits } from '../saudi/mobile.ts';
import {
  dayRangeShape,
  idSchema,
  inDayOrder,
  isoDateSchema,
  languageSchema,
  limitQuerySchema,
  pageQuerySchema,
  periodProblem,
} from './common.ts';
import { orderItemInputSchema } from './orders.ts';

/** Discount codes (issue 21): what the admin manages and what a shopper's cart may apply. */

/** Whom a code covers: every product, only the ones named, or all but them. */
export const PROMOTION_SCOPES = ['all', 'only', 'except'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/** How the admin's list filters codes: by what they are now. */
export const PROMOTION_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const MAX_PROMOTION_HALALAS = 10_000_000;
export const MAX_CODE_LENGTH = 32;
const MAX_SCOPE_ITEMS = 200;

/**
 * A code in its one form: Arabic-Indic digits as Latin ones, no spaces or dashes' look-alikes,
 * upper case. Codes compare in this form, so "ramadan٢٥" finds RAMADAN25.
 */
export function normalizeDiscountCode(text: string): string {
  return latinDigits(text)
    .normalize('NFKC')
    .replace(/[\s\u200e\u200f]/g, '')
    .toUpperCase();
}

const CODE_SHAPE = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** The admin's form, as sent: amounts in SAR, instants as ISO text (the form enters Riyadh time). */
export const promotionInputSchema = z.object({
  code: z.string().max(80),
  description: z.string().trim().max(200).default(''),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent off (percent codes): more than 0, at most 100, two decimals at most. */
  percent: z.number().nullish(),
  /** SAR off (fixed codes). */
  amount: z.number().nullish(),
  /** SAR; the goods' subtotal before any discount must reach it. 0 for none. */
  minOrder: z.number().default(0),
  startsAt: isoDateSchema.nullish(),
  endsAt: isoDateSchema.nullish(),
  usageLimit: z.number().nullish(),
  perCustomerLimit: z.number().nullish(),
  scope: z.enum(PROMOTION_SCOPES).default('all'),
  productIds: z.array(idSchema).max(MAX_SCOPE_ITEMS).default([]),
  categoryIds: z.array(idSchema).max(MAX_SCOPE_ITEMS).default([]),
  families: z.array(z.enum(SCENT_FAMILIES)).max(SCENT_FAMILIES.length).default([]),
  firstOrderOnly: z.boolean().default(false),
  /** Whether it adds to the automatic offers; if not, the better of the two applies (decision 037). */
  combinable: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionInputParsed = z.output<typeof promotionInputSchema>;

export const PROMOTION_INPUT_PROBLEMS = [
  'codeRequired',
  'codeShape',
  'percentRange',
  'amountPositive',
  'amountTooLarge',
  'minOrderInvalid',
  'dateInvalid',
  'endsBeforeStarts',
  'limitInvalid',
  'scopeEmpty',
] as const;
export type PromotionInputProblem = {
  field: keyof PromotionInputParsed;
  problem: (typeof PROMOTION_INPUT_PROBLEMS)[number];
};

function isWholeHalalas(sar: number): boolean {
  return Number.isFinite(sar) && Math.abs(Math.round(sar * 100) - sar * 100) < 1e-6;
}

/**
 * What is wrong with a code as the admin entered it, in the form's order: the same rules in the
 * form (which words them in the page's language) and on the server (which refuses the save).
 */
export function promotionInputProblems(input: PromotionInputParsed): PromotionInputProblem[] {
  const problems: PromotionInputProblem[] = [];
  const code = normalizeDiscountCode(input.code);
  if (!code) problems.push({ field: 'code', problem: 'codeRequired' });
  else if (!CODE_SHAPE.test(code)) problems.push({ field: 'code', problem: 'codeShape' });
  if (input.kind === 'percent') {
    const p = input.percent;
    const ok = typeof p === 'number' && p > 0 && p <= 100 && isWholeHalalas(p);
    if (!ok) problems.push({ field: 'percent', problem: 'percentRange' });
  }
  if (input.kind === 'fixed') {
    const a = input.amount;
    if (typeof a !== 'number' || !(a > 0) || !isWholeHalalas(a)) {
      problems.push({ field: 'amount', problem: 'amountPositive' });
    } else if (a * 100 > MAX_PROMOTION_HALALAS) {
      problems.push({ field: 'amount', problem: 'amountTooLarge' });
    }
  }
  const m = input.minOrder;
  if (!(m >= 0) || !isWholeHalalas(m) || m * 100 > MAX_PROMOTION_HALALAS) {
    problems.push({ field: 'minOrder', problem: 'minOrderInvalid' });
  }
  const period = periodProblem(input.startsAt, input.endsAt);
  if (period) problems.push(period);
  for (const field of ['usageLimit', 'perCustomerLimit'] as const) {
    const n = input[field];
    if (n !== null && n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= 1_000_000)) {
      problems.push({ field, problem: 'limitInvalid' });
    }
  }
  const named = input.productIds.length + input.categoryIds.length + input.families.length;
  if (input.scope !== 'all' && named === 0) {
    problems.push({ field: 'scope', problem: 'scopeEmpty' });
  }
  return problems;
}

/** A code as the admin's screens show it: SAR amounts, ISO instants, its state now and its use. */
export const adminPromotionSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minOrder: z.number(),
  startsAt: isoDateSchema.nullable(),
  endsAt: isoDateSchema.nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  scope: z.enum(PROMOTION_SCOPES),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  families: z.array(z.enum(SCENT_FAMILIES)),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
  active: z.boolean(),
  state: z.enum(PROMOTION_STATES),
  timesUsed: z.number().int(),
  /** SAR taken off goods and delivery by the orders that used it (uses released not counted). */
  discountGiven: z.number(),
  /** SAR: the totals of those orders, after their discounts. */
  revenue: z.number(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema,
  search: z.string().trim().max(100).optional(),
  state: z.enum(PROMOTION_STATES).optional(),
  kind: z.enum(DISCOUNT_KINDS).optional(),
});
export type AdminPromotionListQuery = z.input<typeof adminPromotionListQuerySchema>;

/** One order that used a code: the usage report. */
export const promotionRedemptionSchema = z.object({
  orderNumber: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  discount: z.number(),
  shippingDiscount: z.number(),
  orderTotal: z.number(),
  /** When the use was given back (an unpaid order cancelled or expired); null while it counts. */
  releasedAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export type PromotionRedemption = z.infer<typeof promotionRedemptionSchema>;

export const promotionUsageSchema = z.object({
  promotion: adminPromotionSchema,
  redemptions: z.array(promotionRedemptionSchema),
});
export type PromotionUsage = z.infer<typeof promotionUsageSchema>;

/** POST /api/public/promotions/check: this code for this cart (and, at checkout, this customer). */
export const discountCheckRequestSchema = z.object({
  code: z.string().max(80),
  items: z.array(orderItemInputSchema).min(1).max(100),
  email: z.string().trim().max(254).nullish(),
  phone: z.string().trim().max(40).nullish(),
  countryCode: z.string().max(2).nullish(),
  language: languageSchema.optional(),
});
export type DiscountCheckRequest = z.input<typeof discountCheckRequestSchema>;

/** What the cart needs to show the saving: the rule and the products it covers (computeOrderTotals). */
export const orderDiscountSchema = z.object({
  code: z.string(),
  rule: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), percentBasisPoints: z.number().int() }),
    z.object({ kind: z.literal('fixed'), amountHalalas: z.number().int() }),
    z.object({ kind: z.literal('free_shipping') }),
  ]),
  eligibleProductIds: z.array(z.string()),
  /** Whether it adds to automatic offers (decision 037). */
  combinable: z.boolean().optional(),
});

/** A refusal's reasons, for the shopper in their language (promotion-messages on the server). */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'inactive',
  'notStarted',
  'ended',
  'usedUp',
  'alreadyUsed',
  'minimumOrder',
  'notForTheseProducts',
  'firstOrderOnly',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** GET /api/admin/reports/discounts: Riyadh days, both included; the last 30 days by default. */
export const discountReportQuerySchema = inDayOrder(z.object(dayRangeShape));
export type DiscountReportQuery = z.input<typeof discountReportQuerySchema>;

/**
 * Sales before and after discounts, and revenue per code, over the orders that count as revenue
 * (not cancelled, payment neither failed nor refunded, online ones once paid). SAR.
 */
export const discountReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  ordersWithCode: z.number().int(),
  /** What the orders would have cost without their codes: totals plus discounts and waivers. */
  salesBeforeDiscounts: z.number(),
  /** Taken off goods by codes. */
  discounts: z.number(),
  /** Delivery waived by free-delivery codes. */
  shippingWaived: z.number(),
  /** What the orders cost: their totals. */
  salesAfterDiscounts: z.number(),
  codes: z.array(
    z.object({
      code: z.string(),
      orders: z.number().int(),
      discounts: z.number(),
      shippingWaived: z.number(),
      revenue: z.number(),
    }),
  ),
});
export type DiscountReport = z.infer<typeof discountReportSchema>;
