import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRule } from '@store/shared/schemas/shipping';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { freeShippingNote, priceOfMethod, quoteShipping } from './index.ts';
import { methodInput, setShippingZones, zoneInput } from './testing.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const parcel = { subtotalHalalas: 10_000, weightGrams: 800 };
const flat = (priceHalalas: number): PriceRule => ({ type: 'flat', priceHalalas });
const quote = (countryCode: string, cityId: string | null, p = parcel) =>
  quoteShipping(ctx.database.db, { countryCode, cityId }, p);

describe('priceOfMethod', () => {
  const price = (
    rule: PriceRule,
    p: Partial<typeof parcel>,
    freeAboveHalalas: number | null = null,
  ) => priceOfMethod({ rule, freeAboveHalalas }, { ...parcel, ...p });

  it('flat: one price whatever the parcel', () => {
    expect(price(flat(2_500), { subtotalHalalas: 0, weightGrams: 0 })).toBe(2_500);
    expect(price(flat(2_500), { subtotalHalalas: 9_999_999, weightGrams: 999_999 })).toBe(2_500);
  });

  it('order value: the last band the subtotal has reached, a band starting exactly at it included', () => {
    const rule: PriceRule = {
      type: 'order_value',
      bands: [
        { fromHalalas: 0, priceHalalas: 3_000 },
        { fromHalalas: 20_000, priceHalalas: 1_500 },
        { fromHalalas: 50_000, priceHalalas: 0 },
      ],
    };
    expect(price(rule, { subtotalHalalas: 0 })).toBe(3_000);
    expect(price(rule, { subtotalHalalas: 19_999 })).toBe(3_000);
    expect(price(rule, { subtotalHalalas: 20_000 })).toBe(1_500);
    expect(price(rule, { subtotalHalalas: 49_999 })).toBe(1_500);
    expect(price(rule, { subtotalHalalas: 50_000 })).toBe(0);
    expect(price(rule, { subtotalHalalas: 5_000_000 })).toBe(0);
  });

  describe('weight', () => {
    const bands = [
      { upToGrams: 1_000, priceHalalas: 2_000 },
      { upToGrams: 5_000, priceHalalas: 3_500 },
    ];
    const withExtra: PriceRule = { type: 'weight', bands, perExtraKgHalalas: 500 };
    const withoutExtra: PriceRule = { type: 'weight', bands, perExtraKgHalalas: null };

    it('each band up to and including its weight', () => {
      expect(price(withExtra, { weightGrams: 0 })).toBe(2_000);
      expect(price(withExtra, { weightGrams: 1 })).toBe(2_000);
      expect(price(withExtra, { weightGrams: 1_000 })).toBe(2_000);
      expect(price(withExtra, { weightGrams: 1_001 })).toBe(3_500);
      expect(price(withExtra, { weightGrams: 5_000 })).toBe(3_500);
    });

    it('beyond the last band, each started kilogram costs the extra-kg price', () => {
      expect(price(withExtra, { weightGrams: 5_001 })).toBe(4_000);
      expect(price(withExtra, { weightGrams: 6_000 })).toBe(4_000);
      expect(price(withExtra, { weightGrams: 6_001 })).toBe(4_500);
      expect(price(withExtra, { weightGrams: 15_000 })).toBe(3_500 + 10 * 500);
    });

    it('beyond the last band without an extra-kg price, the method is not offered, free or not', () => {
      expect(price(withoutExtra, { weightGrams: 5_000 })).toBe(3_500);
      expect(price(withoutExtra, { weightGrams: 5_001 })).toBeNull();
      expect(
        price(withoutExtra, { weightGrams: 5_001, subtotalHalalas: 90_000 }, 20_000),
      ).toBeNull();
    });
  });

  it('free from the threshold exactly, not a halala below', () => {
    expect(price(flat(2_500), { subtotalHalalas: 19_999 }, 20_000)).toBe(2_500);
    expect(price(flat(2_500), { subtotalHalalas: 20_000 }, 20_000)).toBe(0);
    expect(price(flat(2_500), { subtotalHalalas: 20_001 }, 20_000)).toBe(0);
    expect(price(flat(2_500), { subtotalHalalas: 0 }, 0)).toBe(0);
  });
});

