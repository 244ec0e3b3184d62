/** A request the page sent to the API, as a test reads it back. */
export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

import { STANDARD_QUOTE } from '../../../test/fixtures-shipping.ts';

export { STANDARD_QUOTE };

type Answer = { status?: number; data?: unknown; error?: { code: string; message: string } };

/**
 * A fetch for component tests that answers "METHOD /api/path" from a table (a 404 envelope
 * otherwise) and records every request, so a test can check what the page sent.
 */
export function stubApi(routes: Record<string, Answer | (() => Answer)>) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, search: url.search, body });
    const route =
      routes[`${method} ${url.pathname}`] ??
      (`${method} ${url.pathname}` === 'POST /api/public/shipping/quote'
        ? { data: STANDARD_QUOTE }
        : undefined);
    const answer: Answer = (typeof route === 'function' ? route() : route) ?? {
      status: 404,
      error: { code: 'NOT_FOUND', message: 'Not found' },
    };
    const payload = answer.error
      ? { success: false, ...answer.error }
      : { success: true, data: answer.data };
    return new Response(JSON.stringify(payload), {
      status: answer.status ?? (answer.error ? 400 : 200),
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, sent };
}
