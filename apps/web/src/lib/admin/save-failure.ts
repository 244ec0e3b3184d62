import { ApiError } from '../api-error.ts';
import { toast } from '../../stores/toast-store.ts';

/**
 * A refused save: each field the server named gets its reason (`onFieldError` words it in the page
 * language), and a toast says the save failed: check the fields, or what went wrong otherwise.
 * What the admin typed stays in the form.
 */
export function reportSaveFailure(
  error: unknown,
  texts: { title: string; checkFields: string },
  onFieldError: (field: string, message: string) => void,
): void {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
  for (const fieldError of fieldErrors) onFieldError(fieldError.field, fieldError.message);
  toast.error(texts.title, fieldErrors.length ? texts.checkFields : (error as Error).message);
}
