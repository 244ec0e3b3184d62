import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routePreloads } from './route-preloads.ts';

const root = '/app';

function chunk(
  fileName: string,
  options: { facade?: string; imports?: string[]; entry?: boolean },
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: options.facade ? path.resolve(root, options.facade) : null,
    imports: options.imports ?? [],
    isEntry: options.entry ?? false,
  };
}

/** An entry with react, and one chunk per route module that shares react and a button. */
function bundle(leaveOut?: string): Rolldown.OutputBundle {
  const files = [
    chunk('assets/index.js', { entry: true, imports: ['assets/react.js'] }),
    chunk('assets/react.js', {}),
    chunk('assets/button.js', { imports: ['assets/react.js'] }),
    ...Object.values(ROUTE_MODULES)
      .filter((module) => module !== leaveOut)
      .map((module) =>
        chunk(`assets/${path.basename(module)}.js`, {
          facade: module,
          imports: ['assets/react.js', 'assets/button.js'],
        }),
      ),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file])) as Rolldown.OutputBundle;
}

describe('route preloads', () => {
  it('lists each route’s chunk with the imports the entry does not already load', () => {
    const preloads = routePreloads(bundle(), root, '/');
    expect(preloads.home).toEqual(['/assets/home-page.tsx.js', '/assets/button.js']);
    expect(preloads.ar).toEqual(['/assets/index.ts.js', '/assets/button.js']);
    expect(Object.keys(preloads)).toEqual(Object.keys(ROUTE_MODULES));
  });

  it('fails the build when a route module no longer has its own chunk', () => {
    expect(() => routePreloads(bundle(ROUTE_MODULES.products), root, '/')).toThrow(
      ROUTE_MODULES.products,
    );
  });
});
