import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@store/shared/locales';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import {
  adminOfferSchema,
  offerInputSchema,
  publicOfferSchema,
} from '@store/shared/schemas/offers';
import type { Clock } from '../auth/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { auditedTransaction } from '../monitoring/index.ts';
import {
  activeOffers,
  createOffer,
  getOffer,
  listOffers,
  offerSummary,
  setOfferActive,
  updateOffer,
} from './offers.service.ts';

/** The public cache's tag of the storefront's offers: every admin write invalidates it. */
export const OFFERS_CACHE_TAG = 'offers';

const idParams = z.object({ id: z.string().max(100) });
const activeBody = z.object({ active: z.boolean() });
const refused = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The admin page's language, as its client sends it in Accept-Language: Arabic or English. */
const languageOf = (header: string | undefined): Language =>
  header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';

/**
 * Automatic offers (decision 037): the storefront reads those running now; the admin lists,
 * creates, edits and switches them off (never deletes: orders name them). Every write lands with
 * its audit record in one transaction and clears the public read; a refused write changes nothing.
 */
export function offersRoutes({ clock }: { clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/offers',
      {
        config: { public: true, cacheTags: [OFFERS_CACHE_TAG] },
        schema: { response: { 200: envelopeSchema(z.array(publicOfferSchema)) } },
      },
      async () => ok(await activeOffers(app.db, clock())),
    );

    const prefix = '/admin/offers';

    app.get(
      prefix,
      { schema: { response: { 200: envelopeSchema(z.array(adminOfferSchema)) } } },
      async () => ok(await listOffers(app.db, clock())),
    );

    app.get(
      `${prefix}/:id`,
      {
        schema: {
          params: idParams,
          response: { 200: envelopeSchema(adminOfferSchema), 404: errorEnvelopeSchema },
        },
      },
      async (req) => ok(await getOffer(app.db, req.params.id, clock())),
    );

    app.post(
      prefix,
      {
        schema: {
          body: offerInputSchema,
          response: { 201: envelopeSchema(adminOfferSchema), ...refused },
        },
      },
      async (req, reply) => {
        const language = languageOf(req.headers['accept-language']);
        const created = await auditedTransaction(app.db, req, async (tx) => {
          const row = await createOffer(tx, req.body, language);
          return {
            result: row,
            audit: {
              action: 'created',
              entity: 'offer',
              entityId: row.id,
              before: null,
              after: offerSummary(row),
            },
          };
        });
        await app.publicCache.invalidate(OFFERS_CACHE_TAG);
        return reply.status(201).send(ok(await getOffer(app.db, created.id, clock())));
      },
    );

    app.put(
      `${prefix}/:id`,
      {
        schema: {
          params: idParams,
          body: offerInputSchema,
          response: { 200: envelopeSchema(adminOfferSchema), ...refused },
        },
      },
      async (req) => {
        const language = languageOf(req.headers['accept-language']);
        await auditedTransaction(app.db, req, async (tx) => {
          const { before, after } = await updateOffer(tx, req.params.id, req.body, language);
          return {
            result: after,
            audit: {
              action: 'updated',
              entity: 'offer',
              entityId: after.id,
              before: offerSummary(before),
              after: offerSummary(after),
            },
          };
        });
        await app.publicCache.invalidate(OFFERS_CACHE_TAG);
        return ok(await getOffer(app.db, req.params.id, clock()));
      },
    );

    app.put(
      `${prefix}/:id/active`,
      {
        schema: {
          params: idParams,
          body: activeBody,
          response: { 200: envelopeSchema(adminOfferSchema), ...refused },
        },
      },
      async (req) => {
        await auditedTransaction(app.db, req, async (tx) => {
          const { before, after } = await setOfferActive(tx, req.params.id, req.body.active);
          return {
            result: after,
            audit: {
              action: req.body.active ? 'activated' : 'deactivated',
              entity: 'offer',
              entityId: after.id,
              before: offerSummary(before),
              after: offerSummary(after),
            },
          };
        });
        await app.publicCache.invalidate(OFFERS_CACHE_TAG);
        return ok(await getOffer(app.db, req.params.id, clock()));
      },
    );
  };
}
