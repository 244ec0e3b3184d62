import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import {
  MANUAL_CARRIERS,
  TRACKING_NUMBER_PROBLEM_TEXTS,
  type CarrierSettings,
} from '@store/shared/schemas/carriers';
import { gramsOf } from './components/create-shipment-dialog.tsx';
import {
  fakeAdminApi,
  makeOrderDetail,
  makeOrderSummary,
  makeShipment,
  ORDER_ITEM_ID,
} from './test/order-fixtures.ts';
import { renderOrders } from './test/render-orders.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The text as read: the no-break spaces of formatted money as plain spaces. */
const read = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

function carrierSettings(mode: 'simulator' | 'test' = 'test', hasToken = false): CarrierSettings {
  return {
    oto: {
      mode,
      hasRefreshToken: hasToken,
      refreshTokenLast4: null,
      refreshTokenSource: null,
      hasWebhookSecret: false,
      webhookSecretSource: null,
      pickupLocationCode: '',
      deliveryOptionId: null,
      source: 'environment',
      webhookUrl: 'https://store.example/api/carriers/oto/webhook',
      updatedAt: null,
    },
    manual: {
      carriers: Object.values(MANUAL_CARRIERS).map((carrier) => ({
        id: carrier.id,
        name: carrier.id === 'custom' ? { en: 'Our driver', ar: 'مندوبنا' } : carrier.name,
        trackingUrlTemplate: carrier.trackingUrlTemplate,
        defaultTemplate: carrier.trackingUrlTemplate,
        example: carrier.example,
      })),
      updatedAt: null,
    },
  };
}

/** A cash-on-delivery order being prepared: 2 × Royal Oud, nothing shipped yet. */
function preparing(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const base = makeOrderDetail({
    status: 'processing',
    allowedTransitions: ['ready', 'shipped', 'cancelled'],
  });
  return { ...base, fulfilment: { ...base.fulfilment, canShip: true }, ...overrides };
}

type Answer = { status?: number; body: unknown };

