/** An API answer public/page-boot.js asked for before the app's code had loaded. */
export interface EarlyResponse {
  /** 0 when the request failed: the app then asks again itself. */
  status: number;
  statusText: string;
  body: unknown;
}

declare global {
  interface Window {
    /** Filled by public/page-boot.js, by URL (`/api/...`, as `apiUrl` builds it). */
    __earlyResponses?: Record<string, Promise<EarlyResponse>>;
  }
}

/**
 * The early answer for a URL, once: later calls (a refetch, a retry) must reach the server, so the
 * answer is removed as it is taken.
 */
export function takeEarlyResponse(url: string): Promise<EarlyResponse> | undefined {
  const early = window.__earlyResponses;
  const answer = early?.[url];
  if (answer) delete early[url];
  return answer;
}
