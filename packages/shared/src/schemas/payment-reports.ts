import { z } from 'zod';
import { dayRangeShape, inDayOrder } from './common.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.ts';
import { taxDocumentsTotalsSchema } from './tax-documents.ts';

/**
 * GET /api/admin/reports/payments: orders and their payments per day, week or month of the Riyadh
 * calendar. Weeks run Sunday to Saturday, as the Saudi working week (Friday and Saturday weekend).
 */
export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** At most this many periods in one report, so one request cannot ask for decades of days. */
export const MAX_REPORT_PERIODS = 400;

export const paymentReportQuerySchema = inDayOrder(
  z.object({
    groupBy: z.enum(REPORT_GROUPINGS, { error: 'must be day, week or month' }).default('day'),
    // Default: the 30 days up to today.
    ...dayRangeShape,
  }),
);
export type PaymentReportQuery = z.input<typeof paymentReportQuerySchema>;

const figuresSchema = z.object({
  /** Orders placed and not cancelled. */
  count: z.number().int(),
  /** SAR, orders placed and not cancelled (any payment status). */
  amount: z.number(),
  paidCount: z.number().int(),
  /** SAR actually received: payment status paid. */
  paidAmount: z.number(),
  refundedAmount: z.number(),
});

export const paymentReportPeriodSchema = figuresSchema.extend({
  /** First day of the period (YYYY-MM-DD, Riyadh). */
  period: z.string(),
  moyasarCount: z.number().int(),
  moyasarAmount: z.number(),
  tabbyCount: z.number().int(),
  tabbyAmount: z.number(),
  paypalCount: z.number().int(),
  paypalAmount: z.number(),
  codCount: z.number().int(),
  codAmount: z.number(),
});
export type PaymentReportPeriod = z.infer<typeof paymentReportPeriodSchema>;

export const paymentReportSchema = z.object({
  groupBy: z.enum(REPORT_GROUPINGS),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Every period of the range, empty ones included, oldest first. */
  series: z.array(paymentReportPeriodSchema),
  totals: figuresSchema,
  byMethod: z.array(figuresSchema.extend({ method: z.enum(PAYMENT_METHODS) })),
  byStatus: z.array(
    z.object({ status: z.enum(PAYMENT_STATUSES), count: z.number().int(), amount: z.number() }),
  ),
  /** What PayPal captured, per settlement currency (in its units); simulator captures apart. */
  settlement: z.array(
    z.object({
      currency: z.string(),
      simulated: z.boolean(),
      count: z.number().int(),
      amount: z.number(),
    }),
  ),
  /**
   * The tax invoices and notes issued in the same days, to reconcile with: what the invoices
   * total, less the credit notes, plus the debit notes, is the money the store kept of the sales
   * it invoiced.
   */
  taxDocuments: taxDocumentsTotalsSchema,
});
export type PaymentReport = z.infer<typeof paymentReportSchema>;
