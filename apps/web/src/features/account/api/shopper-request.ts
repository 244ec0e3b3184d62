import { apiEnvelope, apiRequest, type RequestOptions } from '../../../lib/api-client.ts';

/*
 * The shopper's calls carry their own cookie (shopper_session), never the admin's bearer token:
 * `session: { token: null }` sends none, and leaves a 401 to the page (a shopper who is not
 * signed in is shown the sign-in page, not the admin's).
 */
const asShopper = { session: { token: null } } as const;

export function shopperRequest<T>(path: string, options: Omit<RequestOptions, 'session'> = {}) {
  return apiRequest<T>(path, { ...options, ...asShopper });
}

export function shopperEnvelope<T>(path: string, options: Omit<RequestOptions, 'session'> = {}) {
  return apiEnvelope<T>(path, { ...options, ...asShopper });
}
