const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Arabic-Indic and Persian digits as Latin ones: shoppers type either on an Arabic keyboard. In a
 * file of its own so a page may use it without the phone number library of saudi/mobile.ts.
 */
export function latinDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) & 0xf));
}
