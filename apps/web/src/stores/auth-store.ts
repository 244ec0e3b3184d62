import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { setTokenRenewal } from '../lib/api-client.ts';
import { ApiError } from '../lib/api-error.ts';
import { isTokenExpired, tokenExpiresAt } from '../lib/auth/access-token.ts';
import {
  checkAdminSession,
  createAdminSessionRecord,
  readAdminSession,
  touchAdminSession,
  writeAdminSession,
} from '../lib/auth/session-record.ts';
import { requestLogout, requestTokenRefresh } from '../lib/auth/auth-api.ts';
import {
  clearStoredAuth,
  readStoredAuth,
  readStoredToken,
  storeAccessToken,
  storeSignIn,
  type StoredAuth,
} from '../lib/auth/auth-storage.ts';
import { toAuthenticatedUser } from '../lib/auth/auth-user.ts';
import { sessionTimings, type SessionTimings } from '../lib/auth/session-timings.ts';
import type { AuthUser } from '@store/shared/schemas/auth';
import { authSession, initialAuthState, setSignOut, type AuthState } from './auth-session.ts';
import { authReducer, type AuthAction } from './auth-state.ts';
import { createExternalStore, type ExternalStore } from './external-store.ts';

/** A token that would lapse before the next check, or within this margin of it, is renewed now. */
const RENEWAL_MARGIN_MS = 60_000;
/** One refresh at a time across the tabs of the browser: a refresh token works once. */
const REFRESH_LOCK = 'store-auth-refresh';

function needsRenewal(token: string, now: number, timings: SessionTimings): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now + timings.tokenCheckMs + RENEWAL_MARGIN_MS;
}

function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // The lock is held until the task's promise settles, and the request resolves to its value
  // (TypeScript's DOM types miss that the callback may return a promise).
  return locks.request(REFRESH_LOCK, task) as unknown as Promise<boolean>;
}

export interface SignInResult {
  user: AuthUser;
  token: string;
}

/**
 * The sign-in state of the whole app (spec section 4, "Auth"): what the header greets, what the
 * admin guard checks. Transitions are `authReducer`'s; this adds storage, timers and the API.
 * The state lives in `store`: the app's is `authSession`, which the storefront reads without
 * loading this code.
 */
