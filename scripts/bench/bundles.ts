import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compositionOf } from './bundle-composition.ts';
import { root } from './paths.ts';

const webDir = path.join(root, 'apps/web');
/** A module of the admin area: any file or folder under src whose name starts with "admin". */
const ADMIN_SOURCE = /apps\/web\/src\/(?:.+\/)?admin[^/]*/;

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
  /** Brotli at quality 4: what @fastify/compress sends on the fly. */
  brotliServed: number;
}

export interface BundleResults {
  js: FileSize[];
  css: FileSize[];
  /** Whether apps/web/dist, which the server serves, holds the same files (same hashes). */
  sameAsDist: boolean;
  /** Minified bytes of the first-load JS by package or app folder, largest first. */
  composition: { group: string; bytes: number }[];
  adminProof: AdminProof;
}

export interface AdminProof {
  adminChunks: string[];
  firstLoadModules: number;
  /** First-load files built from an admin module: must be empty. */
  adminModulesInFirstLoad: string[];
  /** String literals found only in admin chunks that also appear in the first load: must be empty. */
  adminStringsChecked: number;
  adminStringsInFirstLoad: string[];
  /** Translation sections the admin chunks use that ship in the first-load JS. */
  adminTranslationSectionsInFirstLoad: string[];
}

function sizeOf(dir: string, file: string): FileSize {
  const content = readFileSync(path.join(dir, file));
  return {
    file,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
    brotliServed: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length,
  };
}

/** What index.html loads before any route code: its scripts, modulepreloads and stylesheets. */
function firstLoadFiles(dir: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const attr = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
  const js = new Set([
    ...attr(/<script[^>]*\ssrc="([^"]+)"/g),
    ...attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]);
  // Static imports the entry pulls in, in case a modulepreload is missing.
  for (const file of js) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) {
      js.add(path.posix.join(path.posix.dirname(file), m[1]!));
    }
  }
  const css = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  return { js: [...js], css };
}

/** Quoted strings of a source file (prettier-formatted TS/TSX), long enough to be telling. */
function stringLiterals(source: string): string[] {
  return [...source.matchAll(/'([^'\\\n]{12,200})'|"([^"\\\n]{12,200})"/g)].map(
    (m) => m[1] ?? m[2]!,
  );
}

/**
 * Translation namespaces and sections a source file uses: `t('checkout.title')`,
 * `t('admin:nav.label')`, `useTranslation(['common', 'nav'])`.
 */
function translationSections(source: string): string[] {
  const keys = [...source.matchAll(/\bt\(\s*['"`]([a-zA-Z]+)[.:]/g)].map((m) => m[1]!);
  const lists = [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((m) =>
    [...m[1]!.matchAll(/'([a-zA-Z]+)'/g)].map((n) => n[1]!),
  );
  return [...keys, ...lists];
}

/** Each chunk's source modules and their text, from the build's source maps. */
function readSourceMaps(assetsDir: string, chunks: string[]) {
  const sourcesOf = new Map<string, string[]>();
  const contentOf = new Map<string, string>();
  for (const chunk of chunks) {
    const mapFile = path.join(assetsDir, `${chunk}.map`);
    // Rolldown's runtime chunk is generated code with no source map.
    if (!existsSync(mapFile)) {
      sourcesOf.set(chunk, []);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    sourcesOf.set(chunk, map.sources);
    map.sources.forEach((source, i) => contentOf.set(source, map.sourcesContent?.[i] ?? ''));
  }
  return { sourcesOf: (chunk: string) => sourcesOf.get(chunk) ?? [], contentOf };
}

const listAssets = (dir: string) =>
  readdirSync(path.join(dir, 'assets'))
    .filter((f) => !f.endsWith('.map'))
    .sort();

/**
 * Which source modules each first-load file holds, from the source maps: none may be an admin
 * module. Then the admin modules' own strings and translation sections in the first-load code.
 */
function adminProofOf(webDist: string, firstLoad: string[]): AdminProof {
  const assetsDir = path.join(webDist, 'assets');
  const chunks = listAssets(webDist).filter((file) => file.endsWith('.js'));
  const { sourcesOf, contentOf } = readSourceMaps(assetsDir, chunks);
  const isAdmin = (source: string) => ADMIN_SOURCE.test(source);
  const firstLoadSources = [...new Set(firstLoad.flatMap(sourcesOf))];
  const firstLoadCode = firstLoad
    .map((f) => readFileSync(path.join(assetsDir, f), 'utf8'))
    .join('\n');

  const adminText = [...contentOf].filter(([source]) => isAdmin(source)).map(([, text]) => text);
  const otherText = [...contentOf].filter(([source]) => !isAdmin(source)).map(([, text]) => text);
  const otherJoined = otherText.join('\n');
  const adminStrings = [...new Set(adminText.flatMap(stringLiterals))].filter(
    (literal) => !otherJoined.includes(literal),
  );
  const otherSections = new Set(otherText.flatMap(translationSections));
  const adminSections = [...new Set(adminText.flatMap(translationSections))].filter(
    (section) => !otherSections.has(section),
  );
  return {
    adminChunks: chunks.filter((chunk) => sourcesOf(chunk).some(isAdmin)),
    firstLoadModules: firstLoadSources.length,
    adminModulesInFirstLoad: firstLoadSources
      .filter(isAdmin)
      .map((source) => source.replace(/^.*apps\/web\//, 'apps/web/')),
    adminStringsChecked: adminStrings.length,
    adminStringsInFirstLoad: adminStrings.filter((literal) => firstLoadCode.includes(literal)),
    adminTranslationSectionsInFirstLoad: adminSections.filter((section) =>
      new RegExp(`[{,]${section}:\\{`).test(firstLoadCode),
    ),
  };
}

/**
 * Measures a production build with hidden source maps (stage.ts): what index.html loads, what it
 * is made of, and whether any of it is admin code.
 */
export function measureBundles(webDist: string): BundleResults {
  const files = firstLoadFiles(webDist);
  const firstLoadChunks = files.js
    .filter((f) => f.startsWith('assets/'))
    .map((f) => path.basename(f));
  return {
    js: files.js.map((file) => sizeOf(webDist, file)),
    css: files.css.map((file) => sizeOf(webDist, file)),
    composition: compositionOf(path.join(webDist, 'assets'), firstLoadChunks),
    // A fresh clone has no apps/web/dist yet: then it differs, as any other build would.
    sameAsDist:
      existsSync(path.join(webDir, 'dist', 'assets')) &&
      listAssets(webDist).join() === listAssets(path.join(webDir, 'dist')).join(),
    adminProof: adminProofOf(webDist, firstLoadChunks),
  };
}
