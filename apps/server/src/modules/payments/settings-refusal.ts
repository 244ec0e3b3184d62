import type { FastifyReply } from 'fastify';
import { ERROR_CODES, type ApiErrorBody } from '@store/shared/errors';
import { PaymentSettingsRefused } from './payment-settings.service.ts';

/**
 * A settings save refused for a reason that needs the stored state, answered like a body that
 * failed its schema (400, the field and why); any other error goes on to the error handler.
 */
export function answerRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof PaymentSettingsRefused)) throw error;
  const body: ApiErrorBody = {
    success: false,
    code: ERROR_CODES.VALIDATION_FAILED,
    message: `Invalid body: ${error.field}: ${error.message}`,
    errors: [{ field: error.field, message: error.message }],
  };
  return reply.status(400).send(body);
}
