import { describe, expect, it } from 'vitest';
import { shippingMessagesEn, type ShippingMessages } from '@store/shared/schemas/shipping';
import {
  emptyZoneValues,
  formPathOf,
  gramsOfKgText,
  halalasOfText,
  localizedServerMessage,
  newMethodValues,
  toZoneInput,
  zoneFormValues,
} from './zone-form.ts';

describe('amounts and weights as typed', () => {
  it('reads SAR with Arabic-Indic digits and separators into halalas', () => {
    expect(halalasOfText('25')).toBe(2_500);
    expect(halalasOfText(' ١٢٫٥ ')).toBe(1_250);
    expect(halalasOfText('0.01')).toBe(1);
    expect(halalasOfText('')).toBeNull();
    expect(halalasOfText('12.345')).toBeNaN();
    expect(halalasOfText('-5')).toBeNaN();
  });

  it('reads kg into whole grams', () => {
    expect(gramsOfKgText('1.5')).toBe(1_500);
    expect(gramsOfKgText('٠٫٢٥')).toBe(250);
    expect(gramsOfKgText('')).toBeNull();
    expect(gramsOfKgText('1.2345')).toBeNaN();
  });
});

describe('the form and the API body', () => {
  it('round-trips a zone: SAR back to halalas, kg back to grams, ids kept', () => {
    const values = zoneFormValues({
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      name: { en: 'Riyadh', ar: 'الرياض' },
      regions: ['SA-01'],
      cityIds: ['riyadh'],
      countries: [],
      codEnabled: true,
      codFeeHalalas: 1_050,
      active: true,
      position: 0,
      updatedAt: '2026-11-20T09:00:00.000Z',
      methods: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          kind: 'standard',
          name: { en: 'Standard', ar: 'عادي' },
          rule: {
            type: 'weight',
            bands: [{ upToGrams: 1_500, priceHalalas: 2_050 }],
            perExtraKgHalalas: 500,
          },
          freeAboveHalalas: 20_000,
          minDays: 2,
          maxDays: 5,
          pickupAddress: null,
          active: true,
        },
      ],
    });
    expect(values.codFee).toBe('10.50');
    expect(values.methods[0]).toMatchObject({
      weightBands: [{ upTo: '1.5', price: '20.50' }],
      perExtraKg: '5',
      freeAbove: '200',
    });
    expect(toZoneInput(values)).toEqual({
      name: { en: 'Riyadh', ar: 'الرياض' },
      regions: ['SA-01'],
      cityIds: ['riyadh'],
      countries: [],
      codEnabled: true,
      codFeeHalalas: 1_050,
      active: true,
      methods: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          kind: 'standard',
          name: { en: 'Standard', ar: 'عادي' },
          rule: {
            type: 'weight',
            bands: [{ upToGrams: 1_500, priceHalalas: 2_050 }],
            perExtraKgHalalas: 500,
          },
          freeAboveHalalas: 20_000,
          minDays: 2,
          maxDays: 5,
          pickupAddress: null,
          active: true,
        },
      ],
    });
  });

  it('maps the API’s error paths to the form’s fields', () => {
    const values = emptyZoneValues();
    values.methods.push({ ...newMethodValues(), ruleType: 'weight' });
    values.methods[0]!.ruleType = 'order_value';
    expect(formPathOf(['codFeeHalalas'], values)).toBe('codFee');
    expect(formPathOf(['cityIds', 3], values)).toBe('cityIds');
    expect(formPathOf(['name', 'ar'], values)).toBe('name.ar');
    expect(formPathOf(['methods', 0, 'rule', 'bands'], values)).toBe('methods.0.valueBands');
    expect(formPathOf(['methods', 0, 'rule', 'bands', 1, 'fromHalalas'], values)).toBe(
      'methods.0.valueBands.1.from',
    );
    expect(formPathOf(['methods', 1, 'rule', 'bands', 0, 'upToGrams'], values)).toBe(
      'methods.1.weightBands.0.upTo',
    );
    expect(formPathOf(['methods', 1, 'rule', 'perExtraKgHalalas'], values)).toBe(
      'methods.1.perExtraKg',
    );
    expect(formPathOf(['methods', 1, 'freeAboveHalalas'], values)).toBe('methods.1.freeAbove');
    expect(formPathOf(['methods', 1, 'pickupAddress'], values)).toBe('methods.1.pickupAddress');
    expect(formPathOf(['methods', 1, 'id'], values)).toBe('methods.1.root');
  });

  it('words the server’s English messages with the page’s, by the field where they are alike', () => {
    const messages: ShippingMessages = {
      ...shippingMessagesEn,
      amountTooLarge: 'amount too large',
      weightTooLarge: 'weight too large',
      unknownCity: (id) => `unknown ${id}`,
      tooLong: (max) => `max ${max}`,
    };
    const say = (field: string, message: string) =>
      localizedServerMessage(field, message, messages);
    expect(say('methods.0.rule.bands.0.upToGrams', 'is too large')).toBe('weight too large');
    expect(say('methods.0.freeAboveHalalas', 'is too large')).toBe('amount too large');
    expect(say('cityIds.2', 'no city of the list has the id "atlantis"')).toBe('unknown atlantis');
    expect(say('name.en', 'must be at most 80 characters')).toBe('max 80');
    expect(say('name.en', 'something new')).toBe('something new');
  });
});
