import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@store/shared/errors';
import { AppError, FieldError } from './app-error.ts';

const PART_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'path',
  headers: 'headers',
};

/** "/items/0/quantity" → "items.0.quantity" */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return ERROR_CODES.UNAUTHORIZED;
    case 403:
      return ERROR_CODES.FORBIDDEN;
    case 404:
      return ERROR_CODES.NOT_FOUND;
    case 409:
      return ERROR_CODES.CONFLICT;
    case 413:
      return ERROR_CODES.PAYLOAD_TOO_LARGE;
    case 415:
      return ERROR_CODES.UNSUPPORTED_MEDIA_TYPE;
    case 429:
      return ERROR_CODES.RATE_LIMITED;
    default:
      return ERROR_CODES.VALIDATION_FAILED;
  }
}

/**
 * Every error leaves as the envelope `{ success: false, code, message }` with a fitting status.
 * Client mistakes say what is wrong; server faults are logged and answered without details.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = PART_NAMES[error.validationContext ?? ''] ?? 'request';
      const errors = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath) || part,
        message: issue.message ?? 'is invalid',
      }));
      const first = errors[0];
      const body: ApiErrorBody = {
        success: false,
        code: ERROR_CODES.VALIDATION_FAILED,
        message: first ? `Invalid ${part}: ${first.field}: ${first.message}` : `Invalid ${part}`,
        errors,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof FieldError) {
      return reply.status(400).send({
        success: false,
        code: error.code,
        message: error.message,
        errors: [{ field: error.field, message: error.detail }],
      } satisfies ApiErrorBody);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.reason ? { reason: error.reason } : {}),
      } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        success: false,
        code: codeForStatus(status),
        message: error.message,
      } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      success: false,
      code: ERROR_CODES.INTERNAL_ERROR,
      message: 'Something went wrong on our side. Please try again.',
    } satisfies ApiErrorBody);
  });
});