function serve(
  order: AdminOrderDetail,
  options: {
    settings?: CarrierSettings;
    create?: (body: Record<string, unknown>) => Answer;
    step?: (body: Record<string, unknown>) => Answer;
  } = {},
) {
  const api = fakeAdminApi((url, init) => {
    if (url.pathname === `/api/admin/orders/${order.id}`) {
      return { body: { success: true, data: order } };
    }
    if (url.pathname === '/api/admin/carriers/settings') {
      return { body: { success: true, data: options.settings ?? carrierSettings() } };
    }
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    if (url.pathname === `/api/admin/orders/${order.id}/shipments` && options.create) {
      return options.create(body);
    }
    if (url.pathname.startsWith('/api/admin/shipments/') && options.step) {
      return options.step(body);
    }
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const created = (order: AdminOrderDetail) => ({
  status: 201,
  body: {
    success: true,
    data: { shipment: makeShipment(), orderStatus: 'shipped', unshipped: false },
    message: 'Shipment created',
  },
  order,
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('shipment-create'));
  return screen.findByTestId('shipment-dialog');
}

describe('the create-shipment dialog', () => {
  it('checks the tracking number as it is typed, in Arabic, with the server’s rules', async () => {
    const order = preparing();
    const api = serve(order, { create: () => created(order) });
    const user = userEvent.setup();
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const dialog = await openDialog(user);
    const tracking = within(dialog).getByTestId('shipment-tracking');

    // Submitting empty: "required", in Arabic; nothing is sent.
    await user.click(within(dialog).getByTestId('shipment-submit'));
    expect(within(dialog).getByText(TRACKING_NUMBER_PROBLEM_TEXTS.required.ar)).toBeTruthy();

    await user.type(tracking, 'ABC12');
    expect(within(dialog).getByText(TRACKING_NUMBER_PROBLEM_TEXTS.shape.ar)).toBeTruthy();
    await user.clear(tracking);
    await user.type(tracking, '29069#');
    expect(within(dialog).getByText(TRACKING_NUMBER_PROBLEM_TEXTS.characters.ar)).toBeTruthy();
    expect(tracking.getAttribute('aria-invalid')).toBe('true');

    // Arabic-Indic digits and spaces are read as the carrier prints them; the page is shown.
    await user.clear(tracking);
    await user.type(tracking, '٢٩٠٦ ٩٢١٣ ٤٧٧٧');
    expect(tracking.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).getByText(/tracknumbers=290692134777/)).toBeTruthy();

    // Another carrier, other rules: 13 digits are an SMSA number, not a Naqel one.
    await user.clear(tracking);
    await user.type(tracking, '2906921347770');
    expect(tracking.getAttribute('aria-invalid')).toBeNull();
    await user.selectOptions(within(dialog).getByTestId('shipment-carrier'), 'naqel');
    expect(within(dialog).getByText(TRACKING_NUMBER_PROBLEM_TEXTS.shape.ar)).toBeTruthy();
    await user.selectOptions(within(dialog).getByTestId('shipment-carrier'), 'smsa');
    await user.clear(tracking);
    await user.type(tracking, '٢٩٠٦ ٩٢١٣ ٤٧٧٧');

    // A quantity above what is left.
    const quantity = within(dialog).getByTestId('shipment-line-quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(within(dialog).getByText('الحد الأقصى 2.')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByTestId('shipment-submit'));
    expect(within(dialog).getByText('اختر منتجًا واحدًا على الأقل للطرد.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.type(within(dialog).getByTestId('shipment-weight'), '١٫٢٥');
    await user.click(within(dialog).getByTestId('shipment-submit'));
    await waitFor(() => expect(screen.queryByTestId('shipment-dialog')).toBeNull());
    const sent = api.calls.find((call) => call.method === 'POST')!;
    expect(sent.url.pathname).toBe(`/api/admin/orders/${order.id}/shipments`);
    expect(sent.body).toEqual({
      method: 'manual',
      carrier: 'smsa',
      trackingNumber: '٢٩٠٦ ٩٢١٣ ٤٧٧٧',
      weightGrams: 1250,
      note: '',
      lines: [{ orderItemId: ORDER_ITEM_ID, quantity: 1 }],
    });
  });

  it('shows the server’s refusal as it words it', async () => {
    const order = preparing();
    serve(order, {
      create: () => ({
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'المتبقي للشحن من «العود الملكي» هو 1 فقط (طُلب 2)',
          reason: { key: 'fulfilment.tooMany', params: { remaining: 1, asked: 2 } },
        },
      }),
    });
    const user = userEvent.setup();
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByTestId('shipment-tracking'), '290692134777');
    await user.click(within(dialog).getByTestId('shipment-submit'));
    const failure = await within(dialog).findByTestId('shipment-failure');
    expect(failure.textContent).toContain('لم تُنشأ الشحنة');
    expect(failure.textContent).toContain('المتبقي للشحن من «العود الملكي» هو 1 فقط');
  });

  it('offers OTO when it can ship (the simulator), with a carrier to prefer', async () => {
    const order = preparing();
    const api = serve(order, {
      settings: carrierSettings('simulator'),
      create: () => created(order),
    });
    const user = userEvent.setup();
    await renderOrders(`/admin/orders/${order.id}`);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByTestId('shipment-method-provider'));
    expect(within(dialog).getByText('Ship with OTO (simulator)')).toBeTruthy();
    expect(within(dialog).queryByTestId('shipment-tracking')).toBeNull();
    await user.selectOptions(within(dialog).getByTestId('shipment-preferred-carrier'), 'aramex');
    await user.click(within(dialog).getByTestId('shipment-submit'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      method: 'provider',
      preferredCarrier: 'aramex',
      weightGrams: null,
      note: '',
      lines: [{ orderItemId: ORDER_ITEM_ID, quantity: 2 }],
    });
  });

  it('does not offer OTO in test mode without a token', async () => {
    const order = preparing();
    serve(order);
    const user = userEvent.setup();
    await renderOrders(`/admin/orders/${order.id}`);
    const dialog = await openDialog(user);
    await waitFor(() => expect(within(dialog).getByTestId('shipment-method-manual')).toBeTruthy());
    expect(within(dialog).queryByTestId('shipment-method-provider')).toBeNull();
  });

  it('reads weights as typed', () => {
    expect(gramsOf('')).toBeNull();
    expect(gramsOf('1.25')).toBe(1250);
    expect(gramsOf('٠٫٥')).toBe(500);
    expect(gramsOf('2,5')).toBe(2500);
    expect(gramsOf('heavy')).toBeNaN();
    expect(gramsOf('0')).toBeNaN();
  });
});

describe('the shipments card', () => {
  it('shows each parcel with its tracking link, cash to collect and timeline, and records a step', async () => {
    const order = preparing({
      status: 'shipped',
      shipments: [makeShipment()],
      fulfilment: {
        lines: [
          {
            orderItemId: ORDER_ITEM_ID,
            productId: '22222222-2222-4222-8222-222222222222',
            name: { en: 'Royal Oud', ar: 'العود الملكي' },
            ordered: 2,
            shipped: 2,
            remaining: 0,
          },
        ],
        unshipped: false,
        canShip: false,
      },
    });
    const api = serve(order, {
      step: () => ({
        body: {
          success: true,
          data: {
            shipment: makeShipment({ status: 'out_for_delivery' }),
            orderStatus: 'out_for_delivery',
            unshipped: false,
          },
        },
      }),
    });
    const user = userEvent.setup();
    await renderOrders(`/admin/orders/${order.id}`);
    const card = await screen.findByTestId('shipment-1');
    expect(screen.queryByTestId('shipment-create')).toBeNull();
    expect(within(card).getByTestId('shipment-carrier').textContent).toBe('SMSA Express');
    const link = within(card).getByRole('link', { name: '290692134777' });
    expect(link.getAttribute('href')).toBe(
      'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
    );
    const collect = read(within(card).getByTestId('shipment-collect'));
    expect(collect).toContain('Collect SAR 900');
    expect(collect).toContain('1.25 kg');
    expect(within(card).getByTestId('shipment-timeline').textContent).toContain('by Reem Admin');

    await user.click(within(card).getByTestId('shipment-step-out_for_delivery'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST')!;
    expect(sent.url.pathname).toBe(`/api/admin/shipments/${makeShipment().id}/status`);
    expect(sent.body).toEqual({ status: 'out_for_delivery' });
  });

  it('a simulated parcel has its next step at hand', async () => {
    const order = preparing({
      shipments: [
        makeShipment({
          provider: 'oto-simulator',
          providerReference: 'MA-7K3M-Q9XA',
          simulated: true,
          status: 'created',
          nextSteps: [],
          labelUrl: '/api/admin/carriers/simulator/shipments/MA-7K3M-Q9XA/label',
        }),
      ],
    });
    const api = serve(order);
    const user = userEvent.setup();
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const card = await screen.findByTestId('shipment-1');
    expect(within(card).getByText('عبر OTO (المحاكي)')).toBeTruthy();
    expect(within(card).queryByTestId('shipment-step-delivered')).toBeNull();
    await user.click(within(card).getByTestId('shipment-simulate-next'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.method === 'POST' &&
            call.url.pathname === '/api/admin/carriers/simulator/shipments/MA-7K3M-Q9XA/advance',
        ),
      ).toBe(true),
    );
  });
});

const pagination = { page: 1, limit: 20, total: 3, pages: 1, hasNext: false, hasPrev: false };

describe('the orders’ bulk bar', () => {
  const orders = [
    makeOrderSummary({ id: 'o-1', orderNumber: 'MA-AAAA-0001', status: 'processing' }),
    makeOrderSummary({ id: 'o-2', orderNumber: 'MA-AAAA-0002', status: 'pending' }),
    makeOrderSummary({ id: 'o-3', orderNumber: 'MA-AAAA-0003', status: 'confirmed' }),
  ];

  function serveList(bulk: (body: Record<string, unknown>) => Answer) {
    const api = fakeAdminApi((url, init) => {
      if (url.pathname === '/api/admin/orders') {
        return { body: { success: true, data: orders, pagination } };
      }
      if (url.pathname === '/api/admin/carriers/settings') {
        return { body: { success: true, data: carrierSettings('simulator') } };
      }
      if (url.pathname === '/api/admin/orders/bulk') {
        return bulk(JSON.parse(String(init?.body)));
      }
      if (url.pathname === '/api/admin/orders/packing-slips.pdf') {
        return { body: { pdf: true } };
      }
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    return api;
  }

  it('acts on the ticked orders and shows what each one did', async () => {
    const api = serveList((body) => ({
      body: {
        success: true,
        data: {
          action: body.action,
          done: 1,
          refused: 1,
          results: [
            {
              id: 'o-1',
              orderNumber: 'MA-AAAA-0001',
              outcome: 'done',
              status: 'ready',
              shipmentId: null,
              reason: null,
              message: 'أصبح «جاهز»',
            },
            {
              id: 'o-2',
              orderNumber: 'MA-AAAA-0002',
              outcome: 'refused',
              status: 'pending',
              shipmentId: null,
              reason: { key: 'fulfilment.transitionRefused', params: {} },
              message: 'لا يمكن نقل الطلب من «بانتظار الدفع» إلى «جاهز»',
            },
          ],
        },
      },
    }));
    const user = userEvent.setup();
    await renderOrders('/admin/orders', 'ar');
    await screen.findByTestId('order-row-MA-AAAA-0001');
    expect(screen.queryByTestId('orders-bulk-bar')).toBeNull();
    const ticks = screen.getAllByTestId('order-select');
    await user.click(ticks[0]!);
    await user.click(ticks[1]!);
    expect(screen.getByTestId('orders-bulk-count').textContent).toBe('طلبان محددان');

    await user.click(screen.getByTestId('bulk-mark-ready'));
    const outcome = await screen.findByTestId('orders-bulk-outcome');
    expect(outcome.textContent).toContain('النتيجة: تم 1، ورُفض 1');
    const [done, refused] = within(outcome).getAllByTestId('orders-bulk-result');
    expect(done!.dataset.outcome).toBe('done');
    expect(done!.textContent).toContain('أصبح «جاهز»');
    expect(refused!.dataset.outcome).toBe('refused');
    expect(refused!.textContent).toContain('لا يمكن نقل الطلب');
    expect(api.calls.find((call) => call.url.pathname === '/api/admin/orders/bulk')!.body).toEqual({
      action: 'mark-ready',
      ids: ['o-1', 'o-2'],
    });

    // The whole page, then shipments with a chosen carrier.
    await user.click(screen.getByTestId('orders-select-page'));
    expect(screen.getByTestId('orders-bulk-count').textContent).toBe('3 طلبات محددة');
    await user.selectOptions(await screen.findByTestId('bulk-carrier'), 'spl');
    await user.click(screen.getByTestId('bulk-create-shipments'));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.url.pathname === '/api/admin/orders/bulk').at(-1)!.body,
      ).toEqual({ action: 'create-shipments', ids: ['o-1', 'o-2', 'o-3'], carrier: 'spl' }),
    );
  });

  it('opens the packing slips of the ticked orders as one PDF', async () => {
    const api = serveList(() => ({ body: { success: true, data: null } }));
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // jsdom has no blob URLs: the page's are made here, and put back as they were.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:test/slips');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      vi.restoreAllMocks();
    });
    const user = userEvent.setup();
    await renderOrders('/admin/orders');
    await screen.findByTestId('order-row-MA-AAAA-0001');
    const ticks = screen.getAllByTestId('order-select');
    await user.click(ticks[2]!);
    await user.click(ticks[0]!);
    await user.click(screen.getByTestId('bulk-packing-slips'));
    await waitFor(() => expect(tab.location.href).toBe('blob:test/slips'));
    const sent = api.calls.find(
      (call) => call.url.pathname === '/api/admin/orders/packing-slips.pdf',
    )!;
    expect(sent.url.searchParams.get('ids')).toBe('o-3,o-1');
  });
});
