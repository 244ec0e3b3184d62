import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/** A fetch that answers the API from `handler` and records every call (method, path, body). */
export function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? {
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Not found' },
    };
    // A 204 carries no body (the Response constructor refuses one).
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

export const okBody = (data: unknown) => ({ body: { success: true, data } });
