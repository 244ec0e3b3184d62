import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, languageSchema } from '@store/shared/schemas/common';
import {
  aboutContentSchema,
  contentSectionResponseSchema,
  featuredCollectionsContentSchema,
  heroContentSchema,
  homepageResponseSchema,
  translationsResponseSchema,
} from '@store/shared/schemas/content';
import { ok } from '../../plugins/envelope.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { getContentSection, getHomepage, getTranslations } from './content.service.ts';

const languageQuery = z.object({ language: languageSchema.optional() });

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contentAdminRoutes);

  app.get(
    '/homepage',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(homepageResponseSchema) } },
    },
    async (req) => ok(await getHomepage(app.db, req.log)),
  );

  app.get(
    '/homepage/hero',
    { config: { public: true }, schema: { response: { 200: envelopeSchema(heroContentSchema) } } },
    async (req) => ok((await getHomepage(app.db, req.log)).hero),
  );

  app.get(
    '/homepage/about',
    { config: { public: true }, schema: { response: { 200: envelopeSchema(aboutContentSchema) } } },
    async (req) => ok((await getHomepage(app.db, req.log)).about),
  );

  app.get(
    '/homepage/featured-collections',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(featuredCollectionsContentSchema) } },
    },
    async (req) => ok((await getHomepage(app.db, req.log)).featuredCollections),
  );

  app.get(
    '/content/translations',
    {
      config: { public: true },
      schema: {
        querystring: languageQuery,
        response: { 200: envelopeSchema(translationsResponseSchema) },
      },
    },
    async (req) => ok(await getTranslations(app.db, req.log, req.query.language)),
  );

  app.get(
    '/content/:section',
    {
      config: { public: true },
      schema: {
        params: z.object({ section: z.string().max(100) }),
        querystring: languageQuery,
        response: { 200: envelopeSchema(contentSectionResponseSchema) },
      },
    },
    async (req) =>
      ok(await getContentSection(app.db, req.log, req.params.section, req.query.language)),
  );
};
