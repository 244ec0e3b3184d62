import type { ErrorCode, ErrorReason } from '@store/shared/errors';

/** Fallback texts of spec section 8. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/** A failed API call: HTTP status (0 when there was no response), the envelope's code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';
  readonly fieldErrors: { field: string; message: string }[];
  /** The server's reason, for a screen that words it in the page's language. */
  readonly reason: ErrorReason | null;

  constructor(
    message: string,
    options: {
      status: number;
      code: ApiError['code'];
      fieldErrors?: { field: string; message: string }[];
      reason?: ErrorReason;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.reason = options.reason ?? null;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}
