import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/schemas/auth';
import { auth } from '../../../locales/en/auth.ts';
import { validateLogin } from './validate-login.ts';

describe('sign-in validation (spec section 5)', () => {
  it('checks, in order: email required, password required, email shape', () => {
    expect(validateLogin({ email: '', password: '' })).toBe('emailRequired');
    expect(validateLogin({ email: '   ', password: 'secret' })).toBe('emailRequired');
    expect(validateLogin({ email: 'not-an-email', password: '' })).toBe('passwordRequired');
    expect(validateLogin({ email: 'not-an-email', password: 'secret' })).toBe('invalidEmail');
    expect(validateLogin({ email: 'a@b', password: 'secret' })).toBe('invalidEmail');
    expect(validateLogin({ email: 'a b@c.d', password: 'secret' })).toBe('invalidEmail');
    expect(validateLogin({ email: ' sara@maison.test ', password: 'secret' })).toBeNull();
  });

  it("says it in the spec's words, the same the server uses", () => {
    for (const key of ['emailRequired', 'passwordRequired', 'invalidEmail'] as const) {
      expect(auth.validation[key]).toBe(AUTH_MESSAGES[key]);
    }
    expect(auth.validation).toEqual({
      emailRequired: 'Email is required',
      passwordRequired: 'Password is required',
      invalidEmail: 'Please enter a valid email address',
    });
  });
});
