import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ROLE, AUTH_MESSAGES, accessDeniedMessage } from '@store/shared/schemas/auth';
import {
  bearerToken,
  readAccessToken,
  forbidden,
  unauthorized,
  type Clock,
  resumeSession,
  type ActiveSession,
} from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone may call the route, no token needed. Without it, the route requires an admin. */
    public?: boolean;
    /** Any signed-in user may call the route, whatever the role (verify). */
    signedIn?: boolean;
  }
  interface FastifyRequest {
    /** The caller's user and session, once a guard has checked them; null before. */
    auth: ActiveSession | null;
  }
  interface FastifyInstance {
    /** 401 without a valid token and live session, 403 when the user is not an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** 401 without a valid token and live session. */
    requireSignedIn: (request: FastifyRequest) => Promise<void>;
  }
}

export interface AuthGuardOptions {
  /** Signs and checks the access tokens (HS256). */
  secret: string;
  clock: Clock;
}

/**
 * Guards every route registered after it, unless the route says `config: { public: true }`: a
 * route added without thinking about access requires an admin. The check runs first thing
 * (onRequest), so an unauthenticated caller learns nothing from validation and sends no body to
 * parse. `app.requireAdmin` and `app.requireSignedIn` are the same checks for explicit use.
 */
export const authGuard = fp(
  async (app: FastifyInstance, options: AuthGuardOptions) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('auth', null);

    async function authenticate(request: FastifyRequest): Promise<ActiveSession> {
      if (request.auth) return request.auth;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized(AUTH_MESSAGES.authenticationRequired);
      const now = options.clock();
      const claims = readAccessToken(app.jwt, token, now);
      request.auth = await resumeSession(
        app.db,
        { sessionId: claims.sid, userId: claims.sub },
        now,
      );
      return request.auth;
    }

    async function requireSignedIn(request: FastifyRequest): Promise<void> {
      await authenticate(request);
    }

    async function requireAdmin(request: FastifyRequest): Promise<void> {
      const { user } = await authenticate(request);
      // The role comes from the database, not the token: a changed role applies at once.
      if (user.role !== ADMIN_ROLE) throw forbidden(accessDeniedMessage(ADMIN_ROLE));
    }

    app.decorate('requireSignedIn', requireSignedIn);
    app.decorate('requireAdmin', requireAdmin);

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.public === true) return;
      const guard = (
        route.config?.signedIn === true ? requireSignedIn : requireAdmin
      ) as onRequestHookHandler;
      const existing = route.onRequest ?? [];
      // A new array: Fastify copies a GET route's options for its HEAD twin, which gets its own.
      route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'auth-guard' },
);
