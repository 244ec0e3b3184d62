import type { TFunction } from '../../../lib/i18n/translation-keys.ts';
import type { PaymentReport, PaymentReportPeriod } from '@store/shared/schemas/payment-reports';
import type { CsvColumn } from '../../../lib/csv-download.ts';

/** Amounts as plain decimals ("1234.50") so a spreadsheet can sum them; SAR throughout. */
const sar = (amount: number) => amount.toFixed(2);

/** The columns of the report's CSV, headed in the page language; one row per period. */
export function reportCsvColumns(t: TFunction<'adminSystem'>): CsvColumn<PaymentReportPeriod>[] {
  return [
    { label: t('paymentReports.csv.period'), value: (row) => row.period },
    { label: t('paymentReports.csv.orders'), value: (row) => row.count },
    { label: t('paymentReports.csv.amount'), value: (row) => sar(row.amount) },
    { label: t('paymentReports.csv.paidOrders'), value: (row) => row.paidCount },
    { label: t('paymentReports.csv.paid'), value: (row) => sar(row.paidAmount) },
    { label: t('paymentReports.csv.refunded'), value: (row) => sar(row.refundedAmount) },
    { label: t('paymentReports.csv.moyasarOrders'), value: (row) => row.moyasarCount },
    { label: t('paymentReports.csv.moyasar'), value: (row) => sar(row.moyasarAmount) },
    { label: t('paymentReports.csv.tabbyOrders'), value: (row) => row.tabbyCount },
    { label: t('paymentReports.csv.tabby'), value: (row) => sar(row.tabbyAmount) },
    { label: t('paymentReports.csv.paypalOrders'), value: (row) => row.paypalCount },
    { label: t('paymentReports.csv.paypal'), value: (row) => sar(row.paypalAmount) },
    { label: t('paymentReports.csv.codOrders'), value: (row) => row.codCount },
    { label: t('paymentReports.csv.cod'), value: (row) => sar(row.codAmount) },
  ];
}

export function reportFileName(report: Pick<PaymentReport, 'groupBy' | 'from' | 'to'>): string {
  return `payment-report-${report.groupBy}-${report.from}-to-${report.to}.csv`;
}

/** How many periods a range holds, to refuse one the server would (MAX_REPORT_PERIODS). */
export function periodCount(from: string, to: string, groupBy: PaymentReport['groupBy']): number {
  const days =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (groupBy === 'day') return days;
  if (groupBy === 'week') return Math.ceil(days / 7) + 1;
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}
