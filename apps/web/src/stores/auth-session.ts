import type { AuthenticatedUser } from '../lib/auth/auth-user.ts';
import { createExternalStore } from './external-store.ts';

/** Spec section 3, "Auth state". */
export interface AuthState {
  user: AuthenticatedUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  sessionWarning: boolean;
  /** ms left when the session warning was raised; null without a warning. */
  timeUntilExpiry: number | null;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
  sessionWarning: false,
  timeUntilExpiry: null,
};

/**
 * The sign-in state the storefront shows (the header's greeting), kept apart from the auth store's
 * code (tokens, refresh, the session clock: `auth-store.ts`). No shopper signs in, so that code
 * loads only when a sign-in is stored or a sign-in or admin page opens (`auth-start.ts`); the
 * first load carries only this state and the way to sign out.
 */
export const authSession = createExternalStore<AuthState>(initialAuthState);

let signOut: () => Promise<void> = () => Promise.resolve();

/** The auth store hands over its logout when it is created. */
export function setSignOut(handler: () => Promise<void>): void {
  signOut = handler;
}

/** Ends the session here and on the server (the auth store's logout). */
export function endSession(): Promise<void> {
  return signOut();
}
