import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { publicSiteSettingsSchema } from '@store/shared/schemas/settings';
import { ok } from '../../plugins/envelope.ts';
import { settingsAdminRoutes } from './settings-admin.routes.ts';
import { getPublicSiteSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsAdminRoutes);

  app.get(
    '/public/site-settings',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(publicSiteSettingsSchema) } },
    },
    async (req) => ok(await getPublicSiteSettings(app.db, req.log)),
  );
};