export function createAuthStore(
  store: ExternalStore<AuthState> = createExternalStore<AuthState>(initialAuthState),
) {
  const dispatch = (action: AuthAction) => store.setState(authReducer(store.getState(), action));
  let refreshing: Promise<boolean> | null = null;
  /** The stored user while an expired token is being renewed at start. */
  let pendingUser: AuthUser | null = null;
  let stopRunning: (() => void) | null = null;

  function signOutLocally(action: AuthAction = { type: 'LOGOUT' }) {
    clearStoredAuth();
    pendingUser = null;
    dispatch(action);
  }

  function adopt(token: string, user: AuthUser | null) {
    const state = store.getState();
    if (state.isAuthenticated && state.user?.id === user?.id) {
      dispatch({ type: 'TOKEN_REFRESHED', token });
    } else if (user) {
      dispatch({ type: 'LOGIN_SUCCESS', user: toAuthenticatedUser(user), token });
    }
  }

  async function refreshNow(force: boolean): Promise<boolean> {
    const now = Date.now();
    const stored = readStoredToken();
    // Another tab renewed it while this one waited for the lock: use that one.
    if (
      !force &&
      stored &&
      stored !== store.getState().token &&
      !needsRenewal(stored, now, sessionTimings())
    ) {
      adopt(stored, store.getState().user ?? pendingUser);
      return true;
    }
    const signedInAs = () => store.getState().user?.id ?? pendingUser?.id;
    const requestedFor = signedInAs();
    try {
      const result = await requestTokenRefresh();
      // Signed out (or in as someone else) meanwhile: this token belongs to nobody here.
      if (signedInAs() !== requestedFor) return false;
      storeAccessToken(result.accessToken);
      adopt(result.accessToken, store.getState().user ?? pendingUser);
      pendingUser = null;
      return true;
    } catch (error) {
      const state = store.getState();
      const usable = state.isAuthenticated && state.token && !isTokenExpired(state.token);
      // No answer while the token still works: keep the session and try again at the next check.
      if (error instanceof ApiError && error.status === 0 && usable) return false;
      // Refused while signed in means the server ended the session (its idle or total limit);
      // refused at start is the spec's "failure logs out".
      signOutLocally(state.isAuthenticated ? { type: 'SESSION_EXPIRED' } : { type: 'LOGOUT' });
      return false;
    }
  }

  /** Renews the access token (one request at a time); false when it could not be renewed. */
  function refresh({ force = false }: { force?: boolean } = {}): Promise<boolean> {
    refreshing ??= withRefreshLock(() => refreshNow(force)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** For the API client: a fresh token in place of an expired one, or null when signed out. */
  async function renewExpiredToken(): Promise<string | null> {
    return (await refresh()) ? readStoredToken() : null;
  }

  function sessionExpired() {
    const { isAuthenticated, token } = store.getState();
    if (!isAuthenticated) return;
    signOutLocally({ type: 'SESSION_EXPIRED' });
    // The server would refuse it soon anyway; end it there now.
    void requestLogout(token);
  }

  /** Every few minutes while signed in: the session's limits, then the token's expiry. */
  async function checkSession(): Promise<void> {
    const { isAuthenticated, token } = store.getState();
    if (!isAuthenticated || !token) return;
    const timings = sessionTimings();
    const now = Date.now();
    if (checkAdminSession(readAdminSession(), now, timings).status === 'invalid') {
      sessionExpired();
      return;
    }
    if (needsRenewal(token, now, timings)) await refresh();
  }

  /** App start (spec section 4): what is stored decides, an expired token is renewed. */
  function boot(): Promise<void> {
    let stored: StoredAuth;
    try {
      stored = readStoredAuth();
    } catch {
      signOutLocally({ type: 'AUTH_CHECK_FAILED' });
      return Promise.resolve();
    }
    const { token, user } = stored;
    if (!token || !user) {
      if (token || user) clearStoredAuth();
      dispatch({ type: 'AUTH_CHECK_DONE' });
      return Promise.resolve();
    }
    if (!isTokenExpired(token)) {
      dispatch({ type: 'LOGIN_SUCCESS', user: toAuthenticatedUser(user), token });
      return Promise.resolve();
    }
    pendingUser = user;
    dispatch({ type: 'AUTH_CHECK_START' });
    return refresh().then(() => undefined);
  }

  /** Follows another tab signing in, renewing the token or signing out. */
  function followOtherTabs(event: StorageEvent) {
    if (
      event.key !== null &&
      event.key !== STORAGE_KEYS.authToken &&
      event.key !== STORAGE_KEYS.user
    )
      return;
    let stored: StoredAuth;
    try {
      stored = readStoredAuth();
    } catch {
      return;
    }
    if (stored.token && stored.user) {
      if (stored.token !== store.getState().token) adopt(stored.token, stored.user);
    } else if (store.getState().isAuthenticated) {
      dispatch({ type: 'LOGOUT' });
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,

    /**
     * Runs the app-start check, then re-checks the session every `tokenCheckMs` (5 minutes) and
     * when the page becomes visible again. Returns a function that stops it all.
     */
    start(): () => void {
      // The app starts it at load or when a sign-in or admin page opens, whichever comes first.
      if (stopRunning) return stopRunning;
      setTokenRenewal(renewExpiredToken);
      void boot().then(checkSession);
      const interval = setInterval(() => void checkSession(), sessionTimings().tokenCheckMs);
      const onVisible = () => {
        if (document.visibilityState === 'visible') void checkSession();
      };
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('storage', followOtherTabs);
      stopRunning = () => {
        clearInterval(interval);
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('storage', followOtherTabs);
        setTokenRenewal(null);
        stopRunning = null;
      };
      return stopRunning;
    },

    loginStart: () => dispatch({ type: 'LOGIN_START' }),

    loginSuccess({ user, token }: SignInResult) {
      storeSignIn({ user, token });
      writeAdminSession(createAdminSessionRecord(user, token, Date.now()));
      dispatch({ type: 'LOGIN_SUCCESS', user: toAuthenticatedUser(user), token });
    },

    loginFailure(error: string) {
      clearStoredAuth();
      dispatch({ type: 'LOGIN_FAILURE', error });
    },

    /** Ends the session here at once and on the server; the server's answer does not matter. */
    async logout(): Promise<void> {
      const { token } = store.getState();
      signOutLocally();
      await requestLogout(token);
    },

    refresh,
    checkSession,
    sessionExpired,

    sessionWarning: (timeUntilExpiry: number) =>
      dispatch({ type: 'SESSION_WARNING', timeUntilExpiry }),

    /** Activity, or the warning was answered: hide the warning. */
    sessionResumed: () => {
      if (store.getState().sessionWarning) dispatch({ type: 'SESSION_EXTENDED' });
    },

    /** "Stay signed in": the idle clock starts again here and on the server (a token refresh). */
    async extendSession(): Promise<boolean> {
      touchAdminSession(Date.now());
      dispatch({ type: 'SESSION_EXTENDED' });
      return refresh({ force: true });
    },

    clearError: () => dispatch({ type: 'CLEAR_ERROR' }),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

export const authStore = createAuthStore(authSession);
setSignOut(authStore.logout);
