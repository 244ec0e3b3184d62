import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  REPORTING_STATUSES,
  TAX_DOCUMENT_KINDS,
  type ZatcaMessage,
} from '@store/shared/schemas/tax-documents';
import type { SellerProfile } from '@store/shared/schemas/settings';
import { orders } from '../orders/orders.table.ts';
import { createdAtColumn } from '../../db/columns.ts';

/** A line as issued, in halalas: what the printed document and the XML both say. */
export interface IssuedLine {
  name: { en: string; ar: string };
  quantity: number;
  unitPriceHalalas: number;
  discountHalalas: number;
  netHalalas: number;
  vatRateBasisPoints: number;
  vatHalalas: number;
  totalHalalas: number;
}

export interface IssuedTotals {
  netHalalas: number;
  discountHalalas: number;
  taxExclusiveHalalas: number;
  vatHalalas: number;
  taxInclusiveHalalas: number;
  payableHalalas: number;
}

export interface IssuedBuyer {
  name: string;
  email: string;
  phone: string;
}

/**
 * The store's tax invoices and the notes that amend them (issue 18). A row is written once, when
 * the document is issued, and its content never changes; only its reporting to ZATCA moves on.
 * `source_key` names what caused it (an order paid, a refund), so an event handled twice issues
 * one document.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull().unique(),
    uuid: uuid('uuid').notNull().unique(),
    /** ZATCA's invoice counter value (ICV): 1, 2, 3… across all kinds, with no gap. */
    counterValue: integer('counter_value').notNull().unique(),
    sourceKey: text('source_key').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The order's number as it was issued for (order numbers never change). */
    orderNumber: text('order_number').notNull(),
    /** Notes: the invoice they amend. */
    originalId: uuid('original_id'),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: ['phase1', 'phase2'] }).notNull(),
    seller: jsonb('seller').$type<Omit<SellerProfile, 'einvoicingMode'>>().notNull(),
    buyer: jsonb('buyer').$type<IssuedBuyer>().notNull(),
    lines: jsonb('lines').$type<IssuedLine[]>().notNull(),
    totals: jsonb('totals').$type<IssuedTotals>().notNull(),
    /** Sums kept as columns too, for the list's totals and the reports. */
    taxExclusiveHalalas: integer('tax_exclusive_halalas').notNull(),
    vatHalalas: integer('vat_halalas').notNull(),
    payableHalalas: integer('payable_halalas').notNull(),
    /** The QR code's content: base64 of the TLV fields. */
    qr: text('qr').notNull(),
    /** Phase 2: the signed UBL XML, its hash and the previous document's. */
    xml: text('xml'),
    invoiceHash: text('invoice_hash'),
    previousHash: text('previous_hash'),
    reportingStatus: text('reporting_status', { enum: REPORTING_STATUSES }).notNull(),
    reportingAttempts: integer('reporting_attempts').notNull().default(0),
    reportingMessages: jsonb('reporting_messages').$type<ZatcaMessage[]>().notNull().default([]),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_idx').on(t.issuedAt),
    index('tax_documents_reporting_idx').on(t.reportingStatus),
  ],
);

/**
 * The one row that orders issuing: locked while a document is numbered and chained, so numbers
 * and the hash chain have no gap and no fork, whatever the instances and the concurrency.
 */
export const taxDocumentChain = pgTable('tax_document_chain', {
  id: text('id').primaryKey(),
  lastCounter: integer('last_counter').notNull().default(0),
  invoiceSeq: integer('invoice_seq').notNull().default(0),
  creditSeq: integer('credit_seq').notNull().default(0),
  debitSeq: integer('debit_seq').notNull().default(0),
  /** The last phase 2 document's hash; ZATCA's initial hash until the first one. */
  lastHash: text('last_hash').notNull(),
});
