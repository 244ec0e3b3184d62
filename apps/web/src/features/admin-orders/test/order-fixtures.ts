import { vi } from 'vitest';
import { MANUAL_CARRIERS } from '@store/shared/schemas/carriers';
import type { AdminShipment } from '@store/shared/schemas/shipments';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  OrderInvoice,
} from '@store/shared/schemas/admin-orders';

/** Orders as the admin API answers them, for the screens' tests. */
export function makeOrderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    orderNumber: 'MA-7K3M-Q9XA',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    customerName: 'Noura Al-Harbi',
    email: 'noura@example.com',
    phone: '+966501234567',
    itemCount: 2,
    total: 900,
    createdAt: '2025-06-15T11:00:00.000Z',
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...makeOrderSummary(),
    items: [
      {
        productId: '22222222-2222-4222-8222-222222222222',
        name: { en: 'Royal Oud', ar: 'العود الملكي' },
        image: null,
        price: 450,
        quantity: 2,
        subtotal: 900,
        discount: 0,
      },
    ],
    customer: {
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      email: 'noura@example.com',
      phone: '+966501234567',
      address: 'Tahlia Street 12',
      city: 'Riyadh',
      postalCode: '12241',
      country: 'Saudi Arabia',
      notes: '',
      countryCode: 'SA',
      cityId: 'riyadh',
      regionCode: 'SA-01',
      district: 'Al Olaya',
      buildingNumber: '7235',
      additionalNumber: null,
      shortAddress: 'RRRD2929',
    },
    subtotal: 900,
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
    delivery: {
      kind: 'standard',
      name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
      minDays: 2,
      maxDays: 5,
      zone: {
        id: '00000000-0000-4000-8000-000000000019',
        name: { en: 'All of Saudi Arabia', ar: 'جميع مناطق المملكة' },
      },
      pickupAddress: null,
    },
    tax: 0,
    currency: 'SAR',
    language: 'en',
    stockReleased: false,
    personalDataErasedAt: null,
    payments: [],
    history: [
      {
        id: 'h1',
        fromStatus: null,
        toStatus: 'pending',
        paymentStatus: 'pending',
        note: 'Cash on delivery order placed',
        changedBy: null,
        createdAt: '2025-06-15T11:00:00.000Z',
      },
    ],
    refunds: [],
    refundedAmount: 0,
    refundableAmount: 0,
    paymentEvents: [],
    taxDocuments: [],
    shipments: [],
    fulfilment: {
      lines: [
        {
          orderItemId: '33333333-3333-4333-8333-333333333333',
          productId: '22222222-2222-4222-8222-222222222222',
          name: { en: 'Royal Oud', ar: 'العود الملكي' },
          ordered: 2,
          shipped: 0,
          remaining: 2,
        },
      ],
      unshipped: true,
      canShip: false,
    },
    allowedTransitions: ['confirmed', 'cancelled'],
    canRefund: false,
    updatedAt: '2025-06-15T11:00:00.000Z',
    ...overrides,
  };
}

/** A Moyasar order paid by card: 900 SAR captured, nothing refunded yet. */
export function makePaidMoyasarOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return makeOrderDetail({
    paymentMethod: 'moyasar',
    paymentStatus: 'paid',
    status: 'confirmed',
    allowedTransitions: ['processing'],
    canRefund: true,
    refundableAmount: 900,
    payments: [
      {
        id: 'pay-1',
        provider: 'moyasar',
        providerOrderId: '6c2b5e6e-8f0a-4a52-9d8e-4f1f6a0d2c11',
        captureId: '0b8e3f5a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
        refundId: null,
        status: 'captured',
        amount: 900,
        settlementCurrency: 'SAR',
        settlementRate: 1,
        chargedAmount: 900,
        paidWith: 'creditcard',
        cardBrand: 'mada',
        cardLast4: '1010',
        failureCode: null,
        failureMessage: null,
        createdAt: '2025-06-15T11:00:00.000Z',
        updatedAt: '2025-06-15T11:01:00.000Z',
      },
    ],
    paymentEvents: [
      {
        id: 'ev-1',
        provider: 'moyasar',
        kind: 'payment.started',
        outcome: 'ok',
        eventType: 'payment.started',
        verified: null,
        summary: 'Payment page opened for 900.00 SAR (inv_1)',
        message: {
          key: 'pageOpened',
          params: { amount: { minor: 90000, currency: 'SAR' }, reference: 'inv_1' },
        },
        order: { id: '11111111-1111-4111-8111-111111111111', orderNumber: 'MA-7K3M-Q9XA' },
        occurredAt: '2025-06-15T11:00:00.000Z',
      },
      {
        id: 'ev-2',
        provider: 'moyasar',
        kind: 'webhook.received',
        outcome: 'ok',
        eventType: 'payment_paid',
        verified: true,
        summary: 'Webhook payment_paid received and verified',
        message: { key: 'webhookVerified', params: { type: 'payment_paid' } },
        order: { id: '11111111-1111-4111-8111-111111111111', orderNumber: 'MA-7K3M-Q9XA' },
        occurredAt: '2025-06-15T11:01:00.000Z',
      },
    ],
    ...overrides,
  });
}

