// The part of autocannon 8's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request; what it returns is sent. */
    setupRequest?: (request: Request) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    warmup?: { connections?: number; duration?: number };
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
  }
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): this;
  }
  export default function autocannon(options: Options): Instance;
}
