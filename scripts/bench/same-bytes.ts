import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { root } from './paths.ts';
import { freePort } from './server.ts';

/** What identifies an answer's bytes to a client; the same-bytes route sends these. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control'];

/** One answer as it leaves the store: status 200, its headers that matter, its raw (compressed) body. */
async function capture(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        const kept: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({ headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface SameBytesServer {
  /** The bare route's URL for a path of the store. */
  urlOf(storePath: string): string;
  stop(): Promise<void>;
}

/**
 * Starts a bare Fastify server that answers each of the store's `paths` with the exact bytes
 * and identifying headers the store sent for it (asked with `headers`), at `/same-bytes/<n>`.
 */
export async function startSameBytesServer(
  storeUrl: string,
  paths: string[],
  headers: Record<string, string>,
  dir: string,
): Promise<SameBytesServer> {
  const answers = [];
  for (const [i, storePath] of paths.entries()) {
    const { headers: kept, body } = await capture(`${storeUrl}${storePath}`, headers);
    answers.push({ path: `/same-bytes/${i}`, headers: kept, bodyBase64: body.toString('base64') });
  }
  const file = path.join(dir, 'same-bytes.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/same-bytes-server.ts'), file, String(port)],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the same-bytes server exited (${code})`)));
    child.stdout.on('data', (data: Buffer) => {
      if (data.toString().includes('ready')) resolve();
    });
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    urlOf: (storePath) => `http://127.0.0.1:${port}/same-bytes/${paths.indexOf(storePath)}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exit;
    },
  };
}
