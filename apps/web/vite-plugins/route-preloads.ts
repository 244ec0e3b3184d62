import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The table of the app's pages (src/app/route-table.ts), relative to the web app's folder. */
export const ROUTE_TABLE = 'src/app/route-table.ts';

type Node = { type?: string; [key: string]: unknown };

/** The first node of a type in a tree of the parser's nodes, depth first. */
function findNode(node: unknown, type: string): Node | null {
  if (!node || typeof node !== 'object') return null;
  if ((node as Node).type === type) return node as Node;
  for (const child of Object.values(node)) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return null;
}

/** The value of `export const <name> = ...` (without `satisfies`/`as`). */
function exported(program: Node, name: string): Node | null {
  for (const statement of program.body as Node[]) {
    const declarations = (statement.declaration as Node | null)?.declarations as Node[] | undefined;
    const declarator = declarations?.find((one) => (one.id as Node).name === name);
    let value = declarator?.init as Node | undefined;
    while (value && (value.type === 'TSSatisfiesExpression' || value.type === 'TSAsExpression')) {
      value = value.expression as Node;
    }
    if (value) return value;
  }
  return null;
}

const propertiesOf = (object: Node) =>
  (object.properties as Node[]).filter((property) => property.type === 'Property');
const keyOf = (property: Node) => (property.key as Node).name as string;

/**
 * The lazy chunks a first visit needs at once, by what src/page-boot.ts knows before any of the
 * app's code runs: the page of each route with a first screen, read from the route table's source
 * (the module its `pages` loader imports), and the Arabic texts when Arabic is chosen.
 */
export function routeModules(tableSource: string): Record<string, string> {
  const program = parseAst(tableSource, { lang: 'ts' }) as unknown as Node;
  const routes = exported(program, 'routes');
  const pages = exported(program, 'pages');
  if (routes?.type !== 'ArrayExpression' || pages?.type !== 'ObjectExpression') {
    throw new Error(
      `route-preloads: ${ROUTE_TABLE} exports no \`routes\` array or \`pages\` object`,
    );
  }
  const modules: Record<string, string> = {};
  for (const route of routes.elements as Node[]) {
    const properties = propertiesOf(route);
    if (!properties.some((property) => keyOf(property) === 'firstScreen')) continue;
    const page = (properties.find((property) => keyOf(property) === 'page')?.value as Node)
      ?.value as string;
    const loader = propertiesOf(pages).find((property) => keyOf(property) === page);
    const specifier = (findNode(loader?.value, 'ImportExpression')?.source as Node | undefined)
      ?.value;
    if (typeof specifier !== 'string') {
      throw new Error(`route-preloads: the page "${page}" of a first screen has no import()`);
    }
    modules[page] = path.posix.join(path.posix.dirname(ROUTE_TABLE), specifier);
  }
  return { ...modules, ar: 'src/locales/ar/index.ts' };
}

/** The modules of this app's route table. */
export const ROUTE_MODULES = routeModules(
  readFileSync(path.resolve(import.meta.dirname, '..', ROUTE_TABLE), 'utf8'),
);

export type RoutePreloads = Record<string, string[]>;

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
    preloads[route] = files.map((file) => `${base}${file}`);
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
