import { paths } from '../../../config/paths.ts';

/** What the admin guard leaves in the router state when it sends a visitor to sign in. */
export interface SignInRedirectState {
  from: string;
}

const SIGN_IN_PATHS = new Set(['/auth', '/login', '/admin/login']);

/** /auth, /login and /admin/login all show the sign-in page (spec section 2). */
export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.has(pathname);
}

/**
 * Where to go after signing in (spec section 4): the admin page the guard remembered, or /admin.
 * Only a path of this app's admin area is taken, so the state can never send anyone elsewhere.
 */
export function returnPathFrom(state: unknown): string {
  const from = (state as Partial<SignInRedirectState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/admin') || from.startsWith('//')) {
    return paths.admin;
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  return isSignInPath(pathname) ? paths.admin : from;
}
