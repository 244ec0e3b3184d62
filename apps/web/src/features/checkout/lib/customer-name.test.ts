import { describe, expect, it } from 'vitest';
import { DEFAULT_LAST_NAME, splitName } from './customer-name.ts';

describe('name splitting (spec section 5)', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitName('Sara Al Harbi')).toEqual({ firstName: 'Sara', lastName: 'Al Harbi' });
    expect(splitName('  محمد   بن   سعود ')).toEqual({ firstName: 'محمد', lastName: 'بن سعود' });
  });

  it('defaults the last name to the Arabic word for "the customer"', () => {
    expect(DEFAULT_LAST_NAME).toBe('العميل');
    expect(splitName('Sara')).toEqual({ firstName: 'Sara', lastName: 'العميل' });
    expect(splitName('   ')).toEqual({ firstName: '', lastName: 'العميل' });
  });
});
