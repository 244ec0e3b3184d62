import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PID_FILE = 'server.pid';

/** Written by the running server, so `npm run backup` can ask it for a snapshot. */
export function writeServerPid(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The pid of a live server on this DATA_DIR, or null (none, or a stale file left by a crash). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
