import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { sharedBuffersMbFor } from './pglite-buffers.ts';

const MB = 1024 * 1024;
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A data directory whose databases hold files of these sizes (sparse: no bytes written). */
function dataDirWith(databases: Record<string, number[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-buffers-'));
  folders.push(dir);
  for (const [oid, sizes] of Object.entries(databases)) {
    mkdirSync(path.join(dir, 'base', oid, 'nested'), { recursive: true });
    sizes.forEach((size, i) => {
      const file = path.join(dir, 'base', oid, i % 2 ? 'nested' : '', `${16384 + i}`);
      writeFileSync(file, '');
      truncateSync(file, size);
    });
  }
  return dir;
}

describe('PGlite shared buffers', () => {
  it('are 8 MB in memory, for a new directory and for a small catalogue', () => {
    expect(sharedBuffersMbFor(undefined)).toBe(8);
    expect(sharedBuffersMbFor(path.join(tmpdir(), 'no-such-pglite-dir'))).toBe(8);
    expect(sharedBuffersMbFor(dataDirWith({ 1: [7 * MB], 5: [12 * MB, 8 * MB] }))).toBe(8);
  });

  it('are a quarter of the largest database, nested folders counted, up to 128 MB', () => {
    expect(sharedBuffersMbFor(dataDirWith({ 1: [7 * MB], 5: [100 * MB, 140 * MB] }))).toBe(60);
    expect(sharedBuffersMbFor(dataDirWith({ 5: [300 * MB, 196 * MB], 4: [7 * MB] }))).toBe(124);
    expect(sharedBuffersMbFor(dataDirWith({ 5: [900 * MB] }))).toBe(128);
  });

  // Two starts of the embedded database, the first one creating it.
  it('are what the database opens with, sized again at the next start', async () => {
    const dir = path.join(dataDirWith({}), 'db');
    const showBuffers = async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      try {
        const result = await database.db.execute(sql`show shared_buffers`);
        return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]!
          .shared_buffers;
      } finally {
        await database.close();
      }
    };
    expect(await showBuffers()).toBe('8MB');
    // The catalogue grew: a file of 400 MB in the store's database (PostgreSQL ignores a file
    // that belongs to no table).
    const grown = path.join(dir, 'base', '5', '999999');
    writeFileSync(grown, '');
    truncateSync(grown, 400 * MB);
    const expected = sharedBuffersMbFor(dir);
    expect(expected).toBeGreaterThan(100);
    expect(await showBuffers()).toBe(`${expected}MB`);
  }, 60_000);
});
