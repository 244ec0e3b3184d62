import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningStore {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The store exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The store did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

export interface StartStoreOptions {
  /** More environment for the server, e.g. ADMIN_EMAIL and ADMIN_PASSWORD for the first admin. */
  env?: Record<string, string>;
  /** Serve this existing data directory and keep it on stop (to restart on the same data). */
  dataDir?: string;
  /** Listen on this port (a restart keeps its origin, so the browser's storage follows). */
  port?: number;
}

/**
 * Set by the end-to-end run once it has built: a store a test file starts later serves that
 * build as it is, since a rebuild would replace the hashed assets the first store is serving.
 */
export const BUILT_FOR_THIS_RUN = 'STORE_E2E_BUILT';

/**
 * Set by the end-to-end run to a data directory a store seeded once and stopped: a store started
 * later without a directory of its own begins on a copy of it, as after its first start. Seeding
 * takes some 9 s of a store's start and a copy a fraction of one, times the files' own stores.
 * (maintenance.e2e.ts still starts one on an empty directory.)
 */
export const SEEDED_DATA_DIR = 'STORE_E2E_SEEDED_DATA';

/**
 * Builds what is stale and starts the production server exactly as `npm start` does, on a free
 * port and, unless one is given, a data directory of its own that is removed on stop: a copy of
 * the run's seeded data (SEEDED_DATA_DIR) when there is one, else empty (so the store seeds it).
 */
export async function startStore(options: StartStoreOptions = {}): Promise<RunningStore> {
  if (process.env[BUILT_FOR_THIS_RUN] !== '1') {
    execSync('node scripts/build-if-stale.mjs', { cwd: repoRoot, stdio: 'inherit' });
  }
  const port = options.port ?? (await freePort());
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'store-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR];
  if (ownsDataDir && seeded) cpSync(seeded, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The journeys place more orders from one address than a shopper would.
      RATE_LIMIT_ORDERS: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 60_000);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