export function makeInvoice(): OrderInvoice {
  const {
    history: _h,
    payments: _p,
    allowedTransitions: _a,
    canRefund: _c,
    refunds: _r,
    refundedAmount: _ra,
    refundableAmount: _rb,
    paymentEvents: _e,
    ...order
  } = makeOrderDetail();
  return {
    store: {
      name: { en: 'Maison Anbar', ar: 'دار عنبر' },
      address: { en: 'Olaya Street, Riyadh', ar: 'شارع العليا، الرياض' },
      email: 'hello@maisonanbar.example',
      phone: '+966112345678',
      vatRate: 15,
      pricesIncludeVat: true,
      vatNumber: '310123456700003',
    },
    order: { ...order, tax: 117.39 },
    issuedAt: '2025-06-16T08:00:00.000Z',
  };
}

type Answer = { status?: number; body: unknown } | undefined;
/** Answers a request, or leaves it to the 404; a promise holds the answer back until it settles. */
type Handler = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>;

/** A fetch for the admin API: each handler may answer; the calls are kept for assertions. */
export function fakeAdminApi(handler: Handler) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/public/site-settings')
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
    const answer = (url.pathname === '/api/public/site-settings'
      ? { body: { success: true, data: makeSettings() } }
      : await handler(url, init)) ?? {
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Not found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/** The admin API answering the order's page with `order` (and nothing else), as the global fetch. */
export function serveOrderDetail(order: AdminOrderDetail) {
  vi.stubGlobal(
    'fetch',
    fakeAdminApi((url) =>
      url.pathname === `/api/admin/orders/${order.id}`
        ? { body: { success: true, data: order } }
        : undefined,
    ).fetch,
  );
}

/** The id of an order line the shipment tests send parcels of. */
export const ORDER_ITEM_ID = '33333333-3333-4333-8333-333333333333';

/** A parcel of the order, handed to SMSA by hand and picked up. */
export function makeShipment(overrides: Partial<AdminShipment> = {}): AdminShipment {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    parcelNumber: 1,
    carrier: 'smsa',
    carrierName: MANUAL_CARRIERS.smsa.name,
    provider: null,
    providerReference: null,
    simulated: false,
    trackingNumber: '290692134777',
    trackingUrl: 'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
    labelUrl: null,
    status: 'picked_up',
    weightGrams: 1250,
    lines: [
      {
        orderItemId: ORDER_ITEM_ID,
        productId: '22222222-2222-4222-8222-222222222222',
        name: { en: 'Royal Oud', ar: 'العود الملكي' },
        quantity: 2,
      },
    ],
    cashOnDelivery: 900,
    nextSteps: ['in_transit', 'out_for_delivery', 'delivered', 'delivery_failed', 'cancelled'],
    shippedAt: '2025-06-16T09:00:00.000Z',
    deliveredAt: null,
    createdAt: '2025-06-16T09:00:00.000Z',
    events: [
      {
        id: 'e1',
        status: 'picked_up',
        source: 'admin',
        note: '',
        changedBy: { id: 'admin-1', email: 'admin@example.com', name: 'Reem Admin' },
        occurredAt: '2025-06-16T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
