import type { TaxDocumentsQuery } from '@store/shared/schemas/tax-documents';
import { apiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/csv-download.ts';

/**
 * GET /api/admin/tax-documents/export: the server's CSV of every document the filters match, saved
 * under the name the server gives it (or one with today's date).
 */
export async function exportTaxDocuments(
  query: Omit<TaxDocumentsQuery, 'page' | 'limit'>,
): Promise<void> {
  const file = await apiFile('/admin/tax-documents/export', { query: { ...query } });
  const stamp = new Date().toISOString().slice(0, 10);
  saveFile(file.fileName ?? `tax-documents-${stamp}.csv`, file.blob);
}
