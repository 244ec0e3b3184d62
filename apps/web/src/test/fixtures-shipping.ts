import type { ShippingQuote } from '@store/shared/schemas/shipping';

/** What the server quotes for any cart and city unless a test says otherwise: one free method. */
export const STANDARD_QUOTE: ShippingQuote = {
  problem: null,
  zone: {
    id: '00000000-0000-4000-8000-000000000019',
    name: { en: 'All of Saudi Arabia', ar: 'جميع مناطق المملكة' },
  },
  offers: [
    {
      methodId: '00000000-0000-4000-8000-000000000191',
      kind: 'standard',
      name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
      priceHalalas: 0,
      freeAboveHalalas: 20000,
      minDays: 2,
      maxDays: 5,
      pickupAddress: null,
    },
  ],
  cod: { available: true, feeHalalas: 0 },
  subtotalHalalas: 45000,
  weightGrams: 500,
};
