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
    },
    subtotal: 900,
    shippingCost: 0,
    tax: 0,
    currency: 'SAR',
    language: 'en',
    stockReleased: false,
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
    allowedTransitions: ['confirmed', 'cancelled'],
    canRefund: false,
    updatedAt: '2025-06-15T11:00:00.000Z',
    ...overrides,
  };
}

export function makeInvoice(): OrderInvoice {
  const {
    history: _h,
    payments: _p,
    allowedTransitions: _a,
    canRefund: _c,
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

type Handler = (
  url: URL,
  init: RequestInit | undefined,
) => { status?: number; body: unknown } | undefined;

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
      : handler(url, init)) ?? {
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
