import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body sent, if any. */
  body: unknown;
}

type Answer = {
  status?: number;
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
};

/**
 * A fetch answering the admin API from `handler` (JSON envelopes, or a file with its own content
 * type), recording every call; unknown paths get the API's 404 envelope.
 */
export function stubTaxApi(handler: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'Not found' },
      };
      const contentType = answer.contentType ?? 'application/json';
      return new Response(
        typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
        {
          status: answer.status ?? 200,
          headers: { 'content-type': contentType, ...answer.headers },
        },
      );
    }),
  );
  return calls;
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { success: true, data, ...extra },
});

export const page = (total: number, pageNumber = 1, pages = 1) => ({
  page: pageNumber,
  limit: 25,
  total,
  pages,
  hasNext: pageNumber < pages,
  hasPrev: pageNumber > 1,
});
