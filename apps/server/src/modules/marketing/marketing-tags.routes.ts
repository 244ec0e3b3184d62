import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import {
  adminMarketingTagsSchema,
  marketingTagsInputSchema,
  publicMarketingTagsSchema,
  toPublicMarketingTags,
} from '@store/shared/schemas/marketing-tags';
import { ok } from '../../plugins/envelope.ts';
import type { MarketingTagsInForce } from './marketing-tags-in-force.ts';
import {
  readMarketingTags,
  saveMarketingTags,
  toAdminMarketingTags,
} from './marketing-tags.service.ts';

/** The public cache's tag of the storefront's read, also what tells other instances to re-read. */
export const MARKETING_CACHE_TAG = 'marketing';

/** Marketing and analytics tags: the storefront reads the IDs in force, the admin edits them. */
export function marketingTagsRoutes(inForce: MarketingTagsInForce): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onReady', () => inForce.refresh());
    app.publicCache.onInvalidate((tags) => {
      if (tags === 'all' || tags.includes(MARKETING_CACHE_TAG)) {
        inForce.refresh().catch((error: unknown) => app.log.error({ err: error }, 'tags re-read'));
      }
    });

    app.get(
      '/public/marketing-tags',
      {
        config: { public: true, cacheTags: [MARKETING_CACHE_TAG] },
        schema: { response: { 200: envelopeSchema(publicMarketingTagsSchema) } },
      },
      async (req) => ok(toPublicMarketingTags((await readMarketingTags(app.db, req.log)).tags)),
    );

    app.get(
      '/admin/marketing-tags',
      { schema: { response: { 200: envelopeSchema(adminMarketingTagsSchema) } } },
      async (req) => ok(toAdminMarketingTags(await readMarketingTags(app.db, req.log))),
    );

    app.put(
      '/admin/marketing-tags',
      {
        schema: {
          body: marketingTagsInputSchema,
          response: { 200: envelopeSchema(adminMarketingTagsSchema) },
        },
      },
      async (req) => {
        const saved = await saveMarketingTags(app.db, req, req.body);
        await inForce.refresh();
        await app.publicCache.invalidate(MARKETING_CACHE_TAG);
        return ok(toAdminMarketingTags(saved), 'Marketing tags saved');
      },
    );
  };
}
