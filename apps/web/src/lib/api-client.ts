import type { ApiErrorBody } from '@store/shared/errors';
import type { Pagination } from '@store/shared/schemas/common';
import { API_TIMEOUT_MS } from '@store/shared/constants';
import { paths } from '../config/paths.ts';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { isTokenExpired } from './auth/access-token.ts';
import { clearStoredAuth, readStoredToken } from './auth/auth-storage.ts';
import { readStoredLanguage } from './i18n/language-storage.ts';

export const API_BASE = '/api';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * For the calls of the sign-in flow itself (login, refresh, logout): send exactly this token (null:
   * none), do not renew it first, and leave a 401 to the caller: a refused sign-in or refresh is an
   * answer, not a lost session.
   */
  session?: { token: string | null };
}

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

/** Builds `/api/path?query`, leaving out empty values so URLs (and cache keys) stay canonical. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

type TokenRenewal = () => Promise<string | null>;
let renewToken: TokenRenewal | null = null;

/**
 * Lets the auth store renew an access token that has expired (a laptop waking after the 15-minute
 * token lapsed) before a call goes out with it, instead of the call failing with a 401.
 */
export function setTokenRenewal(renewal: TokenRenewal | null): void {
  renewToken = renewal;
}

async function tokenToSend(options: RequestOptions): Promise<string | null> {
  if (options.session) return options.session.token;
  const token = readStoredToken();
  if (token && renewToken && isTokenExpired(token)) return renewToken();
  return token;
}

/**
 * Spec section 8: a 401 clears the stored session (token, user, and with them the refresh token and
 * the admin session record) and moves the browser to the sign-in page.
 */
function handleUnauthorized() {
  clearStoredAuth();
  if (window.location.pathname !== paths.auth) window.location.assign(paths.auth);
}

/** What every answer of the API looks like, success or not. */
type Envelope = Omit<Partial<ApiErrorBody>, 'success'> & { success?: boolean };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** What the server answered: its status and its parsed body (null when not JSON). */
interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

async function request(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Answer> {
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    API_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);

  // The server answers errors (out of stock, payment failures) in the page's language.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': readStoredLanguage(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, {
      status: 0,
      code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR',
    });
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, statusText: response.statusText, body };
}

/** The answer page-boot.js already has for this call, when it asked the same as the app would. */
async function earlyAnswer(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Answer | null> {
  if ((options.method ?? 'GET') !== 'GET' || token || options.session) return null;
  const early = takeEarlyResponse(apiUrl(path, options.query));
  const answer = early ? await early : null;
  return answer && answer.status !== 0 ? answer : null;
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const token = await tokenToSend(options);
  const answer = (await earlyAnswer(path, options, token)) ?? (await request(path, options, token));
  const payload = answer.body;
  if (answer.status >= 200 && answer.status < 300 && isEnvelope(payload) && payload.success) {
    return payload;
  }
  // A deletion answers 204 with no body: done, nothing to show.
  if (answer.status === 204) return { success: true, data: null };

  // Only a request that carried a session can lose it; a shopper is never sent to sign in.
  if (answer.status === 401 && token && !options.session) handleUnauthorized();
  const body = isEnvelope(payload) ? payload : null;
  throw new ApiError(body?.message || answer.statusText || GENERIC_ERROR_MESSAGE, {
    status: answer.status,
    code: body?.code ?? 'UNKNOWN',
    fieldErrors: body?.errors,
    reason: body?.reason,
  });
}

/** Calls the API and returns the whole envelope, for answers that carry fields beside `data`. */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)) as T;
}

/** Calls the API and returns the envelope's `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = (await send(path, options)) as { data: T };
  return envelope.data;
}

/** Calls a list endpoint and returns its items with the pagination. */
export async function apiList<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ListResult<T>> {
  const envelope = (await send(path, options)) as { data: T[]; pagination: Pagination };
  return { items: envelope.data, pagination: envelope.pagination };
}

/** A file the API sent (a CSV export, a signed XML) and the name it gave it. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/**
 * Downloads a file the API answers with (not JSON) with the session's token, which a plain link
 * could not send. Errors come as the usual envelope and throw the same ApiError as other calls.
 */
export async function apiFile(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<ApiFile> {
  const token = await tokenToSend(options);
  const headers: Record<string, string> = { 'Accept-Language': readStoredLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { headers, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'NETWORK_ERROR' });
  }
  if (response.ok) {
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition')),
    };
  }
  if (response.status === 401 && token) handleUnauthorized();
  const payload: unknown = await response.json().catch(() => null);
  const body = isEnvelope(payload) ? payload : null;
  throw new ApiError(body?.message || response.statusText || GENERIC_ERROR_MESSAGE, {
    status: response.status,
    code: body?.code ?? 'UNKNOWN',
    fieldErrors: body?.errors,
  });
}
