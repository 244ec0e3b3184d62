import type { TestProject } from 'vitest/node';
import { BUILT_FOR_THIS_RUN, startStore } from './start-store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production store for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const store = await startStore();
  // The test files' own stores (started in workers, which inherit this) reuse this build.
  process.env[BUILT_FOR_THIS_RUN] = '1';
  project.provide('baseUrl', store.baseUrl);
  return () => store.stop();
}
