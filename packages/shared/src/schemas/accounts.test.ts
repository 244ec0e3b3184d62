import { describe, expect, it } from 'vitest';
import { savedAddressProblems } from './accounts.ts';
import { deliveryMessage } from './orders.ts';

const HOME = {
  cityId: 'riyadh',
  district: 'Al Olaya',
  street: 'Olaya Street 12',
  buildingNumber: '',
  postalCode: '',
  additionalNumber: '',
  shortAddress: '',
};

/** The text a saved address would be refused with, as the checkout words it. */
const refusal = (change: Partial<typeof HOME>) =>
  deliveryMessage(savedAddressProblems({ ...HOME, ...change }));

describe('a saved address', () => {
  it('passes with a city of the list, a district and a street; the numbers are optional', () => {
    expect(refusal({})).toBeNull();
    expect(
      refusal({
        buildingNumber: '١٢٣٤',
        postalCode: '12345',
        additionalNumber: '6789',
        shortAddress: 'rrrd 2929',
      }),
    ).toBeNull();
  });

  it('is refused by the checkout’s rules, first problem first', () => {
    expect(refusal({ cityId: '' })).toBe('chooseCity');
    expect(refusal({ cityId: 'atlantis', street: '' })).toBe('chooseCity');
    expect(refusal({ district: ' ' })).toBe('addressRequired');
    expect(refusal({ street: '' })).toBe('addressRequired');
    expect(refusal({ buildingNumber: '12' })).toBe('invalidBuildingNumber');
    expect(refusal({ postalCode: '1234' })).toBe('invalidPostalCode');
    expect(refusal({ additionalNumber: 'abcd' })).toBe('invalidAdditionalNumber');
    expect(refusal({ shortAddress: '2929RRRD' })).toBe('invalidShortAddress');
  });
});
