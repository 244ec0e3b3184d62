import { describe, expect, it } from 'vitest';
import { toAuthenticatedUser } from '../lib/auth/auth-user.ts';
import { ADMIN } from '../test/auth-fixtures.ts';
import { initialAuthState, type AuthState } from './auth-session.ts';
import { authReducer } from './auth-state.ts';

const user = toAuthenticatedUser(ADMIN);
const signedIn: AuthState = {
  ...initialAuthState,
  user,
  token: 't-1',
  isAuthenticated: true,
  isLoading: false,
};
const signedOut: AuthState = { ...initialAuthState, isLoading: false };

describe('auth state transitions (spec section 4, "Auth")', () => {
  it('starts loading, with nobody signed in', () => {
    expect(initialAuthState).toEqual({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: true,
      error: null,
      sessionWarning: false,
      timeUntilExpiry: null,
    });
  });

  it('login start: loading, error cleared', () => {
    const state = authReducer(
      { ...signedOut, error: 'Invalid credentials' },
      { type: 'LOGIN_START' },
    );
    expect(state).toMatchObject({ isLoading: true, error: null, isAuthenticated: false });
  });

  it('login success: user and token kept, authenticated', () => {
    const state = authReducer(
      { ...initialAuthState, error: 'x' },
      { type: 'LOGIN_SUCCESS', user, token: 't-1' },
    );
    expect(state).toEqual(signedIn);
  });

  it('login failure: user and token cleared, message kept', () => {
    const state = authReducer(signedIn, { type: 'LOGIN_FAILURE', error: 'Invalid credentials' });
    expect(state).toEqual({ ...signedOut, error: 'Invalid credentials' });
  });

  it('logout: everything cleared', () => {
    const warned = { ...signedIn, sessionWarning: true, timeUntilExpiry: 1_000, error: 'x' };
    expect(authReducer(warned, { type: 'LOGOUT' })).toEqual(signedOut);
  });

  it('session warning: the flag and the time left, only while signed in', () => {
    expect(authReducer(signedIn, { type: 'SESSION_WARNING', timeUntilExpiry: 240_000 })).toEqual({
      ...signedIn,
      sessionWarning: true,
      timeUntilExpiry: 240_000,
    });
    expect(authReducer(signedOut, { type: 'SESSION_WARNING', timeUntilExpiry: 1 })).toBe(signedOut);
  });

  it('session extended: the warning goes', () => {
    const warned = { ...signedIn, sessionWarning: true, timeUntilExpiry: 1_000 };
    expect(authReducer(warned, { type: 'SESSION_EXTENDED' })).toEqual(signedIn);
  });

  it("session expired: back to the initial state with 'Session expired. Please login again.'", () => {
    const warned = { ...signedIn, sessionWarning: true, timeUntilExpiry: 1_000 };
    expect(authReducer(warned, { type: 'SESSION_EXPIRED' })).toEqual({
      ...signedOut,
      error: 'Session expired. Please login again.',
    });
  });

  it('app start with an expired token: loading while it is refreshed', () => {
    expect(authReducer(signedOut, { type: 'AUTH_CHECK_START' })).toEqual({
      ...signedOut,
      isLoading: true,
    });
  });

  it('app start with nothing stored: loading simply ends', () => {
    expect(authReducer(initialAuthState, { type: 'AUTH_CHECK_DONE' })).toEqual(signedOut);
  });

  it("app start that fails unexpectedly: 'Authentication check failed'", () => {
    expect(authReducer(initialAuthState, { type: 'AUTH_CHECK_FAILED' })).toEqual({
      ...signedOut,
      error: 'Authentication check failed',
    });
  });

  it('token refreshed: the new token, only while signed in', () => {
    expect(authReducer(signedIn, { type: 'TOKEN_REFRESHED', token: 't-2' })).toEqual({
      ...signedIn,
      token: 't-2',
    });
    expect(authReducer(signedOut, { type: 'TOKEN_REFRESHED', token: 't-2' })).toBe(signedOut);
  });

  it('clear error: the message goes, nothing else changes', () => {
    expect(authReducer({ ...signedOut, error: 'x' }, { type: 'CLEAR_ERROR' })).toEqual(signedOut);
    expect(authReducer(signedOut, { type: 'CLEAR_ERROR' })).toBe(signedOut);
  });
});
