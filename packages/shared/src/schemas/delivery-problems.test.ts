import { describe, expect, it } from 'vitest';
import { customerInfoProblems, deliveryProblems, normalizePhone } from './orders.ts';

const riyadh = {
  countryCode: 'SA',
  cityId: 'riyadh',
  district: 'Al Olaya',
  address: 'King Fahd Rd 7235',
};

describe('deliveryProblems', () => {
  it('asks for a city of the list first, whatever else is missing', () => {
    expect(deliveryProblems({ countryCode: 'SA', city: 'Riyadh' }, { pickup: false })).toEqual([
      { field: 'city', problem: 'choose-city' },
    ]);
    expect(deliveryProblems({ ...riyadh, cityId: 'atlantis' }, { pickup: false })[0]?.field).toBe(
      'city',
    );
  });

  it('needs the district and street for a parcel, not for store pickup', () => {
    const bare = { countryCode: 'SA', cityId: 'riyadh' };
    expect(deliveryProblems(bare, { pickup: false })).toEqual([
      { field: 'district', problem: 'required' },
      { field: 'address', problem: 'required' },
    ]);
    expect(deliveryProblems(bare, { pickup: true })).toEqual([]);
    expect(deliveryProblems(riyadh, { pickup: false })).toEqual([]);
  });

  it('checks the National Address numbers only when given', () => {
    const given = {
      ...riyadh,
      buildingNumber: '723',
      postalCode: '١٢٣٤٥',
      additionalNumber: '2929',
      shortAddress: 'RRR2929',
    };
    expect(deliveryProblems(given, { pickup: false })).toEqual([
      { field: 'buildingNumber', problem: 'invalid' },
      { field: 'shortAddress', problem: 'invalid' },
    ]);
  });

  it('takes a typed city and street for an address in another Gulf country', () => {
    expect(deliveryProblems({ countryCode: 'AE', city: '' }, { pickup: false })).toEqual([
      { field: 'city', problem: 'required' },
    ]);
    expect(
      deliveryProblems(
        { countryCode: 'AE', city: 'Dubai', address: 'Marina 1' },
        { pickup: false },
      ),
    ).toEqual([]);
  });
});

describe('the phone is a mobile of the address’s country', () => {
  const info = { firstName: 'Sara', email: 'sara@example.com' };
  it('takes a Saudi mobile in any typed form and refuses a landline', () => {
    expect(customerInfoProblems({ ...info, phone: '٠٥٥ ٩٨٧ ٦٥٤٣' }, 'cod')).toEqual([]);
    expect(customerInfoProblems({ ...info, phone: '011 234 5678' }, 'cod')).toEqual([
      { field: 'phone', problem: 'invalid-phone' },
    ]);
  });

  it('stores it in one form', () => {
    expect(normalizePhone('055 987 6543')).toBe('+966559876543');
    expect(normalizePhone('050 123 4567', 'AE')).toBe('+971501234567');
  });
});
