import { ERROR_CODES } from '@store/shared/errors';
import { AppError } from '../../plugins/app-error.ts';

export function unauthorized(message: string): AppError {
  return new AppError(401, ERROR_CODES.UNAUTHORIZED, message);
}

export function forbidden(message: string): AppError {
  return new AppError(403, ERROR_CODES.FORBIDDEN, message);
}

/** A refused sign-in worth retrying later: answered 429 with a Retry-After header. */
export class LoginRefusedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.RATE_LIMITED, message);
  }
}
