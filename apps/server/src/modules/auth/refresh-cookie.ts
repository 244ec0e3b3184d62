import type { FastifyReply } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';

/**
 * Sent back only to the auth routes, never readable by scripts, never sent from another site
 * (decision 004). Secure in production; browsers accept Secure cookies on http://localhost too.
 */
function cookieOptions(secure: boolean) {
  return { path: '/api/auth', httpOnly: true, sameSite: 'strict' as const, secure };
}

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  options: { maxAgeSeconds: number; secure: boolean },
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...cookieOptions(options.secure),
    maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}
