import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createMediaStorage } from '../modules/media/index.ts';
import { restoreSnapshot } from './restore.ts';
import { runningServerPid } from './server-pid.ts';
import { requestSnapshot } from './snapshot-requests.ts';
import { writeSnapshot } from './snapshot.ts';

export const BACKUP_USAGE = `Usage: npm run backup [-- --out DIR]
  Writes a backup of the embedded database, the media files (from DATA_DIR/media or the bucket)
  and the keys into DIR (default ./backups/store-<date>), while the store runs or not. For
  PostgreSQL use pg_dump (docs/OPERATIONS.md).

Usage: npm run restore -- DIR [--force]
  Restores a backup into DATA_DIR, which must be empty, or is moved aside with --force; its media
  go into the storage configured now (DATA_DIR/media, or the bucket of S3_BUCKET). Stop the
  store first.`;

const POSTGRES_BACKUP =
  'DATABASE_URL is set: back up PostgreSQL with pg_dump, and DATA_DIR (media and keys) with a file copy. See docs/OPERATIONS.md.';

function stamp(): string {
  return new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
}

/** `npm run backup`: through the running server when there is one, else straight from the files. */
export async function runBackup(config: AppConfig, args: string[]): Promise<number> {
  if (config.database.kind !== 'pglite') {
    console.error(POSTGRES_BACKUP);
    return 2;
  }
  if (args.length !== 0 && (args.length !== 2 || args[0] !== '--out')) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const target = path.resolve(args[1] ?? path.join('backups', `store-${stamp()}`));
  const pid = runningServerPid(config.dataDir);
  if (pid !== null) {
    await requestSnapshot(config.dataDir, pid, target);
    console.log(`Backup written by the running store (pid ${pid}) to ${target}`);
    return 0;
  }
  const media = createMediaStorage(config.media.storage, config.dataDir);
  const database = await openDatabase(config.database);
  try {
    if (!database.dumpDataDir) throw new Error('This database cannot be dumped.');
    await media.check();
    await writeSnapshot({ dumpDataDir: database.dumpDataDir }, config.dataDir, target, media);
  } finally {
    media.close();
    await database.close();
  }
  console.log(`Backup written to ${target}`);
  return 0;
}

/** `npm run restore -- DIR [--force]`: only while no store runs on DATA_DIR. */
export async function runRestore(config: AppConfig, args: string[]): Promise<number> {
  const [source, ...flags] = args;
  if (!source || flags.some((flag) => flag !== '--force')) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  if (config.database.kind !== 'pglite') {
    console.error(POSTGRES_BACKUP);
    return 2;
  }
  const pid = runningServerPid(config.dataDir);
  if (pid !== null) {
    console.error(`The store is running on ${config.dataDir} (pid ${pid}); stop it, then restore.`);
    return 1;
  }
  const media = createMediaStorage(config.media.storage, config.dataDir);
  try {
    if (config.media.storage.kind === 's3') await media.check();
    const { movedAside, mediaFiles } = await restoreSnapshot(path.resolve(source), config.dataDir, {
      force: flags.includes('--force'),
      media,
    });
    if (movedAside) console.log(`The previous data was moved to ${movedAside}`);
    console.log(`Restored ${path.resolve(source)} into ${config.dataDir}`);
    console.log(`${mediaFiles} media files are in ${media.description}.`);
    return 0;
  } finally {
    media.close();
  }
}
