import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverRoot } from '../paths.ts';

/** The server as `npm start` runs it (from the sources), for the tests of the process itself. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  output: () => string;
  /** Settles with the exit code (null when killed by a signal). */
  exit: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/server.ts` with `env` (DATA_DIR, DATABASE_URL, ...) and waits until it answers
 * /api/health, and until `ready` holds when given. `port` reuses an origin across a restart.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; ready?: () => boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy && (options.ready?.() ?? true)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, baseUrl, port, output: () => output, exit };
}
