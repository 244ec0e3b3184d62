import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/auth-fixtures.ts';
import {
  decodeTokenClaims,
  isTokenExpired,
  tokenExpiresAt,
  tokenSessionId,
} from './access-token.ts';

describe('access token (spec section 5)', () => {
  const now = Date.UTC(2026, 0, 1, 12);

  it('reads the expiry and the session from the payload', () => {
    const token = makeToken({ now, expiresInMs: 15 * 60_000, sid: 's-9' });
    expect(tokenExpiresAt(token)).toBe(now + 15 * 60_000);
    expect(tokenSessionId(token)).toBe('s-9');
  });

  it('is expired once exp (seconds) is earlier than now', () => {
    const token = makeToken({ now, expiresInMs: 60_000 });
    expect(isTokenExpired(token, now)).toBe(false);
    expect(isTokenExpired(token, now + 60_000)).toBe(false);
    expect(isTokenExpired(token, now + 60_001)).toBe(true);
  });

  it('counts a token it cannot decode as expired', () => {
    for (const token of [
      '',
      'abc',
      'a.!!!.c',
      'a.bm90IGpzb24.c',
      `a.${btoa('{"exp":"soon"}')}.c`,
    ]) {
      expect(isTokenExpired(token, now), token).toBe(true);
    }
    expect(decodeTokenClaims('abc')).toBeNull();
    expect(tokenSessionId('abc')).toBeNull();
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode('{"exp":1,"n":"سارة"}')))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeTokenClaims(`h.${payload}.s`)).toEqual({ exp: 1, n: 'سارة' });
  });
});
