import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { servedFromCache } from './public-cache.ts';

/**
 * One log line per request, not Fastify's two: "incoming request" is no longer written, and
 * "request completed" (or "request errored") carries what it said: method, address, client.
 * Writing both lines was a tenth of the server's time on a cached answer (two synchronous writes
 * to standard output) and much of what it allocated (docs/PERFORMANCE.md, "Memory"). What a
 * shopper loses: a request that never completes leaves no line.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    // A public read answered from memory (decision 045) is at debug: its line cost a quarter of
    // the server's time on such an answer. The proxy's access log and the monitoring screen's
    // counts still see it.
    else if (servedFromCache(request)) reply.log.debug(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}
