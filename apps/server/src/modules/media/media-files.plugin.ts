import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaFileRoutes } from './media-files.routes.ts';
import { MediaStore } from './media-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media library's files, under DATA_DIR/media. */
    mediaStore: MediaStore;
  }
}

export interface MediaFilesOptions {
  dataDir: string;
}

/** The media store and its public `/media/*` files, at the root of the app. */
export const mediaFiles = fp(
  async (app: FastifyInstance, options: MediaFilesOptions) => {
    app.decorate('mediaStore', new MediaStore(path.join(options.dataDir, 'media')));
    await app.register(mediaFileRoutes);
  },
  { name: 'media-files' },
);
