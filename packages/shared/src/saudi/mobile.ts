import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { latinDigits } from '../latin-digits.ts';

// Where callers have always found it.
export { latinDigits };

export interface ParsedMobile {
  /** The one stored form: +9665XXXXXXXX. */
  e164: string;
  /** As a Saudi writes it at home: 05X XXX XXXX. */
  national: string;
}

/**
 * A mobile number as typed (05…, 5…, +966…, 00966…, spaces, dashes, Arabic-Indic digits) for the
 * country of the address, or null. Saudi mobile numbers are nine digits starting with 5 after the
 * country code; libphonenumber's small metadata checks lengths and prefixes of the other countries
 * but not whether a number is a mobile, so Saudi Arabia's rule is checked here.
 */
export function parseMobile(input: string, country: CountryCode = 'SA'): ParsedMobile | null {
  const typed = latinDigits(input)
    .replace(/[\u200e\u200f]/g, '')
    .trim();
  if (!/^[+\d\s\-().]{7,24}$/.test(typed)) return null;
  const number = parsePhoneNumberFromString(typed, country);
  if (!number?.isValid() || number.country !== country) return null;
  if (country === 'SA' && !/^5\d{8}$/.test(number.nationalNumber)) return null;
  return { e164: number.number, national: number.formatNational() };
}
