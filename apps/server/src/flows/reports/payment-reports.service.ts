import { sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@store/shared/schemas/orders';
import {
  MAX_REPORT_PERIODS,
  type PaymentReport,
  type PaymentReportPeriod,
  type ReportGrouping,
} from '@store/shared/schemas/payment-reports';
import { STORE_TIME_ZONE } from '@store/shared/schemas/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ERROR_CODES } from '@store/shared/errors';
import { minorDigits, SIMULATOR_PROVIDER } from '../../modules/payments/index.ts';
import { addStoreDays, storeDayOf, storeDayEnd, storeDayStart } from '../../time/store-calendar.ts';
import { taxDocumentsTotals } from '../../modules/invoicing/index.ts';

/** Default range: the 30 days up to today (Riyadh). */
const DEFAULT_RANGE_DAYS = 30;

/**
 * The first day of the period a Riyadh date falls in. Weeks start on Sunday: the Saudi working
 * week runs Sunday to Thursday, with Friday and Saturday the weekend (since 2013).
 */
export function periodStart(date: string, groupBy: ReportGrouping): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'month') return `${date.slice(0, 8)}01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addStoreDays(date, -weekday);
}

function nextPeriod(start: string, groupBy: ReportGrouping): string {
  if (groupBy === 'day') return addStoreDays(start, 1);
  if (groupBy === 'week') return addStoreDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}

/** The periods covering [from, to], oldest first. */
export function periodsOf(from: string, to: string, groupBy: ReportGrouping): string[] {
  const periods: string[] = [];
  for (let p = periodStart(from, groupBy); p <= to; p = nextPeriod(p, groupBy)) {
    periods.push(p);
    if (periods.length > MAX_REPORT_PERIODS) break;
  }
  return periods;
}

/** Riyadh local time of created_at, truncated to the period's first day, as YYYY-MM-DD. */
function periodSql(groupBy: ReportGrouping): SQL {
  const local = sql`(o.created_at at time zone ${STORE_TIME_ZONE})`;
  const start =
    groupBy === 'week'
      ? sql`date_trunc('week', ${local} + interval '1 day') - interval '1 day'`
      : groupBy === 'month'
        ? sql`date_trunc('month', ${local})`
        : sql`date_trunc('day', ${local})`;
  return sql`to_char(${start}, 'YYYY-MM-DD')`;
}

interface GroupRow {
  period: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  cancelled: boolean;
  count: number | string;
  amount_halalas: number | string;
  /** Refunds that succeeded, full or partial (the refunds table). */
  refunded_halalas: number | string;
}

interface Figures {
  count: number;
  amount: number;
  paidCount: number;
  paidAmount: number;
  refundedAmount: number;
}

function emptyFigures(): Figures {
  return { count: 0, amount: 0, paidCount: 0, paidAmount: 0, refundedAmount: 0 };
}

/** Adds a group of orders; halalas are summed as integers and turned into SAR at the end. */
function add(figures: Figures, row: GroupRow): void {
  const count = Number(row.count);
  const halalas = Number(row.amount_halalas);
  if (!row.cancelled) {
    figures.count += count;
    figures.amount += halalas;
  }
  if (row.payment_status === 'paid') {
    figures.paidCount += count;
    figures.paidAmount += halalas;
  }
  figures.refundedAmount += Number(row.refunded_halalas);
}

function inSar<T extends Figures>(figures: T): T {
  return {
    ...figures,
    amount: figures.amount / 100,
    paidAmount: figures.paidAmount / 100,
    refundedAmount: figures.refundedAmount / 100,
  };
}

export interface PaymentReportInput {
  groupBy: ReportGrouping;
  from?: string;
  to?: string;
}

/**
 * Orders and their payments per period of the Riyadh calendar: `count`/`amount` are orders placed
 * and not cancelled, `paid…` what was received (payment status paid), `refundedAmount` what was
 * paid back (every refund that succeeded, full or partial, by the day its order was placed). By
 * status counts every order, cancelled ones included.
 */
export async function paymentReport(
  db: Db,
  input: PaymentReportInput,
  now: Date = new Date(),
): Promise<PaymentReport> {
  const to =
    input.to ?? (input.from && input.from > storeDayOf(now) ? input.from : storeDayOf(now));
  const from = input.from ?? addStoreDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const periods = periodsOf(from, to, input.groupBy);
  if (periods.length > MAX_REPORT_PERIODS) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      `The range holds more than ${MAX_REPORT_PERIODS} periods: choose a shorter range or a longer period`,
    );
  }
  const start = storeDayStart(from).toISOString();
  const end = storeDayEnd(to).toISOString();
  const inRange = sql`o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz`;

  const [grouped, settled, documents] = await Promise.all([
    db.execute(sql`
      select ${periodSql(input.groupBy)} as period, o.payment_method, o.payment_status,
        (o.status = 'cancelled') as cancelled, count(*)::int as count,
        sum(o.total_halalas)::bigint as amount_halalas,
        coalesce(sum(r.refunded), 0)::bigint as refunded_halalas
      from orders o
      left join (
        select order_id, sum(amount_halalas) as refunded from refunds
        where status = 'succeeded' group by order_id
      ) r on r.order_id = o.id
      where ${inRange}
      group by 1, 2, 3, 4`),
    db.execute(sql`
      select p.settlement_currency as currency, (p.provider = ${SIMULATOR_PROVIDER}) as simulated,
        count(*)::int as count, sum(p.charged_amount_minor)::bigint as amount_minor
      from payments p join orders o on o.id = p.order_id
      where ${inRange} and p.status = 'captured'
      group by 1, 2 order by 1, 2`),
    taxDocumentsTotals(db, { from, to }),
  ]);
  const rows = (grouped as unknown as { rows: GroupRow[] }).rows;

  const byPeriod = new Map(
    periods.map((period) => [
      period,
      {
        ...emptyFigures(),
        moyasarCount: 0,
        moyasarAmount: 0,
        tabbyCount: 0,
        tabbyAmount: 0,
        paypalCount: 0,
        paypalAmount: 0,
        codCount: 0,
        codAmount: 0,
      },
    ]),
  );
  const totals = emptyFigures();
  const byMethod = new Map(PAYMENT_METHODS.map((method) => [method, emptyFigures()]));
  const byStatus = new Map(PAYMENT_STATUSES.map((status) => [status, { count: 0, amount: 0 }]));
  for (const row of rows) {
    const period = byPeriod.get(row.period);
    if (period) {
      add(period, row);
      if (!row.cancelled) {
        const method = row.payment_method as PaymentMethod;
        period[`${method}Count`] += Number(row.count);
        period[`${method}Amount`] += Number(row.amount_halalas);
      }
    }
    add(totals, row);
    const method = byMethod.get(row.payment_method);
    if (method) add(method, row);
    const status = byStatus.get(row.payment_status);
    if (status) {
      status.count += Number(row.count);
      status.amount += Number(row.amount_halalas);
    }
  }

  const series: PaymentReportPeriod[] = [...byPeriod].map(([period, figures]) => ({
    period,
    ...inSar(figures),
    moyasarAmount: figures.moyasarAmount / 100,
    tabbyAmount: figures.tabbyAmount / 100,
    paypalAmount: figures.paypalAmount / 100,
    codAmount: figures.codAmount / 100,
  }));
  return {
    groupBy: input.groupBy,
    from,
    to,
    timeZone: STORE_TIME_ZONE,
    series,
    totals: inSar(totals),
    byMethod: [...byMethod].map(([method, figures]) => ({ method, ...inSar(figures) })),
    byStatus: [...byStatus].map(([status, figures]) => ({
      status,
      count: figures.count,
      amount: figures.amount / 100,
    })),
    settlement: (
      settled as unknown as {
        rows: {
          currency: string;
          simulated: boolean;
          count: number;
          amount_minor: string | number;
        }[];
      }
    ).rows.map((row) => ({
      currency: row.currency,
      simulated: Boolean(row.simulated),
      count: Number(row.count),
      amount: Number(row.amount_minor) / 10 ** minorDigits(row.currency),
    })),
    taxDocuments: documents,
  };
}
