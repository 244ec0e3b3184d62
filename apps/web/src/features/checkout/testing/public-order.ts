import type { PublicOrder } from '@store/shared/schemas/orders';

type OrderLine = PublicOrder['items'][number];

/** One bottle of Sahara Oud at 450 SAR, the line the checkout's tests order. */
export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    productId: 'p-1',
    name: { en: 'Sahara Oud', ar: 'عود الصحراء' },
    image: null,
    price: 450,
    quantity: 1,
    subtotal: 450,
    discount: 0,
    ...overrides,
  };
}

/** A cash-on-delivery order of that line as the API answers it, nothing else added or taken. */
export function makePublicOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    orderNumber: 'MA-7K2P-9QXR',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    items: [makeOrderLine()],
    subtotal: 450,
    shippingCost: 0,
    codFee: 0,
    giftWrapFee: 0,
    gift: null,
    samples: [],
    discount: 0,
    shippingDiscount: 0,
    discountCode: null,
    offerDiscount: 0,
    appliedOffers: [],
    tax: 0,
    total: 450,
    currency: 'SAR',
    customerInfo: { firstName: 'Sara' },
    language: 'en',
    createdAt: '2026-01-01T00:00:00.000Z',
    taxDocuments: [],
    ...overrides,
  };
}
