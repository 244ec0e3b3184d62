import { get, type FieldErrors } from 'react-hook-form';

/** The message of the error at a form path (`methods.0.valueBands.1.price`), if any. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}
