import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The process the bench started; measure with `memoryOf`, which counts its descendants too. */
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
 * Starts the production server as `npm start` does (`sh scripts/start.sh`, which sets the memory
 * settings and becomes `node scripts/start.mjs`, which builds what is stale and runs
 * apps/server/dist/server.js in the same process), in the bench's staged build (stage.ts).
 */
export async function startServer(
  stageDir: string,
  env: Record<string, string>,
  logDir: string,
): Promise<RunningServer> {
  const port = await freePort();
  const logPath = path.join(logDir, `server-${port}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn('sh', ['scripts/start.sh'], {
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

/** The process and all its descendants, from the parent ids in /proc/<pid>/stat. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name in parentheses may hold spaces; the parent id is the second field after it.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/**
 * Resident and peak resident memory in MB (10^6 bytes) of a process and every process under it,
 * summed, from /proc/<pid>/status: whatever `npm start` leaves running counts, a launcher too.
 * (Pages two processes share count twice, and the sum of peaks is an upper bound.)
 */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number; processes: number } {
  let rssKb = 0;
  let peakKb = 0;
  const tree = processTree(pid);
  for (const member of tree) {
    let status: string;
    try {
      status = readFileSync(`/proc/${member}/status`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    rssKb += kb('VmRSS');
    peakKb += kb('VmHWM');
  }
  return { rssMb: (rssKb * 1024) / 1e6, peakRssMb: (peakKb * 1024) / 1e6, processes: tree.length };
}

/** User and system CPU time, in ms, of these processes (those gone meanwhile count nothing). */
export function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are the 14th and 15th fields; the 3rd is the first after the name.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
