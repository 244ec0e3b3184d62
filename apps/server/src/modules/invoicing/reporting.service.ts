import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ReportingStatus, ZatcaMessage } from '@store/shared/schemas/tax-documents';
import type { Db } from '../../db/client.ts';
import type { TaxDocumentRow } from './issue-document.ts';
import { taxDocuments } from './invoicing.table.ts';

/**
 * What came of asking ZATCA to take a document: its status, ZATCA's messages (or why it could not
 * be asked) and one more attempt counted. Only the reporting columns change; the document never.
 */
export async function recordReportingAttempt(
  db: Db,
  id: string,
  outcome: { status: ReportingStatus; messages: ZatcaMessage[]; at: Date },
): Promise<TaxDocumentRow | null> {
  const reported = outcome.status === 'reported' || outcome.status === 'warnings';
  const [row] = await db
    .update(taxDocuments)
    .set({
      reportingStatus: outcome.status,
      reportingMessages: outcome.messages,
      reportingAttempts: sqlIncrement(),
      lastAttemptAt: outcome.at,
      ...(reported ? { reportedAt: outcome.at } : {}),
    })
    .where(eq(taxDocuments.id, id))
    .returning();
  return row ?? null;
}

function sqlIncrement() {
  return sql`${taxDocuments.reportingAttempts} + 1`;
}

/** A document given up on (failed) goes back to pending when the merchant asks again. */
export async function reopenReporting(db: Db, id: string): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .update(taxDocuments)
    .set({ reportingStatus: 'pending' })
    .where(
      and(eq(taxDocuments.id, id), inArray(taxDocuments.reportingStatus, ['pending', 'failed'])),
    )
    .returning();
  return row ?? null;
}

/** Pending documents not tried since `before` (or never): what the sweep hands to the reporter. */
export async function pendingReports(db: Db, before: Date, limit = 100): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.reportingStatus, 'pending'),
        or(isNull(taxDocuments.lastAttemptAt), lt(taxDocuments.lastAttemptAt, before)),
      ),
    )
    .orderBy(asc(taxDocuments.counterValue))
    .limit(limit);
}

/** How many documents wait to be reported, and how many were given up on. */
export async function reportingCounts(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: taxDocuments.reportingStatus, count: sql<number>`count(*)::int` })
    .from(taxDocuments)
    .where(inArray(taxDocuments.reportingStatus, ['pending', 'failed']))
    .groupBy(taxDocuments.reportingStatus);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: of('pending'), failed: of('failed') };
}
