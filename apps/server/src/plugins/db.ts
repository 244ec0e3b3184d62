import type { Db } from '../db/client.ts';
import type { SecretBox } from '../modules/settings/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, decorated once in app.ts; services take it as their first argument. */
    db: Db;
    /** Encrypts and decrypts the secrets stored in the database (secrets.service.ts). */
    secretBox: SecretBox;
  }
}
