import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderTracking } from '@store/shared/schemas/order-tracking';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { Route, Routes } from 'react-router';
import { AddressLanguage } from '../../../app/address-language.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi } from '../testing/api-stub.ts';
import { makePublicOrder } from '../testing/public-order.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LOOKUP = 'GET /api/orders/public/MA-7K2P-9QXR';

const shipped: OrderTracking = {
  ...makePublicOrder({ status: 'shipped', language: 'ar', createdAt: '2026-01-04T06:00:00.000Z' }),
  taxDocuments: [
    {
      kind: 'invoice',
      number: 'INV-000012',
      issuedAt: '2026-01-04T07:00:00.000Z',
      pdfUrl: '/api/tax-documents/t1/pdf?sig=s1',
      payable: 450,
    },
  ],
  // 09:00, 10:30 and 14:00 on Sunday 4 January in Riyadh.
  timeline: [
    { status: 'pending', at: '2026-01-04T06:00:00.000Z' },
    { status: 'confirmed', at: '2026-01-04T07:30:00.000Z' },
    { status: 'processing', at: '2026-01-04T08:00:00.000Z' },
    { status: 'shipped', at: '2026-01-04T11:00:00.000Z' },
  ],
  shipments: [
    {
      parcelNumber: 1,
      carrier: { id: 'smsa', name: { en: 'SMSA Express', ar: 'سمسا إكسبريس' } },
      trackingNumber: '290692134777',
      trackingUrl: 'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
      status: 'in_transit',
      shippedAt: '2026-01-04T11:00:00.000Z',
      deliveredAt: null,
    },
  ],
  delivery: {
    kind: 'standard',
    name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
    minDays: 2,
    maxDays: 4,
    pickupAddress: null,
    estimate: { from: '2026-01-06', to: '2026-01-08' },
  },
};

