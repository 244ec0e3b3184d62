import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';

// `npm start` is `sh scripts/start.sh`: memory settings, then exec node. A `node` first on PATH
// stands in for the real one and reports what it was given.
const startScript = path.resolve(serverRoot, '../../scripts/start.sh');
const fakeBin = mkdtempSync(path.join(tmpdir(), 'store-start-'));
afterAll(() => rmSync(fakeBin, { recursive: true, force: true }));
writeFileSync(
  path.join(fakeBin, 'node'),
  [
    '#!/bin/sh',
    'echo "pid=$$"',
    'echo "mmap=$MALLOC_MMAP_THRESHOLD_ arenas=$MALLOC_ARENA_MAX"',
    'echo "args=$*"',
    'exit "${FAKE_EXIT:-0}"',
  ].join('\n'),
);
chmodSync(path.join(fakeBin, 'node'), 0o755);

function runStart(env: Record<string, string>, args: string[] = []) {
  const child = spawn('sh', [startScript, ...args], {
    env: { ...process.env, PATH: `${fakeBin}:${process.env.PATH}`, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  return new Promise<{ pid: number; code: number | null; stdout: string }>((resolve) =>
    child.once('exit', (code) => resolve({ pid: child.pid!, code, stdout })),
  );
}

// Runs once: it does not touch a database.
describe.skipIf(process.env.TEST_DB === 'postgres')('scripts/start.sh', () => {
  it('becomes node in the same process, with the memory settings and the arguments', async () => {
    const { pid, code, stdout } = await runStart(
      { MALLOC_MMAP_THRESHOLD_: '', MALLOC_ARENA_MAX: '', DATABASE_URL: '' },
      ['--extra'],
    );
    expect(code).toBe(0);
    // exec: the process the caller started (and signals) is node itself, no launcher between.
    expect(stdout).toContain(`pid=${pid}\n`);
    expect(stdout).toContain('mmap=32768 arenas=2\n');
    expect(stdout).toMatch(/^args=(--[a-z-]+(=\d+)? )+\S*scripts\/start\.mjs --extra$/m);
    expect(stdout).toContain(
      '--liftoff-only --max-semi-space-size=2 --heap-growing-percent=20 --no-sparkplug ',
    );
  });

  it('leaves the old generation to V8 on PostgreSQL, for the rate of first visits', async () => {
    const { stdout } = await runStart({ DATABASE_URL: 'postgres://store@db.example/store' });
    expect(stdout).toContain('--liftoff-only --max-semi-space-size=2 ');
    expect(stdout).not.toContain('--heap-growing-percent');
    expect(stdout).not.toContain('--no-sparkplug');
    expect(stdout).toMatch(/^args=(--[a-z-]+(=\d+)? )+\S*scripts\/start\.mjs$/m);
  });

  it('gives node only options this node knows (an unknown one stops it at start)', async () => {
    const { stdout } = await runStart({});
    const options = /^args=(.*?)\S*scripts\/start\.mjs/m.exec(stdout)![1]!.trim().split(' ');
    const real = spawn(process.execPath, [...options, '-e', 'process.exit(0)'], { stdio: 'pipe' });
    let stderr = '';
    real.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => real.once('exit', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it("keeps the operator's own allocator settings and passes node's exit code on", async () => {
    const { code, stdout } = await runStart({
      MALLOC_MMAP_THRESHOLD_: '65536',
      MALLOC_ARENA_MAX: '4',
      FAKE_EXIT: '3',
    });
    expect(stdout).toContain('mmap=65536 arenas=4\n');
    expect(code).toBe(3);
  });
});
