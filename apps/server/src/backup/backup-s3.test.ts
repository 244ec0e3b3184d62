import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createMediaStorage, type MediaStorage } from '../modules/media/index.ts';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server.ts';
import { restoreSnapshot } from './restore.ts';
import { writeSnapshot } from './snapshot.ts';

/**
 * Issue 24 point 1: with the media in a bucket, a backup holds them all the same, and a restore
 * puts them back into the bucket configured then (here an empty one). The database is the
 * embedded one: `npm run backup` is for it (PostgreSQL has pg_dump).
 */
let s3: S3TestServer;
let root: string;
let database: Database;
let source: MediaStorage;
let target: MediaStorage;
const files = [`${'c'.repeat(32)}-400.webp`, `${'c'.repeat(32)}-800.webp`];

function bucketStorage(env: Record<string, string>, dataDir: string): MediaStorage {
  return createMediaStorage(loadConfig({ DATA_DIR: dataDir, ...env }, null).media.storage, dataDir);
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  root = await mkdtemp(path.join(tmpdir(), 'backup-s3-'));
  await mkdir(path.join(root, 'data'));
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'data', 'db') });
  await database.migrate();
  source = bucketStorage(await s3.bucket('before'), path.join(root, 'data'));
  target = bucketStorage(await s3.bucket('after'), path.join(root, 'restored'));
  for (const name of files) await source.write(name, Buffer.from(`pixels of ${name}`));
}, 60_000);
afterAll(async () => {
  source?.close();
  target?.close();
  await database?.close();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('backup and restore with the media in a bucket', () => {
  const backupDir = () => path.join(root, 'backup');

  it('writes the bucket’s media into the backup', async () => {
    const manifest = await writeSnapshot(
      { dumpDataDir: database.dumpDataDir! },
      path.join(root, 'data'),
      backupDir(),
      source,
    );
    expect(manifest.files).toContain('media');
    expect((await readdir(path.join(backupDir(), 'media'))).sort()).toEqual(files);
    expect(await readFile(path.join(backupDir(), 'media', files[0]!), 'utf8')).toBe(
      `pixels of ${files[0]}`,
    );
  }, 60_000);

  it('restores them into an empty bucket, byte for byte, with the database', async () => {
    expect(await s3.files('after')).toEqual([]);
    const { mediaFiles } = await restoreSnapshot(backupDir(), path.join(root, 'restored'), {
      force: false,
      media: target,
    });
    expect(mediaFiles).toBe(2);
    expect(await s3.files('after')).toEqual(files);
    for (const name of files) {
      const object = await s3.object('after', name);
      expect(object?.body.toString()).toBe(`pixels of ${name}`);
      expect(object?.contentType).toBe('image/webp');
    }
    // The media went to the bucket, not into the restored DATA_DIR.
    expect(await readdir(path.join(root, 'restored'))).not.toContain('media');
    expect(await readdir(path.join(root, 'restored'))).toContain('db');
  }, 60_000);
});
