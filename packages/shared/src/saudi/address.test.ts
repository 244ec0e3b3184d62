import { describe, expect, it } from 'vitest';
import { findCountry, GCC_COUNTRY_CODES, nationalAddress } from './address.ts';

describe('nationalAddress', () => {
  it('reads each part as typed into its one form', () => {
    expect(nationalAddress.buildingNumber(' ٧٢٣٥ ')).toBe('7235');
    expect(nationalAddress.postalCode('12 345')).toBe('12345');
    expect(nationalAddress.additionalNumber('2929')).toBe('2929');
    expect(nationalAddress.shortAddress('rrrd 2929')).toBe('RRRD2929');
  });

  it.each([
    ['buildingNumber', '723'],
    ['postalCode', '1234'],
    ['postalCode', '123456'],
    ['additionalNumber', 'abcd'],
    ['shortAddress', 'RRR2929'],
    ['shortAddress', '2929RRRD'],
  ] as const)('refuses a %s of %s', (part, text) => {
    expect(nationalAddress[part](text)).toBeNull();
  });
});

describe('countries', () => {
  it('lists the five other Gulf countries', () => {
    expect(GCC_COUNTRY_CODES).toEqual(['AE', 'KW', 'QA', 'BH', 'OM']);
    expect(findCountry('SA')?.ar).toBe('المملكة العربية السعودية');
    expect(findCountry('US')).toBeNull();
  });
});
