import { REQUIRED_FIELDS, type CheckoutForm, type PaymentMethod } from './checkout-form.ts';

/**
 * Which message the checkout shows (spec section 5): online payment needs all six fields
 * ("allRequired"), cash on delivery only name, email and phone ("required"). Empty after trimming
 * counts as missing. Returns the message key and the missing fields, or null when the form is complete.
 */
export function validateCheckout(
  form: CheckoutForm,
  method: PaymentMethod,
): { message: 'allRequired' | 'required'; missing: (keyof CheckoutForm)[] } | null {
  const missing = REQUIRED_FIELDS[method].filter((field) => form[field].trim() === '');
  if (missing.length === 0) return null;
  return { message: method === 'online' ? 'allRequired' : 'required', missing };
}

/** The spec's default last name: Arabic for "the customer". */
export const DEFAULT_LAST_NAME = 'العميل';

/** First word is the first name, the rest the last name (spec section 5). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') || DEFAULT_LAST_NAME };
}