function answer(order: OrderTracking | null) {
  const api = stubApi({
    'GET /api/public/site-settings': { data: makeSettings() },
    ...(order ? { [LOOKUP]: { data: order } } : {}),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('the order tracking page', () => {
  it('finds an order by its number and email and shows where it is', async () => {
    const api = answer(shipped);
    const user = userEvent.setup();
    await renderWithApp(<OrderTrackingPage />, { route: '/orders/track' });
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Order number/), ' MA-7K2P-9QXR ');
    await user.type(screen.getByLabelText(/Email/), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Track order' }));

    expect((await screen.findByTestId('order-number')).textContent).toBe('MA-7K2P-9QXR');
    const lookup = api.sent.find((request) => request.path.startsWith('/api/orders/public/'));
    expect(lookup).toMatchObject({
      path: '/api/orders/public/MA-7K2P-9QXR',
      search: '?email=sara%40example.com',
    });

    const steps = screen.getAllByTestId('order-progress-step');
    expect(steps.map((step) => step.dataset.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[3]!.getAttribute('aria-current')).toBe('step');
    expect(steps[3]!.textContent).toContain('Shipped');
    // Riyadh time: 11:00 UTC is 2:00 PM there.
    expect(steps[3]!.textContent).toContain('Jan 4, 2026, 2:00 PM');
    expect(screen.getByTestId('order-progress-now').textContent).toBe(
      'Your order is with the courier.',
    );
    expect(steps[5]!.textContent).toBe('Delivered');

    const parcel = screen.getByTestId('order-parcel');
    expect(within(parcel).getByTestId('order-parcel-carrier').textContent).toBe('SMSA Express');
    expect(parcel.textContent).toContain('290692134777');
    expect(parcel.textContent).toContain('In transit');
    const track = within(parcel).getByTestId('order-parcel-track');
    expect(track.getAttribute('href')).toBe(
      'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
    );
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toContain('noopener');

    const delivery = screen.getByTestId('order-delivery');
    expect(delivery.textContent).toContain('Standard delivery');
    expect(delivery.textContent).toContain('2–4 working days');
    expect(screen.getByTestId('order-estimate').textContent).toBe(
      'Expected between Tuesday, January 6 and Thursday, January 8',
    );
    // The success page's invoice links, and no return before delivery.
    expect(screen.getByTestId('order-tax-document-pdf').getAttribute('href')).toBe(
      '/api/tax-documents/t1/pdf?sig=s1',
    );
    expect(screen.queryByTestId('order-return')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(
      '/orders/track?orderNumber=MA-7K2P-9QXR',
    );
  });

  it('checks the number and email as the lookup does before asking', async () => {
    const api = answer(shipped);
    const user = userEvent.setup();
    await renderWithApp(<OrderTrackingPage />, { route: '/orders/track' });
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getAllByTestId('order-lookup-problem').map((p) => p.textContent)).toEqual([
      'Please enter your order number',
      'Please enter the email you ordered with',
    ]);
    expect(document.activeElement?.getAttribute('name')).toBe('orderNumber');
    await user.type(screen.getByLabelText(/Order number/), 'MA-7K2P-9QXR');
    await user.type(screen.getByLabelText(/Email/), 'sara@');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getAllByTestId('order-lookup-problem').map((p) => p.textContent)).toEqual([
      'Please enter a valid email address',
    ]);
    expect(api.sent.some((request) => request.path.startsWith('/api/orders/'))).toBe(false);
  });

  it('says so when no order has this number and email', async () => {
    answer(null);
    const user = userEvent.setup();
    await renderWithApp(<OrderTrackingPage />, { route: '/orders/track?orderNumber=MA-7K2P-9QXR' });
    expect((screen.getByLabelText(/Order number/) as HTMLInputElement).value).toBe('MA-7K2P-9QXR');
    await user.type(screen.getByLabelText(/Email/), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect((await screen.findByTestId('order-lookup-error')).textContent).toBe(
      'We could not find an order with this number and email. Please check both and try again.',
    );
    expect(screen.queryByTestId('order-progress')).toBeNull();
  });

  it('says so when the store cannot be reached, in Arabic', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await renderWithApp(<OrderTrackingPage />, {
      route: '/orders/track?orderNumber=MA-7K2P-9QXR&email=sara%40example.com',
      language: 'ar',
    });
    expect((await screen.findByTestId('order-lookup-error')).textContent).toBe(
      'تعذّر الوصول إلى المتجر. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    );
  });

  it('opens an email’s link in the order’s language, right to left, and clears the email from the address', async () => {
    const api = answer({
      ...shipped,
      status: 'delivered',
      timeline: [...shipped.timeline, { status: 'delivered', at: '2026-01-06T10:00:00.000Z' }],
      delivery: { ...shipped.delivery!, estimate: null },
    });
    // An older email's link (`lang`, before each language had its address), as the server
    // redirected it to the shopper's language: the page moves to the address in the one named.
    const { i18n } = await renderWithApp(
      <Routes>
        {(['en', 'ar'] as const).map((language) => (
          <Route
            key={language}
            path={`/${language}`}
            element={<AddressLanguage language={language} />}
          >
            <Route path="orders/track" element={<OrderTrackingPage />} />
          </Route>
        ))}
      </Routes>,
      {
        route: '/en/orders/track?orderNumber=MA-7K2P-9QXR&email=sara%40example.com&lang=ar',
        language: 'en',
      },
    );
    expect((await screen.findByTestId('order-number')).textContent).toBe('MA-7K2P-9QXR');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(screen.getByTestId('order-number').querySelector('[dir="ltr"]')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/ar/orders/track?orderNumber=MA-7K2P-9QXR',
      ),
    );
    expect(api.sent.find((request) => request.path.startsWith('/api/orders/'))?.search).toBe(
      '?email=sara%40example.com',
    );

    const steps = screen.getAllByTestId('order-progress-step');
    expect(steps.map((step) => step.dataset.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
    ]);
    expect(steps[4]!.textContent).toContain('تم التوصيل');
    // 13:00 on 6 January in Riyadh, with Latin digits as the store prints them.
    expect(steps[4]!.textContent).toMatch(/06\D+01\D+2026، 1:00 م/);
    expect(screen.getByTestId('order-parcel-carrier').textContent).toBe('سمسا إكسبريس');
    expect(screen.getByTestId('order-parcel-track').textContent).toContain('تتبّع شحنتك');
    expect(screen.getByText('290692134777').getAttribute('dir')).toBe('ltr');
    expect(screen.queryByTestId('order-estimate')).toBeNull();

    const returnLink = within(screen.getByTestId('order-return')).getByRole('link');
    expect(returnLink.textContent).toBe('إرجاع منتج أو استبداله');
    expect(returnLink.getAttribute('href')).toBe(
      '/ar/orders/MA-7K2P-9QXR/return?email=sara%40example.com',
    );
  });
});
