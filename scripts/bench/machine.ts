import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './paths.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  postgres: string;
  lighthouse: string;
  autocannon: string;
}

function versionOf(pkg: string): string {
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function tryRun(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim();
  } catch {
    return 'not found';
  }
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
  } catch {
    return 'not reachable';
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function describeMachine(chromiumPath: string, postgresUrl: string): Promise<Machine> {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: tryRun(chromiumPath, ['--version']),
    postgres: await postgresVersion(postgresUrl),
    lighthouse: versionOf('lighthouse'),
    autocannon: versionOf('autocannon'),
  };
}

/** Load average now, and how much of it is not this benchmark: other work on the machine. */
export function loadAverage(): number[] {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}
