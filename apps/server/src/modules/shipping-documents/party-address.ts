/** A sender or a recipient as a label and a slip print them: what the shopper typed, and the Saudi National Address's parts. */
export interface PartyAddress {
  name: string;
  /** As stored, e.g. +966512345678. */
  phone: string;
  /** The address exactly as the shopper typed it, often Arabic script; printed as entered. */
  addressAsEntered: string;
  district: string;
  street: string;
  buildingNumber: string | null;
  additionalNumber: string | null;
  postalCode: string | null;
  /** National Address short code, e.g. RRRD2929. */
  shortAddress: string | null;
  city: Bilingual;
  region: Bilingual | null;
  country: Bilingual;
}

export interface Bilingual {
  en: string;
  ar: string;
}

export type Language = 'ar' | 'en';

const CAPTIONS = {
  district: { en: 'District', ar: 'الحي' },
  street: { en: 'Street', ar: 'الشارع' },
  buildingNumber: { en: 'Building no.', ar: 'رقم المبنى' },
  additionalNumber: { en: 'Additional no.', ar: 'الرقم الإضافي' },
  postalCode: { en: 'Postal code', ar: 'الرمز البريدي' },
  shortAddress: { en: 'Short address', ar: 'العنوان المختصر' },
} satisfies Record<string, Bilingual>;

/**
 * The National Address's parts, each "caption: value", captions in the language: district,
 * street, building number, postal code, additional number (the order of the National Address
 * card). Parts left empty are left out.
 */
export function addressParts(address: PartyAddress, language: Language): string[] {
  const parts: [keyof typeof CAPTIONS, string | null][] = [
    ['district', address.district],
    ['street', address.street],
    ['buildingNumber', address.buildingNumber],
    ['postalCode', address.postalCode],
    ['additionalNumber', address.additionalNumber],
  ];
  return parts
    .filter((part): part is [keyof typeof CAPTIONS, string] => Boolean(part[1]?.trim()))
    .map(([key, value]) => `${CAPTIONS[key][language]}: ${value.trim()}`);
}

export function shortAddressLine(address: PartyAddress, language: Language): string | null {
  const code = address.shortAddress?.trim();
  return code ? `${CAPTIONS.shortAddress[language]}: ${code}` : null;
}

/** City, region and country in one language: "Riyadh, Riyadh Region, Saudi Arabia". */
export function placeLine(address: PartyAddress, language: Language): string {
  return [address.city[language], address.region?.[language], address.country[language]]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(language === 'ar' ? '، ' : ', ');
}
