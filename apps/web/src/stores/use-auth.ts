import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state.ts';
import { authStore } from './auth-store.ts';

/** The sign-in state (spec section 3, "Auth state"); re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
