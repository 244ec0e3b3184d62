import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, decorated once in app.ts; services take it as their first argument. */
    db: Db;
  }
}
