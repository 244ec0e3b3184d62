import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { mediaFileRoutes } from '../media/media-files.routes.ts';
import { MediaStore } from '../media/media-storage.ts';
import { RequestMonitor } from './request-monitor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media library's files, under DATA_DIR/media. */
    mediaStore: MediaStore;
    /** Request and error counts of this process, and its latest server errors. */
    requestMonitor: RequestMonitor;
    /** The database's kind and a timed round trip, for the monitoring screen. */
    databaseProbe: Pick<Database, 'kind' | 'ping'>;
  }
}

export interface AdminSystemOptions {
  dataDir: string;
  database: Database;
}

/**
 * What the media library and the monitoring screen need at the root of the app: the media store
 * and its public `/media/*` files, and a hook counting every answer (the 5xx ones remembered with
 * their route and error message, never a body or a header).
 */
export const adminSystem = fp(
  async (app: FastifyInstance, options: AdminSystemOptions) => {
    app.decorate('mediaStore', new MediaStore(path.join(options.dataDir, 'media')));
    app.decorate('requestMonitor', new RequestMonitor());
    app.decorate('databaseProbe', {
      kind: options.database.kind,
      ping: () => options.database.ping(),
    });

    const failures = new WeakMap<FastifyRequest, string>();
    app.addHook('onError', async (request, _reply, error) => {
      failures.set(request, `${error.name}: ${error.message}`);
    });
    app.addHook('onResponse', async (request, reply) => {
      app.requestMonitor.record(reply.statusCode, reply.elapsedTime);
      if (reply.statusCode >= 500) {
        app.requestMonitor.recordError({
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          status: reply.statusCode,
          message: failures.get(request) ?? 'Answered with a server error',
        });
      }
    });

    await app.register(mediaFileRoutes);
  },
  { name: 'admin-system' },
);
