import { halalasToSar } from '@store/shared/money';
import type {
  PublicTaxDocument,
  TaxDocument,
  TaxDocumentSummary,
} from '@store/shared/schemas/tax-documents';
import type { TaxDocumentRow } from './issue-document.ts';

/** The path of a document's PDF; `tag` proves the store made the link (documentLinkTag). */
export function pdfPath(row: Pick<TaxDocumentRow, 'id'>, tag: string): string {
  return `/api/tax-documents/${row.id}/pdf?t=${tag}`;
}

/** What other rows a document is shown with: its order's number and, for a note, its invoice's. */
export interface DocumentContext {
  orderNumber: string;
  original: { id: string; number: string } | null;
  /** The signed link tag of this document's PDF. */
  tag: string;
}

function totalsOf(row: TaxDocumentRow) {
  const t = row.totals;
  return {
    net: halalasToSar(t.netHalalas),
    discount: halalasToSar(t.discountHalalas),
    taxExclusive: halalasToSar(t.taxExclusiveHalalas),
    vat: halalasToSar(t.vatHalalas),
    taxInclusive: halalasToSar(t.taxInclusiveHalalas),
    payable: halalasToSar(t.payableHalalas),
  };
}

export function toTaxDocumentSummary(
  row: TaxDocumentRow,
  context: DocumentContext,
): TaxDocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    uuid: row.uuid,
    issuedAt: row.issuedAt.toISOString(),
    order: { id: row.orderId, orderNumber: context.orderNumber },
    original: context.original,
    buyerName: row.buyer.name,
    totals: totalsOf(row),
    reportingStatus: row.reportingStatus,
    pdfUrl: pdfPath(row, context.tag),
  };
}

export function toTaxDocument(row: TaxDocumentRow, context: DocumentContext): TaxDocument {
  return {
    ...toTaxDocumentSummary(row, context),
    counterValue: row.counterValue,
    reason: row.reason,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: halalasToSar(line.unitPriceHalalas),
      discount: halalasToSar(line.discountHalalas),
      net: halalasToSar(line.netHalalas),
      vatRate: line.vatRateBasisPoints / 100,
      vat: halalasToSar(line.vatHalalas),
      total: halalasToSar(line.totalHalalas),
    })),
    qr: row.qr,
    mode: row.mode,
    invoiceHash: row.invoiceHash,
    previousHash: row.previousHash,
    reporting: {
      status: row.reportingStatus,
      attempts: row.reportingAttempts,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      reportedAt: row.reportedAt?.toISOString() ?? null,
      messages: row.reportingMessages,
    },
  };
}

export function toPublicTaxDocument(row: TaxDocumentRow, tag: string): PublicTaxDocument {
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    pdfUrl: pdfPath(row, tag),
    payable: halalasToSar(row.payableHalalas),
  };
}
