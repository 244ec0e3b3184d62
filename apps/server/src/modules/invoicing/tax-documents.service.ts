import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { halalasToSar } from '@store/shared/money';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type {
  TaxDocument,
  TaxDocumentKind,
  TaxDocumentsQuery,
  TaxDocumentSummary,
  TaxDocumentsTotals,
} from '@store/shared/schemas/tax-documents';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../settings/index.ts';
import { storeDayEnd, storeDayStart } from '../../time/store-calendar.ts';
import type { TaxDocumentRow } from './issue-document.ts';
import { taxDocuments } from './invoicing.table.ts';
import { toTaxDocument, toTaxDocumentSummary } from './tax-document-mapper.ts';

export type TaxDocumentFilters = Omit<TaxDocumentsQuery, 'page' | 'limit'> & {
  page: number;
  limit: number;
};

const LINK_PURPOSE = 'tax-document-pdf';

/** The tag that opens a document's PDF without signing in (sent to the shopper). */
export function documentLinkTag(box: SecretBox, id: string): string {
  return box.tag(LINK_PURPOSE, id);
}

export function checkDocumentLinkTag(box: SecretBox, id: string, tag: string): boolean {
  return box.checkTag(LINK_PURPOSE, id, tag);
}

const original = alias(taxDocuments, 'original');

function whereOf(filters: Omit<TaxDocumentFilters, 'page' | 'limit'>): SQL | undefined {
  const search = filters.search ? `%${filters.search.replace(/[%_\\]/g, '\\$&')}%` : null;
  return and(
    filters.kind ? eq(taxDocuments.kind, filters.kind) : undefined,
    filters.reportingStatus ? eq(taxDocuments.reportingStatus, filters.reportingStatus) : undefined,
    filters.from ? gte(taxDocuments.issuedAt, storeDayStart(filters.from)) : undefined,
    filters.to ? lt(taxDocuments.issuedAt, storeDayEnd(filters.to)) : undefined,
    search
      ? or(ilike(taxDocuments.number, search), ilike(taxDocuments.orderNumber, search))
      : undefined,
  );
}

function selection() {
  return {
    document: taxDocuments,
    originalId: original.id,
    originalNumber: original.number,
  };
}

type Selected = {
  document: TaxDocumentRow;
  originalId: string | null;
  originalNumber: string | null;
};

function contextOf(row: Selected, box: SecretBox) {
  return {
    orderNumber: row.document.orderNumber,
    original:
      row.originalId && row.originalNumber
        ? { id: row.originalId, number: row.originalNumber }
        : null,
    tag: documentLinkTag(box, row.document.id),
  };
}

function baseQuery(db: Db) {
  return db
    .select(selection())
    .from(taxDocuments)
    .leftJoin(original, eq(original.id, taxDocuments.originalId));
}

/** The documents, newest first (by counter value, which follows issue order exactly). */
export async function listTaxDocuments(
  db: Db,
  box: SecretBox,
  filters: TaxDocumentFilters,
): Promise<{ items: TaxDocumentSummary[]; pagination: Pagination }> {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(taxDocuments.counterValue))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ value: count() }).from(taxDocuments).where(where),
  ]);
  return {
    items: rows.map((row) => toTaxDocumentSummary(row.document, contextOf(row, box))),
    pagination: paginationOf(filters.page, filters.limit, total?.value ?? 0),
  };
}

/** Counts and sums per kind over every page of the filtered list. */
export async function taxDocumentsTotals(
  db: Db,
  filters: Omit<TaxDocumentFilters, 'page' | 'limit'>,
): Promise<TaxDocumentsTotals> {
  const rows = await db
    .select({
      kind: taxDocuments.kind,
      count: sql<number>`count(*)::int`,
      taxExclusive: sql<number>`coalesce(sum(${taxDocuments.taxExclusiveHalalas}), 0)::int`,
      vat: sql<number>`coalesce(sum(${taxDocuments.vatHalalas}), 0)::int`,
      payable: sql<number>`coalesce(sum(${taxDocuments.payableHalalas}), 0)::int`,
    })
    .from(taxDocuments)
    .where(whereOf(filters))
    .groupBy(taxDocuments.kind);
  const of = (kind: TaxDocumentKind) => {
    const row = rows.find((r) => r.kind === kind);
    return {
      count: Number(row?.count ?? 0),
      taxExclusive: halalasToSar(Number(row?.taxExclusive ?? 0)),
      vat: halalasToSar(Number(row?.vat ?? 0)),
      payable: halalasToSar(Number(row?.payable ?? 0)),
    };
  };
  return { invoices: of('invoice'), credits: of('credit'), debits: of('debit') };
}

/** Every document of the filtered list, oldest first, in pages of `batch` (the CSV export). */
export async function* allTaxDocuments(
  db: Db,
  box: SecretBox,
  filters: Omit<TaxDocumentFilters, 'page' | 'limit'>,
  batch = 500,
): AsyncGenerator<TaxDocument[]> {
  let after = 0;
  for (;;) {
    const rows = await baseQuery(db)
      .where(and(whereOf(filters), sql`${taxDocuments.counterValue} > ${after}`))
      .orderBy(asc(taxDocuments.counterValue))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => toTaxDocument(row.document, contextOf(row, box)));
    after = rows.at(-1)!.document.counterValue;
  }
}

export async function findTaxDocumentRow(db: Db, id: string): Promise<TaxDocumentRow | null> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row ?? null;
}

export async function getTaxDocument(
  db: Db,
  box: SecretBox,
  id: string,
): Promise<TaxDocument | null> {
  const [row] = await baseQuery(db).where(eq(taxDocuments.id, id));
  return row ? toTaxDocument(row.document, contextOf(row, box)) : null;
}

/** An order's documents, oldest first. */
export async function taxDocumentsOfOrders(
  db: Db,
  box: SecretBox,
  orderIds: string[],
): Promise<TaxDocumentSummary[]> {
  if (orderIds.length === 0) return [];
  const rows = await baseQuery(db)
    .where(inArray(taxDocuments.orderId, orderIds))
    .orderBy(asc(taxDocuments.counterValue));
  return rows.map((row) => toTaxDocumentSummary(row.document, contextOf(row, box)));
}

/** An order's documents as rows (for the shopper's links and for notes). */
export async function taxDocumentRowsOfOrder(db: Db, orderId: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.counterValue));
}
