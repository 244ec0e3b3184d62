import { apiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/csv-download.ts';

/** GET /api/admin/tax-documents/{id}/xml: the signed UBL XML of a phase 2 document, saved. */
export async function downloadTaxDocumentXml(id: string, number: string): Promise<void> {
  const file = await apiFile(`/admin/tax-documents/${encodeURIComponent(id)}/xml`);
  saveFile(file.fileName ?? `${number}.xml`, file.blob);
}
