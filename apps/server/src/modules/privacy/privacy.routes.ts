import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { privacyPolicyInputSchema, privacyPolicySchema } from '@store/shared/schemas/privacy';
import { ok } from '../../plugins/envelope.ts';
import { currentPrivacyPolicy, publishPrivacyPolicy } from './privacy-policy.service.ts';

/** The privacy policy: the storefront's page reads it, the admin's Privacy screen publishes it. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy-policy',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(privacyPolicySchema) } },
    },
    async () => ok(await currentPrivacyPolicy(app.db)),
  );

  app.get(
    '/admin/privacy-policy',
    { schema: { response: { 200: envelopeSchema(privacyPolicySchema) } } },
    async () => ok(await currentPrivacyPolicy(app.db)),
  );

  app.put(
    '/admin/privacy-policy',
    {
      schema: {
        body: privacyPolicyInputSchema,
        response: { 200: envelopeSchema(privacyPolicySchema) },
      },
    },
    async (req) =>
      ok(await publishPrivacyPolicy(app.db, req, req.body), 'Privacy policy published'),
  );
};
