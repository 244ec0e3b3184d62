import type { FastifyReply } from 'fastify';
import { ERROR_CODES, type ApiErrorBody } from '@store/shared/errors';

/**
 * A request refused on one field for a reason its schema cannot see (it needs the stored state):
 * a settings save without the token it needs, a webhook address that is not https.
 */
export class FieldRefusal extends Error {
  override name = 'FieldRefusal';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Answers a FieldRefusal like a body that failed its schema (400, the field and why); any other
 * error goes on to the error handler.
 */
export function answerFieldRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof FieldRefusal)) throw error;
  const body: ApiErrorBody = {
    success: false,
    code: ERROR_CODES.VALIDATION_FAILED,
    message: `Invalid body: ${error.field}: ${error.message}`,
    errors: [{ field: error.field, message: error.message }],
  };
  return reply.status(400).send(body);
}
