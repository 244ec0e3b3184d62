/** The invoicing module's face (ZATCA tax documents: records, numbering, lists): all that other code may import from it (README.md). */
export {
  type BuiltTaxDocument,
  type DocumentNumbering,
  INITIAL_CHAIN_HASH,
  issueTaxDocument,
  type IssueRequest,
  readChain,
  type TaxDocumentRow,
} from './issue-document.ts';
export type { IssuedBuyer, IssuedLine, IssuedTotals } from './invoicing.table.ts';
export { toPublicTaxDocument } from './tax-document-mapper.ts';
export { taxDocumentPdfRoutes, taxDocumentsAdminRoutes } from './tax-documents.routes.ts';
export {
  checkDocumentLinkTag,
  documentLinkTag,
  findTaxDocumentRow,
  getTaxDocument,
  taxDocumentRowsOfOrder,
  taxDocumentsOfOrders,
  taxDocumentsTotals,
} from './tax-documents.service.ts';
export {
  pendingReports,
  recordReportingAttempt,
  reopenReporting,
  reportingCounts,
} from './reporting.service.ts';
export { renderTaxDocumentPdf, type TaxDocumentPdfOptions } from './pdf/tax-document-pdf.ts';
