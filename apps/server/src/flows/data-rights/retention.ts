import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, taxDocuments } from '../../db/schema.ts';
import { currentPrivacyPolicy } from '../../modules/privacy/index.ts';

/**
 * The end of the retention period (issue 22 point 6): the tax documents of erased buyers' orders
 * older than the years the policy states lose the buyer's name they were issued with, and their
 * XML (which names the buyer too). The amounts, numbers and hashes stay: the chain of documents
 * and the reports still read. Returns how many documents were cleared.
 */
export async function eraseBuyersPastRetention(db: Db, now: Date): Promise<number> {
  const { retentionYears } = await currentPrivacyPolicy(db);
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retentionYears);
  const expired = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.personalDataErasedAt), lt(orders.createdAt, cutoff)));
  const cleared = await db
    .update(taxDocuments)
    .set({ buyer: { name: '', email: '', phone: '' }, xml: null })
    .where(
      and(
        inArray(taxDocuments.orderId, expired),
        sql`(${taxDocuments.buyer}->>'name' <> '' or ${taxDocuments.xml} is not null)`,
      ),
    )
    .returning({ id: taxDocuments.id });
  return cleared.length;
}
