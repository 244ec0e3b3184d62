import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form.ts';
import { validateCheckout } from './validate-checkout.ts';

const complete: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  cityId: 'riyadh',
  district: 'Al Olaya',
  name: 'Sara Al Harbi',
  email: 'sara@example.com',
  phone: '+966 50 000 0000',
  address: 'Olaya Street 12',
  city: 'Riyadh',
  postalCode: '',
  country: 'Saudi Arabia',
  notes: '',
};

const parcel = { pickup: false, chosen: true };

describe('checkout validation (spec section 5)', () => {
  it('accepts a complete form for every payment method', () => {
    expect(validateCheckout(complete, 'paypal', parcel)).toBeNull();
    expect(validateCheckout(complete, 'moyasar', parcel)).toBeNull();
    expect(validateCheckout(complete, 'cod', parcel)).toBeNull();
  });

  it.each(['paypal', 'moyasar'] as const)(
    'online payment (%s) needs name, email, phone, address, city and country, trimmed',
    (method) => {
      for (const field of ['name', 'email', 'phone', 'address', 'city', 'country'] as const) {
        const result = validateCheckout({ ...complete, [field]: '   ' }, method, parcel);
        expect(result).toEqual({ message: 'allRequired', fields: [field] });
      }
    },
  );

  it('marks every missing field at once', () => {
    const empty = { ...complete, name: '', email: '', phone: '', address: '', city: '' };
    expect(validateCheckout(empty, 'paypal', parcel)).toEqual({
      message: 'allRequired',
      fields: ['name', 'email', 'phone', 'address', 'city'],
    });
  });

  it('cash on delivery needs only name, email and phone of the spec’s fields', () => {
    // Collected in store: a city is still chosen (delivery is priced by city), no street.
    const partial = { ...complete, address: '', district: '', country: '' };
    expect(validateCheckout(partial, 'cod', { pickup: true, chosen: true })).toBeNull();
    expect(validateCheckout({ ...partial, phone: ' ' }, 'cod', parcel)).toEqual({
      message: 'required',
      fields: ['phone'],
    });
  });

  it('then checks the email, then the phone number, as the server does', () => {
    expect(validateCheckout({ ...complete, email: 'sara@', phone: '12' }, 'cod', parcel)).toEqual({
      message: 'invalidEmail',
      fields: ['email'],
    });
    expect(validateCheckout({ ...complete, phone: '12' }, 'paypal', parcel)).toEqual({
      message: 'invalidPhone',
      fields: ['phone'],
    });
    // Arabic-Indic digits are a phone number too.
    expect(validateCheckout({ ...complete, phone: '٠٥٠٠٠٠٠٠٠٠' }, 'cod', parcel)).toBeNull();
  });

  it('postal code and notes are optional', () => {
    expect(
      validateCheckout({ ...complete, postalCode: '', notes: '' }, 'paypal', parcel),
    ).toBeNull();
  });
});

describe('delivery address and method (issue 19), after the spec’s checks', () => {
  it('asks for a city chosen from the list', () => {
    const typed = { ...complete, city: 'Riyadh', cityId: null };
    expect(validateCheckout(typed, 'cod', parcel)).toEqual({
      message: 'chooseCity',
      fields: ['city'],
    });
  });

  it('asks for the district and the street of a parcel, not of a pickup', () => {
    const bare = { ...complete, district: ' ', address: '' };
    expect(validateCheckout(bare, 'cod', parcel)).toEqual({
      message: 'addressRequired',
      fields: ['district', 'address'],
    });
    expect(validateCheckout(bare, 'cod', { pickup: true, chosen: true })).toBeNull();
  });

  it('checks each National Address number given, in the form’s order', () => {
    expect(validateCheckout({ ...complete, postalCode: '1234' }, 'cod', parcel)).toEqual({
      message: 'invalidPostalCode',
      fields: ['postalCode'],
    });
    expect(validateCheckout({ ...complete, shortAddress: 'RR2929' }, 'cod', parcel)).toEqual({
      message: 'invalidShortAddress',
      fields: ['shortAddress'],
    });
    expect(
      validateCheckout({ ...complete, buildingNumber: '٧٢٣٥', postalCode: '12211' }, 'cod', parcel),
    ).toBeNull();
  });

  it('needs a delivery method once the address is right', () => {
    expect(validateCheckout(complete, 'cod', { pickup: false, chosen: false })).toEqual({
      message: 'chooseDelivery',
      fields: [],
    });
  });
});
