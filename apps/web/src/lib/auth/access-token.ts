/** What the browser reads from an access token (a JWT): its expiry and the session it names. */
interface TokenClaims {
  exp?: unknown;
  sid?: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's payload, or null when it is not a readable JWT. The signature is the server's job. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** When the token stops working, in ms since the epoch; null when it has no readable `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Spec section 5: expired when its `exp` (seconds) is earlier than now, or when it cannot be decoded. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt < now;
}

/** The server-side session the token belongs to (`sid`), when it names one. */
export function tokenSessionId(token: string): string | null {
  const sid = decodeTokenClaims(token)?.sid;
  return typeof sid === 'string' && sid !== '' ? sid : null;
}
