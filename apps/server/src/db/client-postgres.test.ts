import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdminClient } from '../test/database-templates.ts';
import { createScratchPostgresDatabase } from '../test/test-database.ts';
import { openDatabase, type Database } from './client.ts';

/**
 * PostgreSQL ending a connection the store has checked out (a restart, a failover,
 * pg_terminate_backend) must fail that work alone. pg emits 'error' on the client after the
 * connection ends; a client inside a transaction has no pool listener, and the unheard event
 * ended the whole process (the multi-instance test saw an instance vanish).
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL connections ended', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let database: Database;
  const lost: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase('store_client');
    database = await openDatabase(
      { kind: 'postgres', url: scratch.url },
      { onConnectionError: (error) => lost.push(error.message) },
    );
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('fails only the transaction whose connection ended between two statements', async () => {
    const outcome = database.db.transaction(async (tx) => {
      const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const { rows } = result as unknown as { rows: { pid: number }[] };
      await withAdminClient(scratch.url, (admin) =>
        admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]),
      );
      // The end of the connection reaches the client while no statement runs.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    expect(lost.some((message) => /terminat/i.test(message))).toBe(true);
    // The pool dropped the dead connection and opens another.
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
  });
});
