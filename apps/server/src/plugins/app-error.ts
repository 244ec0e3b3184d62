import { ERROR_CODES, type ErrorCode } from '@store/shared/errors';

/** An error meant for the client: its status, code and message go into the envelope as they are. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function notFound(message: string): AppError {
  return new AppError(404, ERROR_CODES.NOT_FOUND, message);
}
