import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import {
  publicReturnPolicySchema,
  returnSettingsInputSchema,
  returnSettingsSchema,
} from '@store/shared/schemas/returns';
import { ok } from '../../plugins/envelope.ts';
import { readReturnSettings, saveReturnSettings } from './return-settings.service.ts';

/** The return rules: the policy page reads them, the admin's Returns screen edits them. */
export const returnSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/returns/policy',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(publicReturnPolicySchema) } },
    },
    async (req) => ok(await readReturnSettings(app.db, req.log)),
  );

  app.get(
    '/admin/returns/settings',
    { schema: { response: { 200: envelopeSchema(returnSettingsSchema) } } },
    async (req) => ok(await readReturnSettings(app.db, req.log)),
  );

  app.put(
    '/admin/returns/settings',
    {
      schema: {
        body: returnSettingsInputSchema,
        response: { 200: envelopeSchema(returnSettingsSchema) },
      },
    },
    async (req) => ok(await saveReturnSettings(app.db, req, req.body), 'Return settings saved'),
  );
};
