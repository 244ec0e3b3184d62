import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BestBrotliQueue } from './best-brotli.ts';

const text = (seed: number) =>
  JSON.stringify(
    Array.from({ length: 60 }, (_, i) => ({
      id: i * seed,
      name: `عطر ${i}`,
      note: `oud ${i % 7}`,
    })),
  );

describe('BestBrotliQueue', () => {
  it('compresses at the best quality, one body at a time, in the order asked', async () => {
    const queue = new BestBrotliQueue();
    const done: number[] = [];
    const results: Buffer[] = [];
    for (const seed of [1, 2, 3]) {
      queue.compress(text(seed), (better) => {
        done.push(seed);
        results.push(better);
      });
    }
    await queue.idle();
    expect(done).toEqual([1, 2, 3]);
    for (const [i, better] of results.entries()) {
      expect(brotliDecompressSync(better).toString()).toBe(text(i + 1));
      const quick = brotliCompressSync(text(i + 1), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      });
      expect(better.length).toBeLessThan(quick.length);
    }
  });

  it('refuses a body while 256 wait, and says so, so the caller can ask again later', async () => {
    const queue = new BestBrotliQueue();
    const body = 'a small body';
    // The first starts at once; 256 more wait behind it.
    const taken = Array.from({ length: 257 }, () => queue.compress(body, () => undefined));
    expect(taken.every(Boolean)).toBe(true);
    expect(queue.compress(body, () => undefined)).toBe(false);
    await queue.idle();
    expect(queue.compress(body, () => undefined)).toBe(true);
    await queue.idle();
  });

  it('is idle at once when it has nothing to do', async () => {
    await expect(new BestBrotliQueue().idle()).resolves.toBeUndefined();
  });
});
