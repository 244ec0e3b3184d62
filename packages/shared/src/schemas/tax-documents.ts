import { z } from 'zod';
import {
  dayRangeShape,
  inDayOrder,
  isoDateSchema,
  limitQuerySchema,
  localizedTextSchema,
  pageQuerySchema,
} from './common.ts';
import { sellerProfileSchema } from './settings.ts';

/**
 * ZATCA tax documents (issue 18): the simplified tax invoice issued for each sale, and the credit
 * and debit notes that amend it. Issued documents never change; only their reporting to ZATCA
 * moves on. Amounts are SAR with two decimals, computed on the server from halalas.
 */

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit', 'debit'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * - not-required: phase 1 (QR only), nothing to report
 * - pending: to be reported (phase 2), or its last try failed and it is tried again
 * - reported: ZATCA accepted it
 * - warnings: ZATCA accepted it with warnings
 * - rejected: ZATCA refused it; a note must correct it
 * - failed: tried until the job gave up (ZATCA unreachable, credentials refused); retry by hand
 */
export const REPORTING_STATUSES = [
  'not-required',
  'pending',
  'reported',
  'warnings',
  'rejected',
  'failed',
] as const;
export type ReportingStatus = (typeof REPORTING_STATUSES)[number];

/** One of ZATCA's validation messages, as ZATCA worded it. */
export const zatcaMessageSchema = z.object({
  type: z.string(),
  code: z.string(),
  category: z.string(),
  message: z.string(),
  status: z.string(),
});
export type ZatcaMessage = z.infer<typeof zatcaMessageSchema>;

export const taxDocumentLineSchema = z.object({
  name: localizedTextSchema,
  quantity: z.number().int(),
  /** Before VAT. */
  unitPrice: z.number(),
  discount: z.number(),
  /** quantity × unit price − discount, before VAT. */
  net: z.number(),
  /** Percent, e.g. 15. */
  vatRate: z.number(),
  vat: z.number(),
  /** net + vat. */
  total: z.number(),
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLineSchema>;

export const taxDocumentTotalsSchema = z.object({
  /** Sum of the lines before VAT. */
  net: z.number(),
  discount: z.number(),
  /** Total before VAT. */
  taxExclusive: z.number(),
  vat: z.number(),
  /** Total with VAT. */
  taxInclusive: z.number(),
  /** What the buyer pays (taxInclusive + rounding). */
  payable: z.number(),
});
export type TaxDocumentTotals = z.infer<typeof taxDocumentTotalsSchema>;

export const taxDocumentReportingSchema = z.object({
  status: z.enum(REPORTING_STATUSES),
  attempts: z.number().int(),
  lastAttemptAt: isoDateSchema.nullable(),
  reportedAt: isoDateSchema.nullable(),
  /** ZATCA's own messages (warnings, errors), or why it could not be asked. */
  messages: z.array(zatcaMessageSchema),
});

/** A document as listed: what the admin filters and exports by. */
export const taxDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** The store's sequential number: INV-000001, CN-000001, DN-000001. */
  number: z.string(),
  uuid: z.string(),
  issuedAt: isoDateSchema,
  order: z.object({ id: z.string(), orderNumber: z.string() }),
  /** Notes: the invoice they amend. */
  original: z.object({ id: z.string(), number: z.string() }).nullable(),
  buyerName: z.string(),
  totals: taxDocumentTotalsSchema,
  reportingStatus: z.enum(REPORTING_STATUSES),
  /** A link to the PDF that works without signing in (signed): for the admin and the shopper. */
  pdfUrl: z.string(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

/** A whole document, as printed: everything ZATCA requires of a simplified tax invoice. */
export const taxDocumentSchema = taxDocumentSummarySchema.extend({
  /** ZATCA's invoice counter value (ICV). */
  counterValue: z.number().int(),
  /** Notes: why (a refund, a cancellation, a return, a price correction). */
  reason: z.string().nullable(),
  /** The seller as it was when the document was issued. */
  seller: sellerProfileSchema.omit({ einvoicingMode: true }),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  lines: z.array(taxDocumentLineSchema),
  /** The QR code's content: base64 of ZATCA's TLV fields (tags 1-5; 1-9 when signed). */
  qr: z.string(),
  /** phase1: QR only; phase2: also signed XML, chained by hash and reported. */
  mode: z.enum(['phase1', 'phase2']),
  /** Phase 2: base64 SHA-256 of the canonical XML, and the previous document's. */
  invoiceHash: z.string().nullable(),
  previousHash: z.string().nullable(),
  reporting: taxDocumentReportingSchema,
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

/** GET /api/admin/tax-documents (newest first) and its CSV export. */
export const taxDocumentsQuerySchema = inDayOrder(
  z.object({
    kind: z.enum(TAX_DOCUMENT_KINDS).optional(),
    reportingStatus: z.enum(REPORTING_STATUSES).optional(),
    /** A document or order number, or part of one. */
    search: z.string().trim().max(100).optional(),
    ...dayRangeShape,
    page: pageQuerySchema,
    limit: limitQuerySchema,
  }),
);
export type TaxDocumentsQuery = z.input<typeof taxDocumentsQuerySchema>;

/** What the list's totals add up to over all its pages, for reconciling with the reports. */
export const taxDocumentsTotalsSchema = z.object({
  invoices: z.object({
    count: z.number().int(),
    taxExclusive: z.number(),
    vat: z.number(),
    payable: z.number(),
  }),
  credits: z.object({
    count: z.number().int(),
    taxExclusive: z.number(),
    vat: z.number(),
    payable: z.number(),
  }),
  debits: z.object({
    count: z.number().int(),
    taxExclusive: z.number(),
    vat: z.number(),
    payable: z.number(),
  }),
});
export type TaxDocumentsTotals = z.infer<typeof taxDocumentsTotalsSchema>;

/** What the shopper sees of an order's documents (order lookup): the number and the PDF. */
export const publicTaxDocumentSchema = taxDocumentSummarySchema
  .pick({
    kind: true,
    number: true,
    issuedAt: true,
    pdfUrl: true,
  })
  .extend({ payable: z.number() });
export type PublicTaxDocument = z.infer<typeof publicTaxDocumentSchema>;

/**
 * POST /api/admin/tax-documents/{id}/notes: a credit or debit note amending an invoice by hand (a
 * price corrected down or up, a document ZATCA rejected). `amount`: SAR with VAT, at most two
 * decimals. `idempotencyKey`: one per note the admin means to issue, so a retry issues it once.
 */
export const taxNoteRequestSchema = z.object({
  kind: z.enum(['credit', 'debit']),
  amount: z
    .number()
    .positive({ error: 'must be more than 0' })
    .max(10_000_000, { error: 'is too large' })
    .refine((sar) => Math.abs(sar * 100 - Math.round(sar * 100)) < 1e-6, {
      error: 'must have at most two decimals',
    }),
  reason: z.string().trim().min(1, { error: 'is required' }).max(300),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'must be 8 to 100 letters, digits, - or _' }),
});
export type TaxNoteRequest = z.input<typeof taxNoteRequestSchema>;
