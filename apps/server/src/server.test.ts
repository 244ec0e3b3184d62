import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

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

function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
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
