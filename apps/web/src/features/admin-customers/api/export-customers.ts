import type { AdminCustomerListQuery } from '@store/shared/schemas/admin-orders';
import { apiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/csv-download.ts';

/**
 * GET /api/admin/customers/export: the server's CSV of every customer the search matches (account
 * holders and guests), saved under the name the server gives it.
 */
export async function exportCustomers(
  query: Omit<AdminCustomerListQuery, 'page' | 'limit'>,
): Promise<void> {
  const file = await apiFile('/admin/customers/export', { query: { ...query } });
  const stamp = new Date().toISOString().slice(0, 10);
  saveFile(file.fileName ?? `customers-${stamp}.csv`, file.blob);
}
