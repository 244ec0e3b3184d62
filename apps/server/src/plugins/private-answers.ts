import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * For a group of routes whose answers belong to one visitor (a session, an account, personal
 * data): the group reads and sets cookies, and no browser or proxy keeps a copy of its answers.
 * Registered inside the group, it applies to that group only.
 */
export const privateAnswers = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
  },
  { name: 'private-answers' },
);
