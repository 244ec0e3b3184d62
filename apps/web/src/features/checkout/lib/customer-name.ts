/** The spec's default last name: Arabic for "the customer". */
export const DEFAULT_LAST_NAME = 'العميل';

/** First word is the first name, the rest the last name (spec section 5). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') || DEFAULT_LAST_NAME };
}
