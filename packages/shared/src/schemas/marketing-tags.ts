import { z } from 'zod';
import {
  isValidTagId,
  MARKETING_TAGS,
  normalizeTagId,
  type MarketingTag,
} from '../marketing-tags.ts';
import { isoDateSchema } from './common.ts';

export {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  isValidTagId,
  MARKETING_TAG_CATEGORY,
  MARKETING_TAG_ID_PATTERNS,
  MARKETING_TAGS,
  type MarketingTag,
  normalizeTagId,
} from '../marketing-tags.ts';

/*
 * Marketing and analytics tags (issue 20 point 6): the IDs the merchant enters, each switchable,
 * and what the storefront may know of them (the IDs in force; they are public, not secrets).
 * The facts behind the formats, script addresses and CSP origins are in
 * apps/web/src/features/consent/MARKETING-TAGS.md.
 */

const tagSettingSchema = z.object({
  id: z.string().max(64),
  enabled: z.boolean(),
});
export type MarketingTagSetting = z.infer<typeof tagSettingSchema>;

const tagsShape = Object.fromEntries(MARKETING_TAGS.map((tag) => [tag, tagSettingSchema])) as {
  [K in MarketingTag]: typeof tagSettingSchema;
};

/** An ID that is on must be well formed; one that is off may be empty or kept for later. */
function checkIds(value: Record<MarketingTag, MarketingTagSetting>, ctx: z.RefinementCtx) {
  for (const tag of MARKETING_TAGS) {
    const { id, enabled } = value[tag];
    if (id.trim() === '' && !enabled) continue;
    if (id.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: [tag, 'id'],
        message: 'Enter the ID, or switch this tag off.',
      });
    } else if (!isValidTagId(tag, id)) {
      ctx.addIssue({
        code: 'custom',
        path: [tag, 'id'],
        message: `This is not a valid ${tag} ID.`,
      });
    }
  }
}

/** PUT /api/admin/marketing-tags: every tag, its ID and whether it is on. */
export const marketingTagsInputSchema = z
  .object(tagsShape)
  .superRefine(checkIds)
  .transform((value) => {
    const out = {} as Record<MarketingTag, MarketingTagSetting>;
    for (const tag of MARKETING_TAGS) {
      const id = value[tag].id.trim() === '' ? '' : normalizeTagId(tag, value[tag].id);
      out[tag] = { id, enabled: value[tag].enabled && id !== '' };
    }
    return out;
  });
export type MarketingTagsInput = z.input<typeof marketingTagsInputSchema>;

/** The settings row as stored. */
export const storedMarketingTagsSchema = z.object(tagsShape).superRefine(checkIds);
export type MarketingTags = z.infer<typeof storedMarketingTagsSchema>;

/** GET /api/admin/marketing-tags */
export const adminMarketingTagsSchema = z.object({
  ...tagsShape,
  updatedAt: isoDateSchema.nullable(),
});
export type AdminMarketingTags = z.infer<typeof adminMarketingTagsSchema>;

/**
 * GET /api/public/marketing-tags: the IDs of the tags that are on, nothing else. `version` names
 * the tags in force, so a shopper's consent given to another set of tags is asked for again.
 */
export const publicMarketingTagsSchema = z.object({
  version: z.string(),
  tags: z.object(
    Object.fromEntries(MARKETING_TAGS.map((tag) => [tag, z.string().optional()])) as {
      [K in MarketingTag]: z.ZodOptional<z.ZodString>;
    },
  ),
});
export type PublicMarketingTags = z.infer<typeof publicMarketingTagsSchema>;

export const NO_MARKETING_TAGS: MarketingTags = Object.fromEntries(
  MARKETING_TAGS.map((tag) => [tag, { id: '', enabled: false }]),
) as MarketingTags;

/** What the storefront is told of the tags in force. */
export function toPublicMarketingTags(tags: MarketingTags): PublicMarketingTags {
  const on = MARKETING_TAGS.filter((tag) => tags[tag].enabled && tags[tag].id !== '');
  return {
    version: on.join(','),
    tags: Object.fromEntries(on.map((tag) => [tag, tags[tag].id])),
  };
}
