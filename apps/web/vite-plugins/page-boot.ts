import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** The script's source, beside the app's entries; built to /page-boot.js. */
export const PAGE_BOOT_ENTRY = 'src/page-boot.ts';
export const PAGE_BOOT_FILE = 'page-boot.js';

/**
 * src/page-boot.ts as one classic script (an IIFE: index.html loads it with `defer`, before the
 * app's module scripts): only what it uses of the route table and the app's modules, minified.
 */
export async function buildPageBoot(root: string, options: { minify?: boolean } = {}) {
  const output = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: options.minify ?? true,
      sourcemap: false,
      copyPublicDir: false,
      emptyOutDir: false,
      rolldownOptions: {
        input: path.resolve(root, PAGE_BOOT_ENTRY),
        output: { format: 'iife', entryFileNames: PAGE_BOOT_FILE },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((one) => one.output).filter((file) => file.type === 'chunk');
  // Loud on purpose: a dynamic import (a page) would have been split off or inlined.
  if (chunks.length !== 1) {
    throw new Error(`page-boot: built into ${chunks.length} files, not one`);
  }
  return chunks[0]!.code;
}

/**
 * Builds /page-boot.js beside the app: into dist/ with the browser's build, and on request from
 * the development server.
 */
export function pageBootPlugin(): Plugin {
  let root = process.cwd();
  let minify = true;
  return {
    name: 'page-boot',
    configResolved(config) {
      root = config.root;
      minify = config.build.minify !== false;
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_BOOT_FILE,
        source: await buildPageBoot(root, { minify }),
      });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${PAGE_BOOT_FILE}`) return next();
        buildPageBoot(root, { minify: false }).then((code) => {
          res.setHeader('content-type', 'text/javascript');
          res.end(code);
        }, next);
      });
    },
  };
}
