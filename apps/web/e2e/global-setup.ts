import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { BUILT_FOR_THIS_RUN, SEEDED_DATA_DIR, startStore } from './start-store.ts';
import { removeAdministrators } from './store-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production store for the whole end-to-end run, and the seeded data the files' stores copy. */
export default async function setup(project: TestProject) {
  const seeded = mkdtempSync(path.join(tmpdir(), 'store-e2e-seeded-'));
  await (await startStore({ dataDir: seeded })).stop();
  await removeAdministrators(seeded);
  // The stores started after this one (the files' own, in workers, which inherit these) reuse
  // this build and begin on a copy of the seeded data.
  process.env[BUILT_FOR_THIS_RUN] = '1';
  process.env[SEEDED_DATA_DIR] = seeded;
  const store = await startStore();
  project.provide('baseUrl', store.baseUrl);
  return async () => {
    await store.stop();
    rmSync(seeded, { recursive: true, force: true });
  };
}
