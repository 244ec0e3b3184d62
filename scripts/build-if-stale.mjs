// Builds the web app and the server bundle when missing or older than their sources.
// Used by `npm start` and the end-to-end tests; run directly: `node scripts/build-if-stale.mjs`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time under the given files and folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function isStale(outputs, sources) {
  const newestSource = newestMtime(sources);
  return outputs.some((output) => !existsSync(output) || statSync(output).mtimeMs < newestSource);
}

const shared = [at('packages/shared/src'), at('package-lock.json')];
const targets = [
  {
    name: 'web app',
    // The browser's app and the server's render of its first screens.
    outputs: [at('apps/web/dist/index.html'), at('apps/web/dist-ssr/entry-server.js')],
    sources: [
      ...shared,
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/vite-plugins'),
    ],
    command: 'npm run build -w apps/web',
  },
  {
    name: 'server',
    outputs: [at('apps/server/dist/server.js')],
    sources: [...shared, at('apps/server/src'), at('apps/server/build.mjs')],
    command: 'npm run build -w apps/server',
  },
];

export function buildIfStale() {
  for (const target of targets) {
    if (isStale(target.outputs, target.sources)) {
      console.log(`Building the ${target.name}…`);
      // Always a production build: a caller running under a test runner has NODE_ENV=test,
      // which would give Vite's development output and then pass for fresh.
      execSync(target.command, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
