import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@store/shared/errors';
import { AppError } from './app-error.ts';

const MESSAGE = 'Text must not contain the NUL character (\\0).';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query with one fails inside the driver, which
 * would surface as a 500. No legitimate input carries it, so any request with one in its path,
 * query or JSON body is refused up front with a 400.
 */
export const rejectNul = fp(
  async (app: FastifyInstance) => {
    // The callback style: every request runs it, and a promise each is work for nothing.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.includes('\u0000') || request.url.includes('%00')) {
        return done(new AppError(400, ERROR_CODES.VALIDATION_FAILED, MESSAGE));
      }
      done();
    });
    app.addHook('preValidation', async (request) => {
      if (hasNul(request.body)) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, MESSAGE);
    });
  },
  { name: 'reject-nul' },
);
