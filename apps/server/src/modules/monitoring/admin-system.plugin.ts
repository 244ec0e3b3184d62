import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { RequestMonitor } from './request-monitor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Request and error counts of this process, and its latest server errors. */
    requestMonitor: RequestMonitor;
    /** The database's kind and a timed round trip, for the monitoring screen. */
    databaseProbe: Pick<Database, 'kind' | 'ping'>;
  }
}

export interface AdminSystemOptions {
  database: Database;
}

/**
 * What the monitoring screen needs at the root of the app: a hook counting every answer (the 5xx
 * ones remembered with their route and error message, never a body or a header). Register it before
 * any route it should count (the media library's files included).
 */
export const adminSystem = fp(
  async (app: FastifyInstance, options: AdminSystemOptions) => {
    app.decorate('requestMonitor', new RequestMonitor());
    app.decorate('databaseProbe', {
      kind: options.database.kind,
      ping: () => options.database.ping(),
    });

    const failures = new WeakMap<FastifyRequest, string>();
    app.addHook('onError', async (request, _reply, error) => {
      failures.set(request, `${error.name}: ${error.message}`);
    });
    // The callback style: every answer runs it, and a promise each is work for nothing.
    app.addHook('onResponse', (request, reply, done) => {
      app.requestMonitor.record(reply.statusCode, reply.elapsedTime);
      if (reply.statusCode >= 500) {
        app.requestMonitor.recordError({
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          status: reply.statusCode,
          message: failures.get(request) ?? 'Answered with a server error',
        });
      }
      done();
    });
  },
  { name: 'admin-system' },
);
