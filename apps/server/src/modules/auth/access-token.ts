import type { JWT } from '@fastify/jwt';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@store/shared/constants';
import { AUTH_MESSAGES } from '@store/shared/schemas/auth';
import { unauthorized } from './auth-errors.ts';

/** The access token names its session, so ending the session ends the token too. */
const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  role: z.string(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

export function signAccessToken(
  jwt: JWT,
  subject: { userId: string; sessionId: string; role: string },
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign({
    sub: subject.userId,
    sid: subject.sessionId,
    role: subject.role,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  });
}

/**
 * Checks signature and expiry. The library checks `exp` against the real time; it is checked
 * again against the app's clock, which tests move forward.
 */
export function readAccessToken(jwt: JWT, token: string, now: Date): AccessClaims {
  let payload: unknown;
  try {
    payload = jwt.verify(token);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw unauthorized(expired ? AUTH_MESSAGES.tokenExpired : AUTH_MESSAGES.invalidToken);
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw unauthorized(AUTH_MESSAGES.invalidToken);
  if (claims.data.exp * 1000 <= now.getTime()) throw unauthorized(AUTH_MESSAGES.tokenExpired);
  return claims.data;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
