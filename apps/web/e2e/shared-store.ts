import { inject } from 'vitest';

/**
 * The address of this worker's shared store (started by global-setup.ts): files that run at the
 * same time never share a store, so one's orders never move another's stock or counts.
 */
export function sharedStoreUrl(): string {
  const urls = inject('sharedStoreUrls');
  // Vitest numbers the workers running at once from 1 to maxWorkers.
  const url = urls[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (url === undefined) {
    throw new Error(`No shared store for worker ${process.env.VITEST_POOL_ID} of ${urls.length}`);
  }
  return url;
}
