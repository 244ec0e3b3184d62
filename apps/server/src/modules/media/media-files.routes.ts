import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../plugins/app-error.ts';

/**
 * GET /media/{file}: the library's stored images, public (the storefront shows them). File names
 * are generated and never change content, so they are cached for a year as immutable.
 */
export const mediaFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/media/:file',
    { config: { public: true } },
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
