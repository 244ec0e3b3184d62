import type { AUTH_MESSAGES } from '@store/shared/schemas/auth';
import { ApiError } from '../../../lib/api-error.ts';
import type { auth } from '../../../locales/en/auth.ts';
import { AUTH_STATE_MESSAGES } from '../../../stores/auth-state.ts';

/** Texts of spec section 8 for a failed sign-in, as the auth state keeps them. */
export const LOGIN_FAILURE_MESSAGES = {
  tooManyAttempts: 'Too many login attempts. Please try again in 15 minutes.',
  loginFailed: 'Login failed',
  invalidResponse: 'Invalid response format',
  /**
   * The spec's bilingual "server unreachable" text. There is no fallback credential to offer
   * instead (DESIGN.md); the sign-in page shows its own shorter text for any "Network error".
   */
  network:
    'Network error: the server cannot be reached. Make sure the store server is running (port 5000 by default). / خطأ في الشبكة: تعذّر الوصول إلى الخادم. تأكد من تشغيل خادم المتجر (المنفذ 5000 افتراضيًا).',
} as const;

// Typed against the server's texts (shared), so a change there fails the type check here.
const TOO_MANY_ATTEMPTS: (typeof AUTH_MESSAGES)['tooManyAttempts'] =
  LOGIN_FAILURE_MESSAGES.tooManyAttempts;
const INVALID_CREDENTIALS: (typeof AUTH_MESSAGES)['invalidCredentials'] = 'Invalid credentials';

/**
 * The message a failed sign-in leaves in the auth state (spec section 8): no answer → the network
 * text; 429 → the server's message or the rate-limit text; otherwise the server's message or
 * 'Login failed'.
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return LOGIN_FAILURE_MESSAGES.network;
    // 'UNKNOWN': the answer was not the API's envelope, so its message is not the server's.
    const serverMessage = error.code === 'UNKNOWN' ? '' : error.message;
    if (error.status === 429) return serverMessage || TOO_MANY_ATTEMPTS;
    return serverMessage || LOGIN_FAILURE_MESSAGES.loginFailed;
  }
  return LOGIN_FAILURE_MESSAGES.loginFailed;
}

/** A key of the `auth` namespace's errors, or a message to show as it is. */
export type LoginErrorText = { key: keyof (typeof auth)['errors'] } | { text: string };

const KNOWN_MESSAGES: Record<string, keyof (typeof auth)['errors']> = {
  [TOO_MANY_ATTEMPTS]: 'tooManyAttempts',
  [LOGIN_FAILURE_MESSAGES.loginFailed]: 'loginFailed',
  [LOGIN_FAILURE_MESSAGES.invalidResponse]: 'invalidResponse',
  [AUTH_STATE_MESSAGES.checkFailed]: 'checkFailed',
};

/**
 * What the sign-in page shows for a message (spec section 8): invalid credentials, network, locked
 * and expired have their own texts; the other texts the app knows are translated; anything else is
 * shown as it is.
 */
export function loginErrorText(message: string): LoginErrorText {
  const lower = message.toLowerCase();
  if (message.includes(INVALID_CREDENTIALS)) return { key: 'invalidCredentials' };
  if (message.includes('Network error')) return { key: 'network' };
  if (lower.includes('locked')) return { key: 'locked' };
  if (lower.includes('expired')) return { key: 'sessionExpired' };
  const known = KNOWN_MESSAGES[message];
  return known ? { key: known } : { text: message };
}