describe('quoteShipping: which zone', () => {
  it('a zone naming the city beats one naming its region, whatever their order', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({ name: { en: 'Region', ar: 'المنطقة' }, regions: ['SA-01'] }),
      zoneInput({
        name: { en: 'City', ar: 'المدينة' },
        regions: [],
        cityIds: ['riyadh'],
        methods: [methodInput({ rule: flat(1_500) })],
      }),
    ]);
    const inRiyadh = await quote('SA', 'riyadh');
    expect(inRiyadh.zone?.name.en).toBe('City');
    expect(inRiyadh.offers.map((offer) => offer.priceHalalas)).toEqual([1_500]);
    expect((await quote('SA', 'al-kharj')).zone?.name.en).toBe('Region');
  });

  it('among zones of the same kind, the first in position order', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({ name: { en: 'First', ar: 'الأولى' }, regions: ['SA-02', 'SA-01'] }),
      zoneInput({ name: { en: 'Second', ar: 'الثانية' }, regions: ['SA-01'] }),
      zoneInput({ name: { en: 'City 1', ar: 'م1' }, regions: [], cityIds: ['jeddah'] }),
      zoneInput({ name: { en: 'City 2', ar: 'م2' }, regions: [], cityIds: ['makkah', 'jeddah'] }),
    ]);
    expect((await quote('SA', 'riyadh')).zone?.name.en).toBe('First');
    expect((await quote('SA', 'jeddah')).zone?.name.en).toBe('City 1');
    expect((await quote('SA', 'makkah')).zone?.name.en).toBe('City 2');
  });

  it('ignores inactive zones and methods, and zones with nothing to offer the parcel', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({ name: { en: 'Off', ar: 'موقفة' }, cityIds: ['riyadh'], active: false }),
      zoneInput({
        name: { en: 'Methods off', ar: 'طرق موقفة' },
        cityIds: ['riyadh'],
        methods: [methodInput({ active: false })],
      }),
      zoneInput({
        name: { en: 'Too light', ar: 'للخفيف' },
        cityIds: ['riyadh'],
        methods: [
          methodInput({
            rule: {
              type: 'weight',
              bands: [{ upToGrams: 500, priceHalalas: 1_000 }],
              perExtraKgHalalas: null,
            },
          }),
        ],
      }),
      zoneInput({
        name: { en: 'Region', ar: 'المنطقة' },
        methods: [
          methodInput({ name: { en: 'Off', ar: 'موقفة' }, active: false }),
          methodInput({ kind: 'express', name: { en: 'Express', ar: 'سريع' } }),
        ],
      }),
    ]);
    const heavy = await quote('SA', 'riyadh', { subtotalHalalas: 10_000, weightGrams: 800 });
    expect(heavy.zone?.name.en).toBe('Region');
    expect(heavy.offers.map((offer) => offer.name.en)).toEqual(['Express']);
    const light = await quote('SA', 'riyadh', { subtotalHalalas: 10_000, weightGrams: 500 });
    expect(light.zone?.name.en).toBe('Too light');
  });

  it('says why nothing is offered: no city, an unknown city, no zone', async () => {
    await setShippingZones(ctx.app, [zoneInput({ regions: ['SA-01'] })]);
    const empty = {
      zone: null,
      offers: [],
      cod: { available: false, feeHalalas: 0 },
      subtotalHalalas: parcel.subtotalHalalas,
      weightGrams: parcel.weightGrams,
    };
    expect(await quote('SA', null)).toEqual({ problem: 'cityRequired', ...empty });
    expect(await quote('SA', 'atlantis')).toEqual({ problem: 'unknownCity', ...empty });
    expect(await quote('SA', 'abha')).toEqual({ problem: 'noZone', ...empty });
  });

  it('abroad: only to the Gulf countries listed while shipping abroad is on, by zones naming them', async () => {
    const gulf = zoneInput({
      name: { en: 'Gulf', ar: 'الخليج' },
      regions: [],
      countries: ['AE', 'KW'],
      codEnabled: false,
      methods: [methodInput({ rule: flat(6_000), minDays: 4, maxDays: 8 })],
    });
    await setShippingZones(ctx.app, [zoneInput(), gulf], {
      shipAbroad: false,
      abroadCountries: ['AE', 'KW', 'QA'],
    });
    expect((await quote('AE', null)).problem).toBe('abroad');

    await setShippingZones(ctx.app, [zoneInput(), gulf], {
      shipAbroad: true,
      abroadCountries: ['AE', 'QA'],
    });
    const dubai = await quote('AE', null);
    expect(dubai).toMatchObject({
      problem: null,
      zone: { name: { en: 'Gulf' } },
      offers: [{ priceHalalas: 6_000, minDays: 4, maxDays: 8 }],
      cod: { available: false, feeHalalas: 0 },
    });
    expect((await quote('ae', 'riyadh')).zone?.name.en).toBe('Gulf');
    expect((await quote('KW', null)).problem).toBe('abroad');
    expect((await quote('QA', null)).problem).toBe('noZone');
    expect((await quote('US', null)).problem).toBe('abroad');
  });
});

