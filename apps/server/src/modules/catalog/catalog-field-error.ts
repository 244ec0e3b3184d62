import { ERROR_CODES } from '@store/shared/errors';
import { AppError } from '../../plugins/app-error.ts';

/**
 * A 400 about one field that only the database can judge (a category that does not exist), answered
 * like a schema failure: `{ code: VALIDATION_FAILED, errors: [{ field, message }] }`.
 */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(400, ERROR_CODES.VALIDATION_FAILED, `Invalid body: ${field}: ${detail}`);
  }
}
