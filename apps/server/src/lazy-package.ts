import { createRequire } from 'node:module';

const packages = createRequire(import.meta.url);

/**
 * A CommonJS package loaded at its first use instead of when the store starts: what serving
 * shoppers never touches (ZATCA's XML and certificates, e-mail, CSV files) stays out of the
 * memory of a store that only sells. Synchronous, so the functions using it stay as they are.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= packages(name) as T);
}
