import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaStorage } from '../modules/media/index.ts';
import { writeSnapshot, type DataDirDumper } from './snapshot.ts';

/**
 * How `npm run backup` gets a consistent snapshot of a running embedded store: the database lives
 * inside the server process, so the command writes a request file and signals the server
 * (SIGUSR2); the server writes the snapshot and a "done" file with the outcome.
 */
const REQUESTS_DIR = 'backup-requests';
export const SNAPSHOT_SIGNAL = 'SIGUSR2';

interface SnapshotRequest {
  target: string;
}
interface SnapshotOutcome {
  ok: boolean;
  error?: string;
}

/** Server side: answers every pending request; one failing does not stop the others. */
export async function answerSnapshotRequests(
  dataDir: string,
  dumper: DataDirDumper,
  media: MediaStorage,
  log: { info(msg: string): void; error(obj: object, msg: string): void },
): Promise<void> {
  const dir = path.join(dataDir, REQUESTS_DIR);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.request.json'))) {
    const id = name.slice(0, -'.request.json'.length);
    const requestFile = path.join(dir, name);
    let outcome: SnapshotOutcome;
    try {
      const { target } = JSON.parse(readFileSync(requestFile, 'utf8')) as SnapshotRequest;
      await writeSnapshot(dumper, dataDir, target, media);
      log.info(`backup written to ${target}`);
      outcome = { ok: true };
    } catch (error) {
      log.error({ err: error }, 'backup failed');
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    writeFileSync(path.join(dir, `${id}.done.json`), JSON.stringify(outcome));
    rmSync(requestFile, { force: true });
  }
}

/** Command side: asks the server `pid` for a snapshot into `target` and waits for the outcome. */
export async function requestSnapshot(
  dataDir: string,
  pid: number,
  target: string,
  timeoutMs = 5 * 60_000,
): Promise<void> {
  const dir = path.join(dataDir, REQUESTS_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  writeFileSync(
    path.join(dir, `${id}.request.json`),
    JSON.stringify({ target } satisfies SnapshotRequest),
  );
  process.kill(pid, SNAPSHOT_SIGNAL);
  const doneFile = path.join(dir, `${id}.done.json`);
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(doneFile)) {
    if (Date.now() > deadline) {
      rmSync(path.join(dir, `${id}.request.json`), { force: true });
      throw new Error(
        `The server (pid ${pid}) did not write the backup within ${timeoutMs / 1000} s.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const outcome = JSON.parse(readFileSync(doneFile, 'utf8')) as SnapshotOutcome;
  rmSync(doneFile, { force: true });
  if (!outcome.ok) throw new Error(`The server could not write the backup: ${outcome.error}`);
}
