import { and, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopperAccounts } from './accounts.table.ts';

/**
 * Which of these contacts (lower-case emails, E.164 phones) belong to a live account that
 * verified them: the admin's customer list tells account holders from guests by it.
 */
export async function liveAccountContacts(
  db: Db,
  emails: string[],
  phones: string[],
): Promise<Set<string>> {
  const conditions = [
    emails.length > 0
      ? and(inArray(shopperAccounts.email, emails), isNotNull(shopperAccounts.emailVerifiedAt))
      : undefined,
    phones.length > 0
      ? and(inArray(shopperAccounts.phone, phones), isNotNull(shopperAccounts.phoneVerifiedAt))
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return new Set();
  const rows = await db
    .select({ email: shopperAccounts.email, phone: shopperAccounts.phone })
    .from(shopperAccounts)
    .where(and(isNull(shopperAccounts.deletedAt), or(...conditions)));
  const found = new Set<string>();
  for (const row of rows) {
    if (row.email) found.add(row.email);
    if (row.phone) found.add(row.phone);
  }
  return found;
}
