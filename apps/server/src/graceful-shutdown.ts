import type { FastifyInstance } from 'fastify';

/**
 * Time given, after a stop signal, for request bytes already received to be read. Closing the
 * server closes every connection with no request in progress, and a connection whose request is
 * still unread in the socket counts as one: without this pause it would be reset.
 */
const DRAIN_MS = 250;

/**
 * Stops the server without dropping work: requests already received are answered (with
 * `Connection: close`, so clients do not reuse the socket), then the server closes.
 */
export function prepareGracefulShutdown(app: FastifyInstance) {
  let stopping = false;
  // The callback style: every answer runs it, and a promise each is work for nothing.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  return async function stop() {
    stopping = true;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    await app.close();
  };
}
