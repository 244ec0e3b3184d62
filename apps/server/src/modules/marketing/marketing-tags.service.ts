import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  NO_MARKETING_TAGS,
  storedMarketingTagsSchema,
  type AdminMarketingTags,
  type MarketingTags,
} from '@store/shared/schemas/marketing-tags';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../monitoring/index.ts';
import { putSettingRow, readValidSettingRow } from '../settings/index.ts';

/** The settings row the marketing and analytics tags are kept in. */
export const MARKETING_TAGS_KEY = 'marketing-tags';

/** The tags as saved, with when; none on until the merchant saves some. */
export async function readMarketingTags(
  db: Db,
  log?: FastifyBaseLogger,
): Promise<{ tags: MarketingTags; updatedAt: Date | null }> {
  const stored = await readValidSettingRow(db, MARKETING_TAGS_KEY, storedMarketingTagsSchema, log);
  return stored
    ? { tags: stored.value, updatedAt: stored.updatedAt }
    : { tags: NO_MARKETING_TAGS, updatedAt: null };
}

export function toAdminMarketingTags(read: {
  tags: MarketingTags;
  updatedAt: Date | null;
}): AdminMarketingTags {
  return { ...read.tags, updatedAt: read.updatedAt?.toISOString() ?? null };
}

/** Saves the tags with the audit record (before and after: IDs are public), in one transaction. */
export async function saveMarketingTags(
  db: Db,
  request: FastifyRequest,
  tags: MarketingTags,
): Promise<{ tags: MarketingTags; updatedAt: Date | null }> {
  const before = await readMarketingTags(db, request.log);
  await db.transaction(async (tx) => {
    await putSettingRow(tx, MARKETING_TAGS_KEY, tags, request.auth?.user?.id ?? null);
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: MARKETING_TAGS_KEY,
      before: before.tags,
      after: tags,
      note: 'Marketing and analytics tags',
    });
  });
  return readMarketingTags(db, request.log);
}
