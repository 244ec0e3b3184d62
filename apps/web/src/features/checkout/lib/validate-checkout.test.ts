import { describe, expect, it } from 'vitest';
import type { CheckoutForm } from './checkout-form.ts';
import { DEFAULT_LAST_NAME, splitName, validateCheckout } from './validate-checkout.ts';

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
  it('accepts a complete form for both payment methods', () => {
    expect(validateCheckout(complete, 'online')).toBeNull();
    expect(validateCheckout(complete, 'cod')).toBeNull();
  });

  it('online payment needs name, email, phone, address, city and country, trimmed', () => {
    for (const field of ['name', 'email', 'phone', 'address', 'city', 'country'] as const) {
      const result = validateCheckout({ ...complete, [field]: '   ' }, 'online');
      expect(result).toEqual({ message: 'allRequired', missing: [field] });
    }
  });

  it('cash on delivery needs only name, email and phone', () => {
    const partial = { ...complete, address: '', city: '', country: '' };
    expect(validateCheckout(partial, 'cod')).toBeNull();
    expect(validateCheckout({ ...partial, phone: ' ' }, 'cod')).toEqual({
      message: 'required',
      missing: ['phone'],
    });
  });

  it('postal code and notes are optional', () => {
    expect(validateCheckout({ ...complete, postalCode: '', notes: '' }, 'online')).toBeNull();
  });
});

describe('name splitting', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitName('Sara Al Harbi')).toEqual({ firstName: 'Sara', lastName: 'Al Harbi' });
    expect(splitName('  محمد   بن   سعود ')).toEqual({ firstName: 'محمد', lastName: 'بن سعود' });
  });

  it('defaults the last name to the Arabic word for "the customer"', () => {
    expect(DEFAULT_LAST_NAME).toBe('العميل');
    expect(splitName('Sara')).toEqual({ firstName: 'Sara', lastName: 'العميل' });
  });
});
