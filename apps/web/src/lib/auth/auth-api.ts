import type { RefreshResult, VerifyResult } from '@store/shared/schemas/auth';
import { apiRequest } from '../api-client.ts';

/**
 * POST /api/auth/refresh (spec section 7), answered with `data.accessToken`. The refresh token is
 * the httpOnly cookie the browser sends by itself (docs/decisions/004), so the body the spec's
 * client fills with a stored copy stays empty, and the rotated copy in the answer is not kept.
 */
export function requestTokenRefresh(): Promise<RefreshResult> {
  return apiRequest<RefreshResult>('/auth/refresh', {
    method: 'POST',
    body: {},
    session: { token: null },
  });
}

/** POST /api/auth/logout with the Bearer token and no body; errors are ignored (spec section 7). */
export async function requestLogout(token: string | null): Promise<void> {
  try {
    await apiRequest<null>('/auth/logout', { method: 'POST', session: { token } });
  } catch {
    // Nothing to do: the local sign-in is gone either way.
  }
}

/** GET /api/auth/verify: the session as the server knows it. A 401 ends the local sign-in. */
export function requestVerify(signal?: AbortSignal): Promise<VerifyResult> {
  return apiRequest<VerifyResult>('/auth/verify', { signal });
}
