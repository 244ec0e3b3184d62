import type { AuthUser } from '@store/shared/schemas/auth';
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { parseAuthUser } from './auth-user.ts';

/**
 * The sign-in as the browser keeps it (spec section 7: keys authToken and user). The spec's third
 * key, refreshToken, is never written: the refresh token lives in the httpOnly cookie, out of
 * reach of scripts (DESIGN.md decision 7, docs/decisions/004); the key is only ever cleared.
 */
export interface StoredAuth {
  token: string | null;
  user: AuthUser | null;
}

/**
 * Reads the stored sign-in. Throws when storage cannot be read or the user record is corrupt: the
 * app-start check reports that as 'Authentication check failed'.
 */
export function readStoredAuth(): StoredAuth {
  const storage = window.localStorage;
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  return {
    token: storage.getItem(STORAGE_KEYS.authToken) || null,
    user: rawUser ? parseAuthUser(JSON.parse(rawUser)) : null,
  };
}

/** The stored access token, or null (also when storage is blocked). */
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.authToken) || null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // blocked or full storage: the sign-in lasts for this page only
  }
}

export function storeSignIn(auth: { token: string; user: AuthUser }) {
  write(STORAGE_KEYS.authToken, auth.token);
  write(STORAGE_KEYS.user, JSON.stringify(auth.user));
  // A copy left by an older client: the cookie is the refresh token now.
  write(STORAGE_KEYS.refreshToken, null);
}

export function storeAccessToken(token: string) {
  write(STORAGE_KEYS.authToken, token);
}

/** Forgets the sign-in: token, user, refresh token and the admin session record. */
export function clearStoredAuth() {
  write(STORAGE_KEYS.authToken, null);
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.refreshToken, null);
  write(STORAGE_KEYS.adminSession, null);
}