describe('quoteShipping: the offers', () => {
  it('prices every active method in order, says which were made free, and echoes the parcel', async () => {
    const [zone] = await setShippingZones(ctx.app, [
      zoneInput({
        codEnabled: true,
        codFeeHalalas: 1_500,
        methods: [
          methodInput({ rule: flat(2_500), freeAboveHalalas: 10_000 }),
          methodInput({
            kind: 'express',
            name: { en: 'Express', ar: 'سريع' },
            rule: flat(4_500),
            freeAboveHalalas: 10_001,
            minDays: 1,
            maxDays: 1,
          }),
          methodInput({
            kind: 'pickup',
            name: { en: 'Pickup', ar: 'استلام' },
            rule: flat(0),
            pickupAddress: { en: 'Olaya St', ar: 'شارع العليا' },
            minDays: 0,
            maxDays: 0,
          }),
        ],
      }),
    ]);
    const answer = await quote('SA', 'riyadh');
    expect(answer).toEqual({
      problem: null,
      zone: { id: zone!.id, name: zone!.name },
      offers: [
        {
          methodId: zone!.methods[0]!.id,
          kind: 'standard',
          name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
          priceHalalas: 0,
          freeAboveHalalas: 10_000,
          minDays: 2,
          maxDays: 5,
          pickupAddress: null,
        },
        {
          methodId: zone!.methods[1]!.id,
          kind: 'express',
          name: { en: 'Express', ar: 'سريع' },
          priceHalalas: 4_500,
          freeAboveHalalas: null,
          minDays: 1,
          maxDays: 1,
          pickupAddress: null,
        },
        {
          methodId: zone!.methods[2]!.id,
          kind: 'pickup',
          name: { en: 'Pickup', ar: 'استلام' },
          priceHalalas: 0,
          freeAboveHalalas: null,
          minDays: 0,
          maxDays: 0,
          pickupAddress: { en: 'Olaya St', ar: 'شارع العليا' },
        },
      ],
      cod: { available: true, feeHalalas: 1_500 },
      subtotalHalalas: 10_000,
      weightGrams: 800,
    });
  });

  it('leaves out a method the parcel is too heavy for', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({
        methods: [
          methodInput({
            rule: {
              type: 'weight',
              bands: [{ upToGrams: 2_000, priceHalalas: 2_000 }],
              perExtraKgHalalas: null,
            },
          }),
          methodInput({
            kind: 'express',
            name: { en: 'Express', ar: 'سريع' },
            rule: {
              type: 'weight',
              bands: [{ upToGrams: 2_000, priceHalalas: 3_000 }],
              perExtraKgHalalas: 700,
            },
          }),
        ],
      }),
    ]);
    const heavy = await quote('SA', 'riyadh', { subtotalHalalas: 10_000, weightGrams: 3_500 });
    expect(heavy.offers.map((offer) => [offer.kind, offer.priceHalalas])).toEqual([
      ['express', 3_000 + 2 * 700],
    ]);
  });
});

describe('freeShippingNote', () => {
  const note = () => freeShippingNote(ctx.database.db);
  const standardFreeFrom = (freeAboveHalalas: number | null) => methodInput({ freeAboveHalalas });

  it('is null when standard delivery is never free (express being free does not count)', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({
        methods: [
          standardFreeFrom(null),
          methodInput({
            kind: 'express',
            name: { en: 'Express', ar: 'سريع' },
            freeAboveHalalas: 5_000,
          }),
        ],
      }),
    ]);
    expect(await note()).toBeNull();
  });

  it('everywhere: every Saudi zone has free standard delivery; from the largest threshold', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({ methods: [standardFreeFrom(30_000), standardFreeFrom(25_000)] }),
      zoneInput({ regions: ['SA-02'], methods: [standardFreeFrom(20_000)] }),
      // Not counted: inactive, abroad only, or delivering nothing.
      zoneInput({ regions: ['SA-04'], active: false, methods: [standardFreeFrom(null)] }),
      zoneInput({ regions: [], countries: ['AE'], methods: [standardFreeFrom(null)] }),
      zoneInput({ regions: ['SA-03'], methods: [methodInput({ active: false })] }),
    ]);
    expect(await note()).toEqual({ fromHalalas: 25_000, everywhere: true });
  });

  it('some zones only: the smallest threshold found, not everywhere', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({ methods: [standardFreeFrom(30_000)] }),
      zoneInput({ regions: [], cityIds: ['jeddah'], methods: [standardFreeFrom(15_000)] }),
      zoneInput({ regions: ['SA-04'], methods: [standardFreeFrom(null)] }),
      zoneInput({
        regions: ['SA-05'],
        methods: [methodInput({ freeAboveHalalas: 1_000, active: false })],
      }),
    ]);
    expect(await note()).toEqual({ fromHalalas: 15_000, everywhere: false });
  });

  it('is what the public options say', async () => {
    await setShippingZones(ctx.app, [zoneInput({ methods: [standardFreeFrom(20_000)] })]);
    const res = await ctx.app.inject('/api/public/shipping/options');
    expect(res.json().data).toEqual({
      countries: ['SA'],
      freeShipping: { fromHalalas: 20_000, everywhere: true },
    });
  });
});
