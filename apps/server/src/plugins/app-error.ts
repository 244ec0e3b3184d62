import { ERROR_CODES, type ErrorCode, type ErrorReason } from '@store/shared/errors';

/** An error meant for the client: its status, code and message go into the envelope as they are. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Why, as a key and values, for a screen to word in its language. */
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }
}

export function notFound(message: string): AppError {
  return new AppError(404, ERROR_CODES.NOT_FOUND, message);
}

/**
 * A 400 about one field that only the stored data can judge (a category that does not exist, a
 * zone order that misses a zone), answered like a schema failure:
 * `{ code: VALIDATION_FAILED, errors: [{ field, message }] }`.
 */
export class FieldError extends AppError {
  override name = 'FieldError';
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(400, ERROR_CODES.VALIDATION_FAILED, `Invalid body: ${field}: ${detail}`);
  }
}
