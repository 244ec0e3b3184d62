import { and, desc, eq } from 'drizzle-orm';
import type { ConsentPurpose, ConsentRecord } from '@store/shared/schemas/privacy';
import type { Db } from '../../db/client.ts';
import { currentPrivacyPolicy } from './privacy-policy.service.ts';
import { consentRecords } from './privacy.table.ts';

/** Whose consent: an account, or a guest's email or E.164 phone. */
export type ConsentHolder = { accountId: string } | { subject: string };

export interface ConsentInput {
  purpose: ConsentPurpose;
  granted: boolean;
  /** The sentence shown next to the box, exactly, in `language`. */
  wording: string;
  language: 'en' | 'ar';
}

function holderCondition(holder: ConsentHolder) {
  return 'accountId' in holder
    ? eq(consentRecords.accountId, holder.accountId)
    : eq(consentRecords.subject, holder.subject);
}

/** Appends a consent given or withdrawn, naming the policy version in force. */
export async function recordConsent(
  db: Db,
  holder: ConsentHolder,
  input: ConsentInput,
): Promise<void> {
  const policy = await currentPrivacyPolicy(db);
  await db.insert(consentRecords).values({
    accountId: 'accountId' in holder ? holder.accountId : null,
    subject: 'subject' in holder ? holder.subject : null,
    purpose: input.purpose,
    granted: input.granted,
    wording: input.wording,
    language: input.language,
    policyVersion: policy.version,
  });
}

/** Whether the latest record of this purpose is a consent (none recorded: no consent). */
export async function hasConsent(
  db: Db,
  holder: ConsentHolder,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const [latest] = await db
    .select({ granted: consentRecords.granted })
    .from(consentRecords)
    .where(and(holderCondition(holder), eq(consentRecords.purpose, purpose)))
    .orderBy(desc(consentRecords.recordedAt))
    .limit(1);
  return latest?.granted ?? false;
}

/** Every record of the holder, oldest first: the data export's "consents". */
export async function consentHistory(db: Db, holder: ConsentHolder): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(holderCondition(holder))
    .orderBy(consentRecords.recordedAt);
  return rows.map((row) => ({
    purpose: row.purpose as ConsentPurpose,
    granted: row.granted,
    wording: row.wording,
    language: row.language,
    policyVersion: row.policyVersion,
    recordedAt: row.recordedAt.toISOString(),
  }));
}

/** Removes a guest's records (an erased account's go with it, by the foreign key). */
export async function forgetConsentsOf(db: Db, subjects: string[]): Promise<void> {
  for (const subject of subjects) {
    await db.delete(consentRecords).where(eq(consentRecords.subject, subject));
  }
}
