import { latinDigits } from './mobile.ts';

/** Saudi Arabia and the Gulf countries a store may also ship to (a setting). */
export const GCC_COUNTRIES = [
  { code: 'SA', en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  { code: 'AE', en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  { code: 'KW', en: 'Kuwait', ar: 'الكويت' },
  { code: 'QA', en: 'Qatar', ar: 'قطر' },
  { code: 'BH', en: 'Bahrain', ar: 'البحرين' },
  { code: 'OM', en: 'Oman', ar: 'عُمان' },
] as const;
export type CountryCode = (typeof GCC_COUNTRIES)[number]['code'];
export const COUNTRY_CODES = GCC_COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];
/** The Gulf countries other than Saudi Arabia. */
export const GCC_COUNTRY_CODES = COUNTRY_CODES.filter((code) => code !== 'SA') as [
  CountryCode,
  ...CountryCode[],
];

export function findCountry(code: string | null | undefined) {
  return GCC_COUNTRIES.find((country) => country.code === code) ?? null;
}

/**
 * The parts of the Saudi National Address (SPL): building number (4 digits), postal code
 * (5 digits), additional number (4 digits) and the short address (4 letters and 4 digits, e.g.
 * RRRD2929). Each is read as typed (Arabic-Indic digits, spaces, lower case) into its one form,
 * or null when it has not that shape.
 */
function compact(text: string): string {
  return latinDigits(text)
    .replace(/[\s\-\u200e\u200f]/g, '')
    .toUpperCase();
}

export const nationalAddress = {
  buildingNumber: (text: string) => (/^\d{4}$/.test(compact(text)) ? compact(text) : null),
  postalCode: (text: string) => (/^\d{5}$/.test(compact(text)) ? compact(text) : null),
  additionalNumber: (text: string) => (/^\d{4}$/.test(compact(text)) ? compact(text) : null),
  shortAddress: (text: string) => (/^[A-Z]{4}\d{4}$/.test(compact(text)) ? compact(text) : null),
} as const;
export type NationalAddressPart = keyof typeof nationalAddress;
