import type { TestProject } from 'vitest/node';
import { startStore } from './start-store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production store for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const store = await startStore();
  project.provide('baseUrl', store.baseUrl);
  return () => store.stop();
}
