import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaFileRoutes } from './media-files.routes.ts';
import { createMediaStorage, MediaStore, type MediaConfig } from './media-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media library's files (DATA_DIR/media or a bucket) and their addresses. */
    mediaStore: MediaStore;
  }
}

export interface MediaFilesOptions {
  dataDir: string;
  media: MediaConfig;
}

/**
 * The media store and its public `/media/*` files, at the root of the app. The storage is checked
 * before the app is ready: a bucket that cannot be used stops the start with a MediaStorageError.
 */
export const mediaFiles = fp(
  async (app: FastifyInstance, options: MediaFilesOptions) => {
    const storage = createMediaStorage(options.media.storage, options.dataDir);
    try {
      await storage.check();
    } catch (error) {
      storage.close();
      throw error;
    }
    app.decorate('mediaStore', new MediaStore(storage, options.media.publicUrl));
    app.addHook('onClose', async () => storage.close());
    await app.register(mediaFileRoutes);
  },
  { name: 'media-files' },
);
