// Bundles the server into dist/server.js: our code and @store/shared inlined, npm dependencies
// left to node_modules (PGlite loads its WebAssembly files from its own package).
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@store/'));

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Some CommonJS dependencies call require(); give ESM output a real one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

// esbuild escapes strings but not comments or regular-expression literals, and one character past
// ASCII makes V8 keep the whole source as two bytes a character: the bundle's 1.7 MB held 3.4 MB
// of the heap for as long as the store runs. Escaped, every character is one byte again. Sound
// because the bundle has no String.raw, the one place where an escape reads differently.
for (const file of ['dist/server.js', 'dist/cli.js']) {
  const code = readFileSync(file, 'utf8');
  if (code.includes('String.raw'))
    throw new Error(`${file} uses String.raw: escaping would change it`);
  writeFileSync(
    file,
    code.replace(/[^\0-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}
