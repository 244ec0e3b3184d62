import { describe, expect, it } from 'vitest';
import { displayNameOf, greetingNameOf, parseAuthUser } from './auth-user.ts';

describe('authenticated user (spec section 3)', () => {
  it('displays first and last name joined, else the part of the email before the @', () => {
    expect(displayNameOf({ email: 'sara@x.test', firstName: 'Sara', lastName: 'Haddad' })).toBe(
      'Sara Haddad',
    );
    expect(displayNameOf({ email: 'sara@x.test', firstName: 'Sara', lastName: '' })).toBe('Sara');
    expect(displayNameOf({ email: 'sara@x.test', firstName: '', lastName: 'Haddad' })).toBe(
      'Haddad',
    );
    expect(displayNameOf({ email: 'sara@x.test', firstName: ' ', lastName: '' })).toBe('sara');
  });

  it('greets with the first name, or the email without one (spec section 2)', () => {
    expect(greetingNameOf({ email: 'sara@x.test', firstName: 'Sara' })).toBe('Sara');
    expect(greetingNameOf({ email: 'sara@x.test', firstName: '' })).toBe('sara@x.test');
  });

  it('reads a stored user, and refuses something that is not one', () => {
    expect(parseAuthUser({ id: '1', email: 'a@b.c', role: 'admin' })).toEqual({
      id: '1',
      email: 'a@b.c',
      firstName: '',
      lastName: '',
      role: 'admin',
    });
    expect(() => parseAuthUser(null)).toThrow();
    expect(() => parseAuthUser({ id: '', email: 'a@b.c', role: 'admin' })).toThrow();
    expect(() => parseAuthUser({ id: '1', email: 'a@b.c' })).toThrow();
  });
});
