import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './paths.ts';

const run = promisify(execFile);

/** A production build laid out as the repository is, with the repository's node_modules. */
export interface Stage {
  dir: string;
  webDist: string;
  /** Drops the source maps the bundle measurement needed, so the server does not serve them. */
  dropSourceMaps(): void;
  remove(): void;
}

/**
 * Builds the web app and the server for production into a folder of the bench's own, laid out as
 * the repository is (scripts/start.{sh,mjs}, apps/server/{package.json,dist,drizzle},
 * apps/web/{dist,dist-ssr}), so `sh scripts/start.sh` there starts the store exactly as
 * `npm start` does, and serves this build: apps/web/dist in the repository is rebuilt by others
 * meanwhile (the end-to-end tests rebuild it, under NODE_ENV=test), and the server only serves
 * the files present at start.
 * The web build has hidden source maps: the same JS bytes and hashes, no map comment.
 */
export async function stageProductionBuild(): Promise<Stage> {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-bench-stage-'));
  const env = { ...process.env, NODE_ENV: 'production' };
  const webDist = path.join(dir, 'apps/web/dist');
  try {
    await run(
      'npx',
      [
        'vite',
        'build',
        '--outDir',
        webDist,
        '--emptyOutDir',
        '--sourcemap',
        'hidden',
        '--logLevel',
        'warn',
      ],
      { cwd: path.join(root, 'apps/web'), env },
    );
    // The server's render of the storefront's first screens, served beside dist/.
    await run(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        path.join(dir, 'apps/web/dist-ssr'),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: path.join(root, 'apps/web'), env },
    );
    const serverDist = path.join(dir, 'apps/server/dist');
    await run('node', ['build.mjs'], { cwd: path.join(root, 'apps/server'), env });
    for (const part of [
      'scripts/start.sh',
      'scripts/start.mjs',
      'scripts/build-if-stale.mjs',
      'package.json',
      'apps/server/package.json',
      'apps/server/drizzle',
    ]) {
      cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
    }
    mkdirSync(serverDist, { recursive: true });
    cpSync(path.join(root, 'apps/server/dist'), serverDist, { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    if (existsSync(path.join(root, 'apps/server/node_modules'))) {
      symlinkSync(
        path.join(root, 'apps/server/node_modules'),
        path.join(dir, 'apps/server/node_modules'),
      );
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    webDist,
    dropSourceMaps() {
      const assets = path.join(webDist, 'assets');
      for (const file of readdirSync(assets)) {
        if (file.endsWith('.map')) rmSync(path.join(assets, file));
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
