import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { BUILT_FOR_THIS_RUN, SEEDED_DATA_DIR, startStore } from './start-store.ts';
import { removeAdministrators } from './store-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared store per worker (see `sharedStoreUrl`). */
    sharedStoreUrls: string[];
  }
}

/** A shared production store per worker for the whole run, and the seeded data stores copy. */
export default async function setup(project: TestProject) {
  const seeded = mkdtempSync(path.join(tmpdir(), 'store-e2e-seeded-'));
  await (await startStore({ dataDir: seeded })).stop();
  await removeAdministrators(seeded);
  // The stores started after this one (the files' own, in workers, which inherit these) reuse
  // this build and begin on a copy of the seeded data.
  process.env[BUILT_FOR_THIS_RUN] = '1';
  process.env[SEEDED_DATA_DIR] = seeded;
  const stores = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, () => startStore()),
  );
  project.provide(
    'sharedStoreUrls',
    stores.map((store) => store.baseUrl),
  );
  return async () => {
    await Promise.all(stores.map((store) => store.stop()));
    rmSync(seeded, { recursive: true, force: true });
  };
}
