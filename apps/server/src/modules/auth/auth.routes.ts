import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_MAX_AGE_MS } from '@store/shared/constants';
import {
  AUTH_MESSAGES,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  verifyResponseSchema,
  type LoginResponse,
} from '@store/shared/schemas/auth';
import { ok } from '../../plugins/envelope.ts';
import { privateAnswers } from '../../plugins/private-answers.ts';
import { bearerToken, readAccessToken, signAccessToken } from './access-token.ts';
import { toAuthUser } from './admin-users.service.ts';
import { LoginRefusedError, unauthorized } from './auth-errors.ts';
import type { Clock } from './clock.ts';
import { preparePasswordVerification } from './passwords.ts';
import { REFRESH_COOKIE, clearRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import {
  endSession,
  endSessionByRefreshToken,
  rotateRefreshToken,
  sessionExpiresAt,
  toSessionInfo,
} from './sessions.service.ts';
import { signIn } from './sign-in.service.ts';

export interface AuthRoutesOptions {
  clock: Clock;
  /** Mark the refresh cookie Secure (production, served over HTTPS). */
  secureCookie: boolean;
}

function userAgentOf(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

/** The spec's client reads a failure's text from `error.message`; auth failures carry it there too. */
async function withSpecErrorField(
  _request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
) {
  if (
    payload &&
    typeof payload === 'object' &&
    (payload as { success?: unknown }).success === false
  ) {
    const { message } = payload as { message?: unknown };
    return { ...payload, error: { message } };
  }
  return payload;
}

/** POST /auth/login, /auth/refresh, /auth/logout and GET /auth/verify (spec section 7). */
export function authRoutes({ clock, secureCookie }: AuthRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(privateAnswers);
    await preparePasswordVerification();
    app.addHook('preSerialization', withSpecErrorField);

    app.post(
      '/auth/login',
      {
        config: { public: true },
        schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      },
      async (req, reply): Promise<LoginResponse> => {
        const now = clock();
        let result;
        try {
          result = await signIn(
            app.db,
            { ...req.body, ipAddress: req.ip, userAgent: userAgentOf(req) },
            now,
          );
        } catch (error) {
          if (error instanceof LoginRefusedError) {
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          throw error;
        }
        const user = toAuthUser(result.user);
        const token = signAccessToken(
          app.jwt,
          { userId: user.id, sessionId: result.session.id, role: user.role },
          now,
        );
        const { refreshToken } = result;
        setRefreshCookie(reply, refreshToken, {
          maxAgeSeconds: SESSION_MAX_AGE_MS / 1000,
          secure: secureCookie,
        });
        return {
          success: true,
          message: AUTH_MESSAGES.loginSuccessful,
          data: { user, token, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS },
          user,
          token,
          refreshToken,
        };
      },
    );

    app.post(
      '/auth/refresh',
      {
        config: { public: true },
        schema: { body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
      },
      async (req, reply) => {
        // The cookie wins: the spec's client keeps sending the refresh token it got at sign-in,
        // which after the first rotation is spent and would end the session (decision 004).
        const presented = req.cookies[REFRESH_COOKIE] || req.body?.refreshToken;
        const now = clock();
        let rotated;
        try {
          if (!presented) throw unauthorized(AUTH_MESSAGES.refreshTokenMissing);
          rotated = await rotateRefreshToken(app.db, presented, now);
        } catch (error) {
          clearRefreshCookie(reply, secureCookie);
          throw error;
        }
        const accessToken = signAccessToken(
          app.jwt,
          { userId: rotated.user.id, sessionId: rotated.session.id, role: rotated.user.role },
          now,
        );
        setRefreshCookie(reply, rotated.refreshToken, {
          maxAgeSeconds: (sessionExpiresAt(rotated.session).getTime() - now.getTime()) / 1000,
          secure: secureCookie,
        });
        return ok({
          accessToken,
          refreshToken: rotated.refreshToken,
          expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        });
      },
    );

    // Public on purpose: it ends whichever session the caller proves, by a bearer token or, once
    // that has expired, by the refresh cookie; with neither there is nothing to end.
    app.post(
      '/auth/logout',
      { config: { public: true }, schema: { response: { 200: logoutResponseSchema } } },
      async (req, reply) => {
        const token = bearerToken(req.headers.authorization);
        let ended = false;
        if (token) {
          try {
            await endSession(app.db, readAccessToken(app.jwt, token, clock()).sid);
            ended = true;
          } catch {
            // An expired or invalid token: fall back to the cookie.
          }
        }
        const refreshToken = req.cookies[REFRESH_COOKIE];
        if (!ended && refreshToken) await endSessionByRefreshToken(app.db, refreshToken);
        clearRefreshCookie(reply, secureCookie);
        return ok(null, AUTH_MESSAGES.loggedOut);
      },
    );

    app.get(
      '/auth/verify',
      { config: { signedIn: true }, schema: { response: { 200: verifyResponseSchema } } },
      async (req) => {
        const { user, session } = req.auth!;
        return ok({ user, session: toSessionInfo(session) });
      },
    );
  };
}
