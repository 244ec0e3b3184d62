import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../paths.ts';

/**
 * An OpenAPI document generated from the routes' zod schemas (the contract of packages/shared),
 * served at GET /api/openapi.json. Register before the routes so it sees them.
 */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Perfume store API',
        version: appVersion,
        description:
          'Envelope: { success, data, message }; errors { success: false, code, message }.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );
});
