import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import { requestLanguage } from '../../flows/checkout/request-language.ts';
import { AppError } from '../app-error.ts';
import { databaseRateLimitStore } from './database-store.ts';

export type RateLimitedAction = 'orders' | 'uploads';

/** Every limit counts requests per client address in windows of this length. */
export const RATE_LIMIT_WINDOW_MS = 10 * 60_000;

export interface RateLimitOptions {
  /** Requests allowed per client address and window, by action. */
  perWindow: Record<RateLimitedAction, number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The route config that limits a route: `config: { ...app.rateLimitOf('orders') }`. */
    rateLimitOf: (action: RateLimitedAction) => {
      rateLimit: { max: number; timeWindow: number };
    };
  }
}

function tooManyMessage(language: Language, minutes: number): string {
  return language === 'ar'
    ? `طلبات كثيرة من عنوانك. يُرجى المحاولة مرة أخرى بعد ${minutes} ${minutes === 1 ? 'دقيقة' : minutes === 2 ? 'دقيقتين' : 'دقائق'}.`
    : `Too many requests from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Limits on what costs the store when abused: placing orders (each holds stock) and uploads (disk
 * and processing). Sign-in has its own throttle (modules/auth/login-throttle.ts). Counted per client
 * address in the database, answered 429 in the envelope with Retry-After, in the page's language.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      keyGenerator: (request: FastifyRequest) => request.ip,
      errorResponseBuilder: (request, context) =>
        new AppError(
          429,
          ERROR_CODES.RATE_LIMITED,
          tooManyMessage(
            requestLanguage(undefined, request.headers['accept-language']),
            Math.max(1, Math.ceil(context.ttl / 60_000)),
          ),
        ),
    });
    app.decorate('rateLimitOf', (action: RateLimitedAction) => ({
      rateLimit: { max: options.perWindow[action], timeWindow: RATE_LIMIT_WINDOW_MS },
    }));
  },
  { name: 'rate-limits', dependencies: [] },
);
