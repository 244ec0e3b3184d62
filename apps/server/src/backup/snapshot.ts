import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyMediaFiles, DiskMediaStorage, type MediaStorage } from '../modules/media/index.ts';

/** Files of DATA_DIR a backup carries besides the database: without the keys, secrets are lost. */
const KEY_FILES = ['jwt-secret', 'secret-key'];
export const MEDIA_DIR = 'media';
export const DATABASE_FILE = 'database.tar.gz';
export const MANIFEST_FILE = 'manifest.json';

export interface SnapshotManifest {
  format: 1;
  createdAt: string;
  database: 'pglite';
  files: string[];
}

/** Something that can dump the embedded database's whole data directory as one consistent tarball. */
export interface DataDirDumper {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Writes a backup of the embedded store into `target` (which must not exist): the database as
 * PGlite dumps it (one consistent copy, taken between two queries of the running process), then the
 * media files, from wherever they are kept (DATA_DIR/media or the bucket), and the keys. Written
 * into a temporary directory renamed at the end, so a backup directory with a manifest is always
 * complete.
 */
export async function writeSnapshot(
  dumper: DataDirDumper,
  dataDir: string,
  target: string,
  media: MediaStorage,
): Promise<SnapshotManifest> {
  if (existsSync(target))
    throw new Error(`${target} already exists; choose a new backup directory.`);
  const partial = `${target}.partial-${process.pid}`;
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  const files: string[] = [];

  const dump = await dumper.dumpDataDir();
  writeFileSync(path.join(partial, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()), {
    mode: 0o600,
  });
  files.push(DATABASE_FILE);

  // Media files are written before the row that names them and never changed afterwards, so a
  // copy made after the dump holds every image the dumped rows name (unless one was deleted since).
  await copyMediaFiles(media, new DiskMediaStorage(path.join(partial, MEDIA_DIR)));
  files.push(MEDIA_DIR);
  for (const key of KEY_FILES) {
    const source = path.join(dataDir, key);
    if (!existsSync(source)) continue;
    mkdirSync(path.join(partial, 'keys'), { recursive: true, mode: 0o700 });
    const copy = path.join(partial, 'keys', key);
    cpSync(source, copy);
    chmodSync(copy, 0o600);
    files.push(`keys/${key}`);
  }

  const manifest: SnapshotManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    files,
  };
  writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(partial, target);
  return manifest;
}
