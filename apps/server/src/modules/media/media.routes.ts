import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The media library: upload, list with usage, delete (issue 6 point 8). */
export const mediaRoutes: FastifyPluginAsyncZod = async () => {};
