import type { AUTH_MESSAGES } from '@store/shared/schemas/auth';

/** Which of the sign-in page's rules failed (spec section 5), named as in AUTH_MESSAGES. */
export type LoginValidationError = keyof Pick<
  typeof AUTH_MESSAGES,
  'emailRequired' | 'passwordRequired' | 'invalidEmail'
>;

/** The spec's "simple {email} shape": something@something.something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks in the spec's order, before anything is sent: email required, password required, then the
 * email's shape. The first failure is the one reported; null when the form may be sent.
 */
export function validateLogin(form: {
  email: string;
  password: string;
}): LoginValidationError | null {
  const email = form.email.trim();
  if (!email) return 'emailRequired';
  if (!form.password) return 'passwordRequired';
  if (!EMAIL_SHAPE.test(email)) return 'invalidEmail';
  return null;
}
