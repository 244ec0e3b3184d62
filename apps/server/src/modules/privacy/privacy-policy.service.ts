import { desc, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_PRIVACY_POLICY } from '@store/shared/privacy-policy-default';
import {
  DEFAULT_RETENTION_YEARS,
  type PrivacyPolicy,
  type PrivacyPolicyInput,
} from '@store/shared/schemas/privacy';
import type { Db } from '../../db/client.ts';
import { auditedTransaction } from '../monitoring/index.ts';
import { privacyPolicyVersions } from './privacy.table.ts';

type PolicyRow = typeof privacyPolicyVersions.$inferSelect;

function toPolicy(row: PolicyRow): PrivacyPolicy {
  return {
    version: row.version,
    text: row.text,
    retentionYears: row.retentionYears,
    publishedAt: row.publishedAt.toISOString(),
  };
}

async function latestRow(db: Db): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyPolicyVersions)
    .orderBy(desc(privacyPolicyVersions.version))
    .limit(1);
  return row;
}

/**
 * The policy in force: the latest published version. A store that never published one publishes
 * the default as version 1 the first time it is asked, so that every consent names a version
 * whose words are kept.
 */
export async function currentPrivacyPolicy(db: Db): Promise<PrivacyPolicy> {
  const row = await latestRow(db);
  if (row) return toPolicy(row);
  await db
    .insert(privacyPolicyVersions)
    .values({ version: 1, text: DEFAULT_PRIVACY_POLICY, retentionYears: DEFAULT_RETENTION_YEARS })
    .onConflictDoNothing();
  const published = await latestRow(db);
  if (!published) throw new Error('the default privacy policy could not be published');
  return toPolicy(published);
}

/** Publishes the merchant's text as the next version, with its audit record. */
export async function publishPrivacyPolicy(
  db: Db,
  request: FastifyRequest,
  input: PrivacyPolicyInput,
): Promise<PrivacyPolicy> {
  const before = await currentPrivacyPolicy(db);
  return auditedTransaction(db, request, async (tx) => {
    // Two admins saving at once get consecutive versions, not a conflict on the key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('privacy_policy_versions'))`);
    const [row] = await tx
      .insert(privacyPolicyVersions)
      .values({
        version: sql`(select coalesce(max(version), 0) + 1 from ${privacyPolicyVersions})`,
        text: input.text,
        retentionYears: input.retentionYears,
        publishedBy: request.auth?.user?.id ?? null,
      })
      .returning();
    const policy = toPolicy(row!);
    return {
      result: policy,
      audit: {
        action: 'published',
        entity: 'privacy-policy',
        entityId: String(policy.version),
        before: { version: before.version, retentionYears: before.retentionYears },
        after: {
          version: policy.version,
          retentionYears: policy.retentionYears,
          length: { en: input.text.en.length, ar: input.text.ar.length },
        },
        note: 'Privacy policy',
      },
    };
  });
}
