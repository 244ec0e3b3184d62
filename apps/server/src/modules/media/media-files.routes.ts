import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app-error.ts';
import { MEDIA_CACHE_CONTROL } from './media-storage.ts';

const mediaFileParamsSchema = z.object({ file: z.string().max(100) });

/**
 * GET /media/{file}: the library's stored images, public (the storefront shows them), from the
 * disk or streamed from the bucket. File names are generated and never change content, so they
 * are cached for a year as immutable, with an ETag for the browser's revalidation (the bucket's
 * own, through a conditional GET, when the files are in S3). Any name that is not one of ours is
 * simply not found. Answered the same with MEDIA_PUBLIC_URL set: addresses saved before it, and
 * a CDN whose origin is this store, keep working (docs/decisions/033-media-object-storage.md).
 */
export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:file',
    { config: { public: true }, schema: { hide: true, params: mediaFileParamsSchema } },
    async (req, reply) => {
      const file = await app.mediaStore.storage.open(req.params.file, req.headers['if-none-match']);
      if (!file) throw notFound('Image not found');
      reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', file.etag);
      if (file.kind === 'not-modified') return reply.code(304).send();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .send(file.stream);
    },
  );
};
