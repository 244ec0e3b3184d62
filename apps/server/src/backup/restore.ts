import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
} from 'node:fs';
import path from 'node:path';
import { copyMediaFiles, DiskMediaStorage, type MediaStorage } from '../modules/media/index.ts';
import { DATABASE_FILE, MANIFEST_FILE, MEDIA_DIR, type SnapshotManifest } from './snapshot.ts';

/** Reads and checks a backup directory's manifest; a clear error when it is not a backup. */
export function readManifest(backupDir: string): SnapshotManifest {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(`${backupDir} is not a complete backup (no ${MANIFEST_FILE}).`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SnapshotManifest;
  if (manifest.format !== 1 || manifest.database !== 'pglite') {
    throw new Error(`${backupDir} is a backup of an unknown format.`);
  }
  return manifest;
}

function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores a backup into `dataDir`: the database and the keys, and the media into the storage
 * configured now (DATA_DIR/media or the bucket; files already there are kept). A data directory
 * that already holds a database is only replaced with `force`, and then moved aside, never
 * deleted. Returns where the old data went, if anywhere, and how many media files were put back.
 */
export async function restoreSnapshot(
  backupDir: string,
  dataDir: string,
  options: { force: boolean; media: MediaStorage },
): Promise<{ movedAside: string | null; mediaFiles: number }> {
  const manifest = readManifest(backupDir);
  let movedAside: string | null = null;
  if (!isEmptyOrMissing(dataDir)) {
    if (!options.force) {
      throw new Error(
        `${dataDir} is not empty. Restore into a new DATA_DIR, or add --force to move the current data aside.`,
      );
    }
    movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });

  const dump = new Blob([readFileSync(path.join(backupDir, DATABASE_FILE))]);
  const client = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: dump,
    extensions: { pg_trgm },
  });
  await client.query('select 1');
  await client.close();

  let mediaFiles = 0;
  for (const file of manifest.files) {
    if (file === DATABASE_FILE) continue;
    if (file === MEDIA_DIR) {
      const source = new DiskMediaStorage(path.join(backupDir, MEDIA_DIR));
      const copied = await copyMediaFiles(source, options.media);
      mediaFiles = copied.total;
      continue;
    }
    const target = path.join(dataDir, file.startsWith('keys/') ? path.basename(file) : file);
    cpSync(path.join(backupDir, file), target, { recursive: true });
    if (file.startsWith('keys/')) chmodSync(target, 0o600);
  }
  return { movedAside, mediaFiles };
}
