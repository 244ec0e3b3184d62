import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app-error.ts';

const mediaFileParamsSchema = z.object({ file: z.string().max(100) });

/**
 * GET /media/{file}: the library's stored images, public (the storefront shows them). File names
 * are generated and never change content, so they are cached for a year as immutable. Any name
 * that is not one of ours is simply not found.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:file',
    { config: { public: true }, schema: { hide: true, params: mediaFileParamsSchema } },
    async (req, reply) => {
      const file = await app.mediaStore.open(req.params.file);
      if (!file) throw notFound('Image not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .send(file.stream);
    },
  );
};
