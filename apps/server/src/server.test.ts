import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';

// The process as `npm start` runs it (from the sources here): embedded database in a data directory.
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A GET on a connection of its own; `written` settles once the request has left. */
function getOnNewConnection(url: string) {
  let markWritten!: () => void;
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const promise = new Promise<number | string>((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('finish', markWritten);
    req.on('error', (error) => {
      markWritten();
      resolve(`failed: ${error.message}`);
    });
  });
  return { promise, written };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exit: Promise<number | null>;
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, baseUrl, output: () => output, exit };
}

// Runs once: the process uses the embedded database whichever project runs the suite.
describe.skipIf(process.env.TEST_DB === 'postgres')('the server process', () => {
  it('refuses a bad configuration with a readable message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT must be a number');
    expect(stderr).not.toMatch(/at .+\.ts:\d+/);
  });

  it(
    'survives repeated start and stop on the embedded database, finishing in-flight requests',
    { timeout: 120_000 },
    async () => {
      let firstIds: string[] = [];
      for (const [round, signal] of (['SIGTERM', 'SIGINT', 'SIGTERM'] as const).entries()) {
        const server = await start();
        const listing = (await (
          await fetch(`${server.baseUrl}/api/products?limit=100`)
        ).json()) as {
          data: { _id: string }[];
        };
        const ids = listing.data.map((p: { _id: string }) => p._id).sort();
        if (round === 0) {
          expect(server.output()).toContain('Seeded the demo catalogue');
          firstIds = ids;
        } else {
          // Same data after a restart, seeded once.
          expect(server.output()).not.toContain('Seeded the demo catalogue');
          expect(ids).toEqual(firstIds);
        }

        // Fresh connections, each fully sent before the signal: the server must answer them all.
        const sent: Promise<void>[] = [];
        const inFlight = Array.from({ length: 12 }, () => {
          const { promise, written } = getOnNewConnection(
            `${server.baseUrl}/api/products?search=oud&sortBy=name&limit=50`,
          );
          sent.push(written);
          return promise;
        });
        await Promise.all(sent);
        server.child.kill(signal);
        const statuses = await Promise.all(inFlight);
        for (const status of statuses) expect([200, 503]).toContain(status);
        expect(statuses).toContain(200);
        expect(await server.exit).toBe(0);
        expect(server.output()).toContain('stopped cleanly');
      }
    },
  );
});
