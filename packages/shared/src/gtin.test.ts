import { describe, expect, it } from 'vitest';
import { isValidGtin } from './gtin.ts';

describe('isValidGtin', () => {
  it.each(['96385074', '036000291452', '4006381333931', '10614141000415', '6291041500213'])(
    'accepts %s',
    (gtin) => expect(isValidGtin(gtin)).toBe(true),
  );
  it.each([
    ['a wrong check digit', '4006381333932'],
    ['11 digits', '12345678901'],
    ['letters', '40063813339a1'],
    ['spaces', '4006381 333931'],
    ['empty', ''],
  ])('refuses %s', (_, gtin) => expect(isValidGtin(gtin)).toBe(false));
});
