import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { LOGIN_FAILURE_MESSAGES, loginErrorText, loginFailureMessage } from './login-error.ts';

const apiError = (status: number, message: string, code: ApiError['code'] = 'UNAUTHORIZED') =>
  new ApiError(message, { status, code });

describe('a failed sign-in, as the auth state keeps it (spec section 8)', () => {
  it("is the server's message", () => {
    expect(loginFailureMessage(apiError(401, 'Invalid credentials'))).toBe('Invalid credentials');
    expect(loginFailureMessage(apiError(429, 'Try later', 'RATE_LIMITED'))).toBe('Try later');
  });

  it("is the rate-limit text on a 429 without the server's message", () => {
    expect(loginFailureMessage(apiError(429, 'Too Many Requests', 'UNKNOWN'))).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
  });

  it("is 'Login failed' on any other failure without the server's message", () => {
    expect(loginFailureMessage(apiError(502, 'Bad Gateway', 'UNKNOWN'))).toBe('Login failed');
    expect(loginFailureMessage(new Error('boom'))).toBe('Login failed');
  });

  it('is the bilingual "server unreachable" text without an answer', () => {
    const message = loginFailureMessage(apiError(0, 'Network error.', 'NETWORK_ERROR'));
    expect(message).toBe(LOGIN_FAILURE_MESSAGES.network);
    expect(message).toContain('Network error');
    expect(message).toContain('5000');
    expect(message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('what the sign-in page shows for it (spec section 8)', () => {
  it('maps invalid credentials, network, locked and expired to their own texts', () => {
    expect(loginErrorText('Invalid credentials')).toEqual({ key: 'invalidCredentials' });
    expect(loginErrorText(LOGIN_FAILURE_MESSAGES.network)).toEqual({ key: 'network' });
    expect(loginErrorText('Network error. Please check your connection.')).toEqual({
      key: 'network',
    });
    expect(
      loginErrorText('Account is temporarily locked due to too many failed attempts.'),
    ).toEqual({ key: 'locked' });
    expect(loginErrorText('Session expired. Please login again.')).toEqual({
      key: 'sessionExpired',
    });
    expect(loginErrorText('Token expired')).toEqual({ key: 'sessionExpired' });
  });

  it('translates the other texts the app knows, and shows anything else as it is', () => {
    expect(loginErrorText('Too many login attempts. Please try again in 15 minutes.')).toEqual({
      key: 'tooManyAttempts',
    });
    expect(loginErrorText('Login failed')).toEqual({ key: 'loginFailed' });
    expect(loginErrorText('Invalid response format')).toEqual({ key: 'invalidResponse' });
    expect(loginErrorText('Authentication check failed')).toEqual({ key: 'checkFailed' });
    expect(loginErrorText('Password is too long')).toEqual({ text: 'Password is too long' });
  });
});
