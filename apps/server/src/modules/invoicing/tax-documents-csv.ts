import Papa from 'papaparse';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import type { TaxDocument } from '@store/shared/schemas/tax-documents';

const COLUMNS: [label: string, value: (doc: TaxDocument) => string | number][] = [
  ['Number', (doc) => doc.number],
  ['Kind', (doc) => doc.kind],
  ['Issued (Riyadh)', (doc) => formatStoreDate(doc.issuedAt, 'en-GB', 'dateTime')],
  ['Order', (doc) => doc.order.orderNumber],
  ['Amends', (doc) => doc.original?.number ?? ''],
  ['Reason', (doc) => doc.reason ?? ''],
  ['Buyer', (doc) => doc.buyer.name],
  ['Total before VAT (SAR)', (doc) => doc.totals.taxExclusive.toFixed(2)],
  ['VAT (SAR)', (doc) => doc.totals.vat.toFixed(2)],
  ['Total with VAT (SAR)', (doc) => doc.totals.payable.toFixed(2)],
  ['Reporting', (doc) => doc.reporting.status],
  ['Counter (ICV)', (doc) => doc.counterValue],
  ['UUID', (doc) => doc.uuid],
];

/** The CSV's header line, with the byte-order mark Excel needs to read Arabic. */
export function taxDocumentsCsvHeader(): string {
  return `\uFEFF${Papa.unparse([COLUMNS.map(([label]) => label)], { newline: '\r\n' })}\r\n`;
}

/** Lines of documents; a cell starting with = + - @ is escaped so no spreadsheet runs it. */
export function taxDocumentsCsvRows(documents: TaxDocument[]): string {
  if (documents.length === 0) return '';
  const data = documents.map((doc) => COLUMNS.map(([, value]) => value(doc)));
  return `${Papa.unparse(data, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
