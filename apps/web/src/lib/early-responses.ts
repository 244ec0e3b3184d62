/** An API answer page-boot.js (src/app/page-boot.ts) asked for before the app's code had loaded. */
export interface EarlyResponse {
  /** 0 when the request failed: the app then asks again itself. */
  status: number;
  statusText: string;
  body: unknown;
}

export type EarlyResponses = Record<string, Promise<EarlyResponse>>;

declare global {
  interface Window {
    /** Filled by page-boot.js, by URL (`/api/...`, as `apiUrl` builds it). */
    __earlyResponses?: EarlyResponses;
  }
}

/**
 * Where the early answers are: page-boot.js's in the browser; on the server, the answers of the
 * page being rendered (src/entry-server.tsx sets a source per render).
 */
let source: () => EarlyResponses | undefined = () =>
  typeof window === 'undefined' ? undefined : window.__earlyResponses;

export function setEarlyResponseSource(next: () => EarlyResponses | undefined): void {
  source = next;
}

/** Whether page-boot.js (or the server's render) asked for the first screen's answers. */
export function hasEarlyResponses(): boolean {
  return source() !== undefined;
}

/**
 * The early answer for a URL, once: later calls (a refetch, a retry) must reach the server, so the
 * answer is removed as it is taken.
 */
export function takeEarlyResponse(url: string): Promise<EarlyResponse> | undefined {
  const early = source();
  const answer = early?.[url];
  if (early && answer) delete early[url];
  return answer;
}
