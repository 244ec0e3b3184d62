import type { FastifyInstance } from 'fastify';
import { ExpiringMemo, type ExpiringMemoOptions } from './expiring-memo.ts';

/**
 * A memo of what is made from the public reads (rendered pages, social cards, catalogue
 * addresses), dropped with every invalidation of them, here or from another instance.
 */
export function publicReadMemo<T>(
  app: FastifyInstance,
  options: ExpiringMemoOptions,
): ExpiringMemo<T> {
  const memo = new ExpiringMemo<T>(options);
  // Once the app is ready: the public cache may be registered after the caller.
  app.addHook('onReady', async () => {
    app.publicCache.onInvalidate(() => memo.clear());
  });
  return memo;
}
