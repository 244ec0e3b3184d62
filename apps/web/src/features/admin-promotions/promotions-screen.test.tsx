import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPromotion } from '@store/shared/schemas/promotions';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../test/render.tsx';
import { PromotionsScreen } from './promotions-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

function open(language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Routes>
      <Route path="/admin/promotions/*" element={<PromotionsScreen />} />
    </Routes>,
    { route: '/admin/promotions', language },
  );
}

const CODE: AdminPromotion = {
  id: '6a1c3f3e-5b0c-4d7b-9a55-6f1f2d3c4b5a',
  code: 'EID25',
  description: 'Eid',
  kind: 'percent',
  percent: 25,
  amount: null,
  minOrder: 300,
  startsAt: '2026-03-01T21:00:00.000Z',
  endsAt: '2026-03-31T20:59:00.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  scope: 'all',
  productIds: [],
  categoryIds: [],
  families: [],
  firstOrderOnly: false,
  combinable: false,
  active: true,
  state: 'active',
  timesUsed: 7,
  discountGiven: 525,
  revenue: 4200,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};

const list = (items: AdminPromotion[]) => ({
  body: {
    success: true,
    data: items,
    pagination: {
      page: 1,
      limit: 20,
      total: items.length,
      pages: 1,
      hasNext: false,
      hasPrev: false,
    },
  },
});

function serve(onCreate?: (body: unknown) => { status?: number; body: unknown }) {
  return fakeApi((call) => {
    if (call.path.startsWith('/api/admin/promotions?')) return list([CODE]);
    if (call.path === `/api/admin/promotions/${CODE.id}`) {
      return okBody({ promotion: CODE, redemptions: [] });
    }
    if (call.path === '/api/admin/promotions' && call.method === 'POST') {
      return onCreate ? onCreate(call.body) : okBody({ ...CODE, id: CODE.id });
    }
    if (call.path.startsWith('/api/categories')) return okBody({ categories: [] });
    if (call.path.startsWith('/api/admin/reports/discounts')) {
      return okBody({
        from: '2026-02-25',
        to: '2026-03-26',
        orders: 12,
        ordersWithCode: 7,
        salesBeforeDiscounts: 4725,
        discounts: 500,
        shippingWaived: 25,
        salesAfterDiscounts: 4200,
        codes: [{ code: 'EID25', orders: 7, discounts: 500, shippingWaived: 25, revenue: 4200 }],
      });
    }
    if (call.path.startsWith('/api/admin/reports/offers')) {
      return okBody({
        from: call.path.includes('from=2026-03-01') ? '2026-03-01' : '2026-02-25',
        to: '2026-03-26',
        offers: [
          {
            offerId: 'buy2',
            name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
            kind: 'buy_n_percent',
            orders: 3,
            saving: 120.5,
            salesBeforeDiscounts: 1300.5,
            salesAfterDiscounts: 1180,
          },
        ],
      });
    }
    return undefined;
  });
}

