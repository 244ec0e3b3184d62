import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const MB = 1024 * 1024;
/** A small catalogue's: what the memory budget is measured with (docs/PERFORMANCE.md, "Memory"). */
export const MIN_SHARED_BUFFERS_MB = 8;
/** PostgreSQL's own default. */
export const MAX_SHARED_BUFFERS_MB = 128;

/**
 * PGlite's shared buffers for a data directory (decision 049): a quarter of its largest database,
 * between 8 and 128 MB, in whole MB. PGlite keeps its buffers in WebAssembly memory, which never
 * shrinks, so a small store keeps 8 MB. A page that is not in them is read from the data
 * directory by a system call through the WebAssembly boundary: at 100,000 products (a 500 MB
 * database) a search read thousands of pages that way, and 128 MB of buffers took a quarter to a
 * third of its CPU time away. The size is read when the database opens; a catalogue that grows
 * gets its buffers at the next start.
 */
export function sharedBuffersMbFor(dataDir: string | undefined): number {
  const largest = dataDir ? largestDatabaseBytes(dataDir) : 0;
  const quarter = Math.round(largest / 4 / MB);
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, quarter));
}

/** The bytes of the largest database under `base/` (one folder each); 0 for a new directory. */
function largestDatabaseBytes(dataDir: string): number {
  let entries: string[];
  try {
    entries = readdirSync(path.join(dataDir, 'base'));
  } catch {
    return 0;
  }
  return Math.max(0, ...entries.map((name) => folderBytes(path.join(dataDir, 'base', name))));
}

function folderBytes(folder: string): number {
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    bytes += entry.isDirectory() ? folderBytes(file) : statSync(file).size;
  }
  return bytes;
}
