import type { TFunction } from '../../../lib/i18n/translation-keys.ts';
import type { Transaction, TransactionsQuery } from '@store/shared/schemas/payments';
import type { CsvColumn } from '../../../lib/csv-download.ts';
import type { ListResult } from '../../../lib/api-client.ts';

/** The export reads the filtered list page by page, up to this many rows. */
export const EXPORT_MAX_ROWS = 5_000;
const EXPORT_PAGE_SIZE = 100;

/** "2026-11-21 00:30" in Riyadh time: sortable, and what the merchant sees on screen. */
export function riyadhTimestamp(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Columns for accounting: amounts as plain decimals, ids as they are, headers in the page language. */
export function transactionCsvColumns(t: TFunction<'adminSystem'>): CsvColumn<Transaction>[] {
  return [
    { label: t('payments.csv.date'), value: (row) => riyadhTimestamp(row.createdAt) },
    { label: t('payments.csv.order'), value: (row) => row.order.orderNumber },
    { label: t('payments.csv.customer'), value: (row) => row.order.customerName },
    { label: t('payments.csv.email'), value: (row) => row.order.customerEmail },
    {
      label: t('payments.csv.method'),
      value: (row) =>
        t(
          `payments.methods.${row.method === 'cod' ? 'cod' : row.simulated ? 'simulator' : 'paypal'}`,
        ),
    },
    {
      label: t('payments.csv.status'),
      value: (row) =>
        row.method === 'cod' && row.status === 'captured'
          ? t('payments.statuses.collected')
          : t(`payments.statuses.${row.status}`),
    },
    { label: t('payments.csv.amount'), value: (row) => row.amount.toFixed(2) },
    { label: t('payments.csv.currency'), value: (row) => row.settlement?.currency },
    { label: t('payments.csv.charged'), value: (row) => row.settlement?.amount },
    { label: t('payments.csv.rate'), value: (row) => row.settlement?.rate },
    { label: t('payments.csv.providerOrderId'), value: (row) => row.providerOrderId },
    { label: t('payments.csv.captureId'), value: (row) => row.captureId },
    { label: t('payments.csv.refundId'), value: (row) => row.refundId },
  ];
}

/** Every transaction matching the filters (not only the page shown), up to EXPORT_MAX_ROWS. */
export async function fetchAllTransactions(
  query: TransactionsQuery,
  fetchPage: (query: TransactionsQuery) => Promise<ListResult<Transaction>>,
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
    const result = await fetchPage({
      ...query,
      page: String(page),
      limit: String(EXPORT_PAGE_SIZE),
    });
    rows.push(...result.items);
    if (!result.pagination.hasNext) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}
