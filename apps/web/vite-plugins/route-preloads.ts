import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The lazy chunks a first visit needs at once, by what public/page-boot.js knows before any of the
 * app's code runs: the page of the current path, and the Arabic texts when Arabic is chosen.
 */
export const ROUTE_MODULES = {
  home: 'src/features/home/components/home-page.tsx',
  products: 'src/features/catalog/components/product-listing-page.tsx',
  product: 'src/features/product-detail/components/product-detail-page.tsx',
  ar: 'src/locales/ar/index.ts',
} as const;

export type RoutePreloads = Record<keyof typeof ROUTE_MODULES, string[]>;

/** The element of index.html page-boot.js reads the lists from. */
export const ROUTE_PRELOADS_ID = 'route-preloads';

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** A chunk and every chunk it imports statically, as the browser would load them. */
function withStaticImports(bundle: OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') {
    for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  }
  return into;
}

/** Per route, the files to modulepreload: the page's chunk and its imports the entry lacks. */
export function routePreloads(bundle: OutputBundle, root: string, base: string): RoutePreloads {
  const chunks = chunksOf(bundle);
  const firstLoad = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    withStaticImports(bundle, entry.fileName, firstLoad);
  }
  const preloads = {} as RoutePreloads;
  for (const [route, modulePath] of Object.entries(ROUTE_MODULES)) {
    const absolute = path.resolve(root, modulePath);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === absolute);
    // Loud on purpose: a moved page would otherwise silently lose its early start.
    if (!chunk) throw new Error(`route-preloads: no chunk is built from ${modulePath}`);
    const files = [...withStaticImports(bundle, chunk.fileName)].filter((f) => !firstLoad.has(f));
    preloads[route as keyof RoutePreloads] = files.map((file) => `${base}${file}`);
  }
  return preloads;
}

/**
 * Writes the lists into the built index.html as a JSON data block (not a script the browser runs,
 * so the CSP's `script-src 'self'` is kept) for page-boot.js, a deferred script that reads it once
 * the document is parsed, which turns the current
 * route's list into `<link rel="modulepreload">`: the page's code then downloads beside the entry
 * instead of after it has run.
 */
export function routePreloadsPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const json = JSON.stringify(routePreloads(context.bundle, root, base));
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID },
            // "<" escaped, so no file name could ever close the element early.
            children: json.replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
