import { describe, expect, it } from 'vitest';
import type { CheckoutForm } from './checkout-form.ts';
import { validateCheckout } from './validate-checkout.ts';

const complete: CheckoutForm = {
  name: 'Sara Al Harbi',
  email: 'sara@example.com',
  phone: '+966 50 000 0000',
  address: 'Olaya Street 12',
  city: 'Riyadh',
  postalCode: '',
  country: 'Saudi Arabia',
  notes: '',
};

describe('checkout validation (spec section 5)', () => {
  it('accepts a complete form for every payment method', () => {
    expect(validateCheckout(complete, 'paypal')).toBeNull();
    expect(validateCheckout(complete, 'moyasar')).toBeNull();
    expect(validateCheckout(complete, 'cod')).toBeNull();
  });

  it.each(['paypal', 'moyasar'] as const)(
    'online payment (%s) needs name, email, phone, address, city and country, trimmed',
    (method) => {
      for (const field of ['name', 'email', 'phone', 'address', 'city', 'country'] as const) {
        const result = validateCheckout({ ...complete, [field]: '   ' }, method);
        expect(result).toEqual({ message: 'allRequired', fields: [field] });
      }
    },
  );

  it('marks every missing field at once', () => {
    const empty = { ...complete, name: '', email: '', phone: '', address: '', city: '' };
    expect(validateCheckout(empty, 'paypal')).toEqual({
      message: 'allRequired',
      fields: ['name', 'email', 'phone', 'address', 'city'],
    });
  });

  it('cash on delivery needs only name, email and phone', () => {
    const partial = { ...complete, address: '', city: '', country: '' };
    expect(validateCheckout(partial, 'cod')).toBeNull();
    expect(validateCheckout({ ...partial, phone: ' ' }, 'cod')).toEqual({
      message: 'required',
      fields: ['phone'],
    });
  });

  it('then checks the email, then the phone number, as the server does', () => {
    expect(validateCheckout({ ...complete, email: 'sara@', phone: '12' }, 'cod')).toEqual({
      message: 'invalidEmail',
      fields: ['email'],
    });
    expect(validateCheckout({ ...complete, phone: '12' }, 'paypal')).toEqual({
      message: 'invalidPhone',
      fields: ['phone'],
    });
    // Arabic-Indic digits are a phone number too.
    expect(validateCheckout({ ...complete, phone: '٠٥٠٠٠٠٠٠٠٠' }, 'cod')).toBeNull();
  });

  it('postal code and notes are optional', () => {
    expect(validateCheckout({ ...complete, postalCode: '', notes: '' }, 'paypal')).toBeNull();
  });
});
