import type { AuthenticatedUser } from '../lib/auth/auth-user.ts';
import { initialAuthState, type AuthState } from './auth-session.ts';

/** Texts of spec section 8 that the store itself produces. */
export const AUTH_STATE_MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  checkFailed: 'Authentication check failed',
} as const;

export type AuthAction =
  | { type: 'LOGIN_START' }
  | { type: 'LOGIN_SUCCESS'; user: AuthenticatedUser; token: string }
  | { type: 'LOGIN_FAILURE'; error: string }
  | { type: 'LOGOUT' }
  | { type: 'TOKEN_REFRESHED'; token: string }
  | { type: 'AUTH_CHECK_START' }
  | { type: 'AUTH_CHECK_DONE' }
  | { type: 'AUTH_CHECK_FAILED' }
  | { type: 'SESSION_WARNING'; timeUntilExpiry: number }
  | { type: 'SESSION_EXTENDED' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'CLEAR_ERROR' };

const signedOut: AuthState = { ...initialAuthState, isLoading: false };

/** The transitions of spec section 4, "Auth", as a pure function. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_START':
      return { ...state, isLoading: true, error: null };
    case 'LOGIN_SUCCESS':
      return {
        ...state,
        user: action.user,
        token: action.token,
        isAuthenticated: true,
        isLoading: false,
        error: null,
        sessionWarning: false,
        timeUntilExpiry: null,
      };
    case 'LOGIN_FAILURE':
      return { ...signedOut, error: action.error };
    case 'LOGOUT':
      return signedOut;
    case 'TOKEN_REFRESHED':
      return state.isAuthenticated ? { ...state, token: action.token, isLoading: false } : state;
    case 'AUTH_CHECK_START':
      return { ...state, isLoading: true };
    case 'AUTH_CHECK_DONE':
      return { ...state, isLoading: false };
    case 'AUTH_CHECK_FAILED':
      return { ...signedOut, error: AUTH_STATE_MESSAGES.checkFailed };
    case 'SESSION_WARNING':
      return state.isAuthenticated
        ? { ...state, sessionWarning: true, timeUntilExpiry: action.timeUntilExpiry }
        : state;
    case 'SESSION_EXTENDED':
      return { ...state, sessionWarning: false, timeUntilExpiry: null };
    case 'SESSION_EXPIRED':
      // "Resets to the initial state" with the error; nothing is left to load.
      return { ...signedOut, error: AUTH_STATE_MESSAGES.sessionExpired };
    case 'CLEAR_ERROR':
      return state.error === null ? state : { ...state, error: null };
  }
}
