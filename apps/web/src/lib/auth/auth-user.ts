import type { ADMIN_ROLE as SHARED_ADMIN_ROLE, AuthUser } from '@store/shared/schemas/auth';

/**
 * The role the admin area requires (spec section 6). Typed against the shared constant, whose module
 * cannot be imported at run time here: it builds zod schemas, which would add 100 KB to the page.
 */
export const ADMIN_ROLE: typeof SHARED_ADMIN_ROLE = 'admin';

/** The signed-in user (spec section 3, "Authenticated user"), with the name the interface shows. */
export interface AuthenticatedUser extends AuthUser {
  displayName: string;
}

/** First and last name joined, or the part of the email before the @ when both are empty. */
export function displayNameOf(user: Pick<AuthUser, 'email' | 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || (user.email.split('@')[0] ?? user.email);
}

export function toAuthenticatedUser(user: AuthUser): AuthenticatedUser {
  return { ...user, displayName: displayNameOf(user) };
}

/** What the header greets with (spec section 2): the first name, or the email when there is none. */
export function greetingNameOf(user: Pick<AuthUser, 'email' | 'firstName'>): string {
  return user.firstName?.trim() || user.email;
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** Reads a user from storage or an answer; throws when it is not one (a corrupted record). */
export function parseAuthUser(value: unknown): AuthUser {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (!isText(raw.id) || raw.id === '' || !isText(raw.email) || !isText(raw.role)) {
    throw new TypeError('Not a user record');
  }
  return {
    id: raw.id,
    email: raw.email,
    firstName: isText(raw.firstName) ? raw.firstName : '',
    lastName: isText(raw.lastName) ? raw.lastName : '',
    role: raw.role,
  };
}
