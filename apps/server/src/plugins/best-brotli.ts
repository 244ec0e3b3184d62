import { brotliCompress, constants } from 'node:zlib';

/** How many bodies may wait; past that a new one is not recompressed (it keeps its first form). */
const MAX_WAITING = 256;

/**
 * Brotli at its best quality (11), for answers compressed once and sent many times: about a fifth
 * smaller than the quality-4 form @fastify/compress makes on the way out, but some 25 ms of CPU
 * for a 21 kB listing. So it runs on libuv's thread pool, never on the event loop, and one body
 * at a time: the many entries made after an invalidation must not take both cores from requests.
 */
export class BestBrotliQueue {
  private readonly waiting: { body: string | Buffer; done: (better: Buffer) => void }[] = [];
  private running = false;
  private settled: (() => void)[] = [];

  /**
   * Calls `done` with the body compressed, later; not at all if it fails. False when too many
   * wait: the body was not taken.
   */
  compress(body: string | Buffer, done: (better: Buffer) => void): boolean {
    if (this.waiting.length >= MAX_WAITING) return false;
    this.waiting.push({ body, done });
    this.next();
    return true;
  }

  /** Resolves once nothing waits or runs. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.settled.push(resolve));
  }

  private next() {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) {
      for (const resolve of this.settled.splice(0)) resolve();
      return;
    }
    this.running = true;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(job.body),
    };
    brotliCompress(job.body, { params }, (error, better) => {
      this.running = false;
      if (!error) job.done(better);
      this.next();
    });
  }
}
