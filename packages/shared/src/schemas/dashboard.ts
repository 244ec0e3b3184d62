import { z } from 'zod';
import { adminOrderSummarySchema } from './admin-orders.ts';
import { isoDateSchema, localizedTextSchema } from './common.ts';
import { ORDER_STATUSES } from './orders.ts';

/**
 * GET /api/admin/dashboard. Revenue counts an order that is not cancelled and whose payment has
 * not failed or been refunded; an online (PayPal) order counts once it is paid, a cash-on-delivery
 * order from the moment it is placed (the cash is due on delivery). Days are Riyadh days.
 */
export const DASHBOARD_PERIODS = ['today', 'last7Days', 'last30Days'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** How many days each period covers, today included. */
export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = {
  today: 1,
  last7Days: 7,
  last30Days: 30,
};

export const periodFiguresSchema = z.object({
  /** SAR. */
  revenue: z.number(),
  /** Orders that count as revenue. */
  orders: z.number().int(),
  /** SAR; 0 without orders. */
  averageOrderValue: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const revenuePointSchema = z.object({
  /** YYYY-MM-DD in the store's time zone. */
  date: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const lowStockProductSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  image: z.string().nullable(),
  stock: z.number().int(),
  isActive: z.boolean(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

export const dashboardSchema = z.object({
  periods: z.object({
    today: periodFiguresSchema,
    last7Days: periodFiguresSchema,
    last30Days: periodFiguresSchema,
  }),
  /** Every status, over all orders (0 when none). */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** The last 30 days, oldest first, one point per day (0 when none). */
  revenueSeries: z.array(revenuePointSchema),
  recentOrders: z.array(adminOrderSummarySchema),
  lowStockThreshold: z.number().int(),
  lowStockProducts: z.array(lowStockProductSchema),
  timeZone: z.string(),
  generatedAt: isoDateSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
