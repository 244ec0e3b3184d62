import { PGlite } from '@electric-sql/pglite';

/**
 * How long queries may run back to back before the event loop gets a turn: short enough that the
 * server accepts connections many times a second under load, long enough that a request's few
 * queries mostly run without a break.
 */
const SLICE_MS = 10;

/** Resolves in the check phase of the event loop's next turn, after its poll phase. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * PGlite runs each query synchronously on the event loop's thread and hands its lock from one
 * query to the next in microtasks, so a queue of queries ran back to back inside one turn of the
 * loop: seconds under load. Node accepts about one new connection per turn, so connections waited
 * in the kernel's accept queue until their requests timed out (docs/OPERATIONS.md, "Load test").
 * Here queries run back to back for at most SLICE_MS; the next one waits for the next turn, so
 * between slices the loop polls its sockets: it accepts connections and serves cached answers.
 */
export class TurnTakingPGlite extends PGlite {
  #sliceStartedAt = performance.now();

  override _runExclusiveQuery<T>(query: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      if (performance.now() - this.#sliceStartedAt >= SLICE_MS) {
        await nextTurn();
        this.#sliceStartedAt = performance.now();
      }
      return query();
    });
  }
}
