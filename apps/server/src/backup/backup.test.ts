import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { serverRoot } from '../paths.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';

/**
 * Issue 8 point 6: `npm run backup` takes a consistent snapshot of the embedded store while it
 * runs, and `npm run restore` brings it back in a fresh DATA_DIR with the same orders.
 */
/** A media file as the library names them (a generated key, the width): what a backup carries. */
const MEDIA_FILE = `${'ab'.repeat(16)}-800.webp`;
const root = mkdtempSync(path.join(tmpdir(), 'store-backup-'));
const dataDir = path.join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(args: string[], dir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', INIT_CWD: root, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

let server: ServerProcess;
let baseUrl: string;

async function placeCodOrder(productId: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ productId, quantity: 1 }],
      paymentMethod: 'cod',
      customerInfo: {
        firstName: 'Noura',
        lastName: 'Al-Harbi',
        email,
        phone: '+966 50 123 4567',
        address: 'Tahlia Street 12',
        city: 'Riyadh',
        cityId: 'riyadh',
        district: 'Al Olaya',
        country: 'Saudi Arabia',
      },
    }),
  });
  const body = (await res.json()) as { data: { orderNumber: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data.orderNumber;
}

async function orderNumbersIn(dir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  try {
    const rows = await database.db.select({ number: orders.orderNumber }).from(orders);
    return rows.map((row) => row.number).sort();
  } finally {
    await database.close();
  }
}

// One process test, on the embedded database (PostgreSQL is backed up with pg_dump).
describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore', () => {
  const placed: string[] = [];
  const backupDir = path.join(root, 'backups', 'while-running');

  beforeAll(async () => {
    server = await startServerProcess(
      { DATA_DIR: dataDir },
      { ready: () => existsSync(path.join(dataDir, 'server.pid')) },
    );
    baseUrl = server.baseUrl;
  }, 90_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });

  it('backs up the running store: database, media and keys', async () => {
    const listing = (await (await fetch(`${baseUrl}/api/products?limit=2`)).json()) as {
      data: { _id: string }[];
    };
    for (const [index, product] of listing.data.entries()) {
      placed.push(await placeCodOrder(product._id, `backup-${index}@example.com`));
    }
    mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', MEDIA_FILE), 'image bytes');

    const { code, output } = cli(['backup', '--out', backupDir], dataDir);
    expect(code, output).toBe(0);
    expect(output).toContain('Backup written by the running store');
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.files).toEqual(
      expect.arrayContaining(['database.tar.gz', 'media', 'keys/jwt-secret', 'keys/secret-key']),
    );
    expect(statSync(path.join(backupDir, 'keys', 'secret-key')).mode & 0o077).toBe(0);
    // The store kept serving.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);

  it('refuses to restore over the running store', () => {
    const { code, output } = cli(['restore', backupDir, '--force'], dataDir);
    expect(code).toBe(1);
    expect(output).toContain('stop it, then restore');
  });

  it('restores into a fresh DATA_DIR with the same orders, media and keys', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const fresh = path.join(root, 'restored');
    const { code, output } = cli(['restore', backupDir], fresh);
    expect(code, output).toBe(0);
    expect(await orderNumbersIn(fresh)).toEqual(expect.arrayContaining(placed));
    expect(await orderNumbersIn(fresh)).toEqual(await orderNumbersIn(dataDir));
    expect(readFileSync(path.join(fresh, 'media', MEDIA_FILE), 'utf8')).toBe('image bytes');
    expect(readFileSync(path.join(fresh, 'secret-key'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'secret-key'), 'utf8'),
    );
  }, 120_000);

  it('does not overwrite a data directory in use without --force, and moves it aside with it', () => {
    const refused = cli(['restore', backupDir], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');

    const forced = cli(['restore', backupDir, '--force'], dataDir);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('The previous data was moved to');
  }, 120_000);

  it('says what is wrong with a directory that is not a backup', () => {
    const { code, output } = cli(
      ['restore', path.join(root, 'nothing-here')],
      path.join(root, 'x'),
    );
    expect(code).toBe(1);
    expect(output).toContain('is not a complete backup');
  });
});