describe('the discount codes screen', () => {
  it('lists the codes with their value, uses and status, filters in the address', async () => {
    const api = serve();
    const user = userEvent.setup();
    await open();
    const row = await screen.findByTestId('promotion-row-EID25');
    expect(within(row).getByText(/25% off/)).toBeTruthy();
    expect(within(row).getByText('7 of 100')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    const report = screen.getByTestId('discount-report');
    await within(report).findByText('7 of 12');
    expect(report.textContent).toMatch(/Sales before discounts\s*SAR\s4,725/);
    expect(report.textContent).toMatch(/Sales after discounts\s*SAR\s4,200/);
    await user.selectOptions(screen.getByTestId('promotions-state'), 'expired');
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('state=expired'))).toBe(true));
  });

  it('gives each automatic offer its orders, saving and sales, in Arabic, over the report’s days', async () => {
    const api = serve();
    await renderWithApp(
      <Routes>
        <Route path="/admin/promotions/*" element={<PromotionsScreen />} />
      </Routes>,
      { route: '/admin/promotions?from=2026-03-01&to=2026-03-26', language: 'ar' },
    );
    const report = await screen.findByTestId('offer-report');
    expect(within(report).getByRole('heading').textContent).toBe('الإيرادات لكل عرض');
    const row = await within(report).findByTestId('offer-report-row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('اشترِ 2 واحصل على خصم 10%');
    expect(cells[1]).toBe('3');
    // Halalas kept: amounts in SAR as the page writes them, each in its own left-to-right span.
    expect(cells[2]).toMatch(/120\.50\sر\.س\./);
    expect(cells[3]).toMatch(/1,300\.50\sر\.س\./);
    expect(cells[4]).toMatch(/1,180\sر\.س\./);
    expect(within(row).getAllByRole('cell')[2]!.querySelector('[dir="ltr"]')).toBeTruthy();
    expect(
      within(report)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'العرض',
      'الطلبات',
      'ما وفّره العرض',
      'المبيعات قبل الخصومات',
      'المبيعات بعد الخصومات',
    ]);
    // The days kept left to right (isolated) inside the Arabic sentence.
    expect(report.textContent).toContain('من \u20662026-03-01\u2069 إلى \u20662026-03-26\u2069');
    expect(
      api.calls.some((c) => c.path === '/api/admin/reports/offers?from=2026-03-01&to=2026-03-26'),
    ).toBe(true);
  });

  it('says so when no order had an offer in the days chosen', async () => {
    fakeApi((call) => {
      if (call.path.startsWith('/api/admin/reports/offers')) {
        return okBody({ from: '2026-02-25', to: '2026-03-26', offers: [] });
      }
      if (call.path.startsWith('/api/admin/promotions?')) return list([]);
      return undefined;
    });
    await open();
    const report = await screen.findByTestId('offer-report');
    await within(report).findByText('No order in these days had an automatic offer.');
  });

  it('refuses absurd values in Arabic and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    await open('ar');
    await user.click(await screen.findByTestId('promotion-create'));
    await user.type(screen.getByTestId('promotion-code'), 'SALE');
    await user.type(screen.getByTestId('promotion-percent'), '150');
    await user.type(screen.getByTestId('promotion-startsAt'), '2026-03-10T00:00');
    await user.type(screen.getByTestId('promotion-endsAt'), '2026-03-09T00:00');
    await user.type(screen.getByTestId('promotion-usageLimit'), '0');
    await user.click(screen.getByTestId('promotion-save'));
    expect(screen.getByText('أدخل نسبة أكبر من 0 ولا تزيد على 100.')).toBeTruthy();
    expect(screen.getByText('يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.')).toBeTruthy();
    expect(screen.getByText('أدخل عددًا صحيحًا لا يقل عن 1، أو اتركه فارغًا.')).toBeTruthy();
    expect(screen.getByTestId('promotion-percent').getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);

    await user.selectOptions(screen.getByTestId('promotion-kind'), 'fixed');
    await user.type(screen.getByTestId('promotion-amount'), '-5');
    await user.click(screen.getByTestId('promotion-save'));
    expect(screen.getByText('أدخل مبلغًا أكبر من 0، بخانتين عشريتين على الأكثر.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('creates a code: SAR amounts and Riyadh times as the API takes them', async () => {
    const api = serve();
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByTestId('promotion-create'));
    await user.type(screen.getByTestId('promotion-code'), 'eid25');
    await user.type(screen.getByTestId('promotion-percent'), '25');
    await user.type(screen.getByTestId('promotion-minOrder'), '300');
    await user.type(screen.getByTestId('promotion-endsAt'), '2026-03-31T23:59');
    await user.type(screen.getByTestId('promotion-perCustomerLimit'), '1');
    await user.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({
      code: 'eid25',
      kind: 'percent',
      percent: 25,
      amount: null,
      minOrder: 300,
      startsAt: null,
      endsAt: '2026-03-31T20:59:00.000Z',
      usageLimit: null,
      perCustomerLimit: 1,
      scope: 'all',
      active: true,
    });
    expect(await screen.findByTestId('promotion-detail')).toBeTruthy();
  });

  it('words the server’s refusal of a code in use in the page’s language', async () => {
    serve(() => ({
      status: 409,
      body: {
        success: false,
        code: 'CONFLICT',
        message: 'The code EID25 is already in use',
        reason: { key: 'codeTaken', params: { code: 'EID25' } },
      },
    }));
    const user = userEvent.setup();
    await open('ar');
    await user.click(await screen.findByTestId('promotion-create'));
    await user.type(screen.getByTestId('promotion-code'), 'eid25');
    await user.type(screen.getByTestId('promotion-percent'), '10');
    await user.click(screen.getByTestId('promotion-save'));
    expect(await screen.findByText('الرمز EID25 مستخدم بالفعل.')).toBeTruthy();
  });
});
