import { describe, expect, it } from 'vitest';
import type { CheckoutDetails } from '@store/shared/schemas/accounts';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form.ts';
import { prefilledForm } from './prefill.ts';

const EMPTY: CheckoutForm = { ...EMPTY_CHECKOUT_FORM, country: 'Saudi Arabia' };
const SIGNED_IN: CheckoutDetails = {
  signedIn: true,
  name: 'Sara Al-Qahtani',
  phone: '+966551234567',
  email: null,
  address: {
    id: '00000000-0000-4000-8000-000000000001',
    label: 'Home',
    cityId: 'jeddah',
    district: 'Al Rawdah',
    street: 'Prince Sultan Road 5',
    buildingNumber: '1234',
    postalCode: '23435',
    additionalNumber: null,
    shortAddress: 'JEDA1234',
    isDefault: true,
  },
};

describe('prefilledForm', () => {
  it('fills the name, the phone as 05…, and the default address in the page’s language', () => {
    const form = prefilledForm(EMPTY, SIGNED_IN, 'ar');
    expect(form).toMatchObject({
      name: 'Sara Al-Qahtani',
      phone: '0551234567',
      email: '',
      cityId: 'jeddah',
      city: 'جدة',
      district: 'Al Rawdah',
      address: 'Prince Sultan Road 5',
      buildingNumber: '1234',
      postalCode: '23435',
      additionalNumber: '',
      shortAddress: 'JEDA1234',
    });
  });

  it('replaces nothing the shopper typed', () => {
    const typed = { ...EMPTY, name: 'Noura', phone: '0509999999', district: 'Al Malqa' };
    const form = prefilledForm(typed, SIGNED_IN, 'en');
    expect(form).toMatchObject({ name: 'Noura', phone: '0509999999', district: 'Al Malqa' });
    expect(form.address).toBe('');
    expect(form.cityId).toBeNull();
  });

  it('leaves a guest’s form as it is', () => {
    const guest: CheckoutDetails = {
      signedIn: false,
      name: null,
      phone: null,
      email: null,
      address: null,
    };
    expect(prefilledForm(EMPTY, guest, 'en')).toBe(EMPTY);
  });
});
