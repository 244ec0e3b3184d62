import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  /** Where the server's own output goes (its request log included). */
  logPath: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitUntilHealthy(url: string, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(exited() ? 'the server exited during start' : 'the server did not start');
}

/**
 * Starts the production server as `npm start` does (`node scripts/start.mjs`, which builds what is
 * stale and runs apps/server/dist/server.js in the same process, so `pid` is the server itself),
 * in the bench's staged build (stage.ts).
 */
export async function startServer(
  stageDir: string,
  env: Record<string, string>,
  logDir: string,
): Promise<RunningServer> {
  const port = await freePort();
  const logPath = path.join(logDir, `server-${port}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: stageDir,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, () => exited, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}; its last output:\n${tail}`);
  }
  return {
    url,
    pid: child.pid!,
    logPath,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Resident and peak resident memory of a process, in MB (10^6 bytes), from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    (Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024) / 1e6;
  return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM') };
}
