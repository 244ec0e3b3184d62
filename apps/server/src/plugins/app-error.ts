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
