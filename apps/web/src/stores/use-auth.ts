import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-session.ts';
import { authSession } from './auth-session.ts';

/** The sign-in state (spec section 3, "Auth state"); re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authSession.subscribe, authSession.getState, authSession.getState);
}
