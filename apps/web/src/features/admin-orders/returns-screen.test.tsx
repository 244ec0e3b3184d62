import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReturnDetail, AdminReturnSummary } from '@store/shared/schemas/returns';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ReturnsScreen } from './returns-screen.tsx';
import { fakeAdminApi, makeOrderDetail } from './test/order-fixtures.ts';
import { renderOrders } from './test/render-orders.tsx';

afterEach(() => vi.unstubAllGlobals());

const pagination = { page: 1, limit: 20, total: 1, pages: 1, hasNext: false, hasPrev: false };
const ORDER_ID = 'order-1';

function makeReturn(overrides: Partial<AdminReturnDetail> = {}): AdminReturnDetail {
  return {
    id: 'return-1',
    returnNumber: 'RT-AB12-CD34',
    status: 'requested',
    resolution: 'refund',
    orderId: ORDER_ID,
    orderNumber: 'MA-7K3M-Q9XA',
    customerName: 'Noura Al-Harbi',
    email: 'noura@example.com',
    itemCount: 3,
    amount: 360,
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    note: 'Two were a gift I already had.',
    decisionNote: '',
    lines: [
      {
        id: 'line-1',
        orderItemId: 'item-1',
        productId: 'p-1',
        name: { en: 'Royal Oud', ar: 'العود الملكي' },
        image: null,
        price: 120,
        quantity: 2,
        reason: 'changed_mind',
        reasonText: '',
        sealOpened: false,
        receivedQuantity: null,
        restock: null,
        restockedAt: null,
      },
      {
        id: 'line-2',
        orderItemId: 'item-2',
        productId: 'p-2',
        name: { en: 'Taif Rose', ar: 'ورد الطائف' },
        image: null,
        price: 120,
        quantity: 1,
        reason: 'damaged',
        reasonText: 'Cap broken',
        sealOpened: true,
        receivedQuantity: null,
        restock: null,
        restockedAt: null,
      },
    ],
    order: {
      id: ORDER_ID,
      orderNumber: 'MA-7K3M-Q9XA',
      status: 'delivered',
      paymentMethod: 'cod',
      paymentStatus: 'paid',
      language: 'ar',
      total: 360,
      deliveredAt: '2026-03-01T10:00:00.000Z',
    },
    steps: {
      requested: { at: '2026-03-03T10:00:00.000Z', by: null },
      decided: null,
      received: null,
      refunded: null,
      closed: null,
    },
    refund: null,
    refundAmount: 360,
    refundVia: 'cash',
    allowedActions: ['approve', 'reject'],
    ...overrides,
  };
}

function summaryOf(detail: AdminReturnDetail): AdminReturnSummary {
  const { id, returnNumber, status, resolution, orderId, orderNumber, customerName, email } =
    detail;
  return {
    id,
    returnNumber,
    status,
    resolution,
    orderId,
    orderNumber,
    customerName,
    email,
    itemCount: detail.itemCount,
    amount: detail.amount,
    createdAt: detail.createdAt,
    updatedAt: detail.updatedAt,
  };
}

type Step = { step: string; body: unknown };

/** The return's API: its detail, and each step answered by `answer` (the next detail). */
function serve(
  detail: AdminReturnDetail,
  answer: (step: Step) => { status?: number; body: unknown },
) {
  const api = fakeAdminApi((url, init) => {
    if (url.pathname === '/api/admin/returns' && (init?.method ?? 'GET') === 'GET') {
      return { body: { success: true, data: [summaryOf(detail)], pagination } };
    }
    if (url.pathname === `/api/admin/returns/${detail.id}`) {
      return { body: { success: true, data: detail } };
    }
    const step = url.pathname.match(/^\/api\/admin\/returns\/[^/]+\/(\w+)$/)?.[1];
    if (step && init?.method === 'POST') {
      return answer({ step, body: JSON.parse(String(init.body)) });
    }
    if (url.pathname === `/api/admin/orders/${ORDER_ID}`) {
      return {
        body: { success: true, data: makeOrderDetail({ id: ORDER_ID, status: 'delivered' }) },
      };
    }
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const steps = (api: ReturnType<typeof serve>) =>
  api.calls
    .filter((call) => call.method === 'POST')
    .map((call) => ({ path: call.url.pathname, body: call.body }));

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

function renderReturns(route: string, language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Texts>
      <Routes>
        <Route path="/admin/returns/*" element={<ReturnsScreen />} />
      </Routes>
    </Texts>,
    { route, language },
  );
}

describe('a return’s page', () => {
  it('approves with a note for the shopper', async () => {
    const api = serve(makeReturn(), () => ({
      body: {
        success: true,
        data: makeReturn({ status: 'approved', allowedActions: ['receive', 'close'] }),
      },
    }));
    const user = userEvent.setup();
    await renderReturns('/admin/returns/return-1');
    const lines = await screen.findAllByTestId('return-line');
    expect(lines[1]!.textContent).toContain('Seal opened');
    expect(screen.getByTestId('return-shopper-note').textContent).toBe(
      'Two were a gift I already had.',
    );
    await user.click(screen.getByTestId('return-action-approve'));
    const dialog = await screen.findByTestId('return-approve-dialog');
    await user.type(within(dialog).getByTestId('return-step-note'), 'Send them with SMSA.');
    await user.click(within(dialog).getByTestId('return-step-confirm'));
    await waitFor(() =>
      expect(steps(api)).toEqual([
        { path: '/api/admin/returns/return-1/approve', body: { note: 'Send them with SMSA.' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('return-approve-dialog')).toBeNull());
    expect(await screen.findByTestId('return-action-receive')).toBeTruthy();
  });

  it('asks for the rejection’s reason in Arabic before sending it', async () => {
    const api = serve(makeReturn(), () => ({
      body: { success: true, data: makeReturn({ status: 'rejected', allowedActions: [] }) },
    }));
    const user = userEvent.setup();
    await renderReturns('/admin/returns/return-1', 'ar');
    await user.click(await screen.findByTestId('return-action-reject'));
    const dialog = await screen.findByTestId('return-reject-dialog');
    await user.click(within(dialog).getByTestId('return-step-confirm'));
    expect(await within(dialog).findByText('اكتب السبب الذي سيقرؤه العميل.')).toBeTruthy();
    expect(steps(api)).toEqual([]);
    await user.type(within(dialog).getByTestId('return-reject-reason'), 'العبوة مستخدمة.');
    await user.click(within(dialog).getByTestId('return-step-confirm'));
    await waitFor(() =>
      expect(steps(api)).toEqual([
        { path: '/api/admin/returns/return-1/reject', body: { reason: 'العبوة مستخدمة.' } },
      ]),
    );
  });

  it('receives line by line, restocking sealed bottles by default', async () => {
    const approved = makeReturn({ status: 'approved', allowedActions: ['receive', 'close'] });
    const api = serve(approved, () => ({
      body: {
        success: true,
        data: makeReturn({
          status: 'received',
          allowedActions: ['refund', 'close'],
          order: { ...approved.order, status: 'returned' },
        }),
      },
    }));
    const user = userEvent.setup();
    await renderReturns('/admin/returns/return-1');
    await user.click(await screen.findByTestId('return-action-receive'));
    const dialog = await screen.findByTestId('return-receive-dialog');
    const rows = within(dialog).getAllByTestId('return-receive-line');
    const restock = rows.map(
      (row) => (within(row).getByTestId('return-receive-restock') as HTMLInputElement).checked,
    );
    expect(restock).toEqual([true, false]);
    const quantity = within(rows[0]!).getByTestId('return-receive-quantity');
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(within(dialog).getByTestId('return-step-confirm'));
    await waitFor(() =>
      expect(steps(api)).toEqual([
        {
          path: '/api/admin/returns/return-1/receive',
          body: {
            lines: [
              { lineId: 'line-1', receivedQuantity: 1, restock: true },
              { lineId: 'line-2', receivedQuantity: 1, restock: false },
            ],
          },
        },
      ]),
    );
    expect(
      await screen.findByText(
        'Return received: every item of the order is back, so the order is now returned.',
      ),
    ).toBeTruthy();
  });

  it('records a cash refund for cash on delivery, and words a refusal in Arabic', async () => {
    const received = makeReturn({ status: 'received', allowedActions: ['refund', 'close'] });
    const api = serve(received, () => ({
      status: 409,
      body: {
        success: false,
        code: 'CONFLICT',
        message: 'There is nothing to refund; close the return instead',
        reason: { key: 'nothingToRefund', params: {} },
      },
    }));
    const user = userEvent.setup();
    await renderReturns('/admin/returns/return-1', 'ar');
    const refund = await screen.findByTestId('return-action-refund');
    expect(refund.textContent?.replace(/\s+/g, ' ')).toMatch(/^تسجيل استرداد نقدي بقيمة .*360/);
    await user.click(refund);
    const dialog = await screen.findByTestId('return-refund-dialog');
    await user.click(within(dialog).getByTestId('return-step-confirm'));
    expect((await within(dialog).findByTestId('return-step-failure')).textContent).toContain(
      'لا يوجد ما يُسترد؛ أغلق الإرجاع بدلًا من ذلك.',
    );
    expect(steps(api)).toEqual([
      { path: '/api/admin/returns/return-1/refund', body: { note: '' } },
    ]);
  });
});

describe('the returns list', () => {
  it('filters by status through the URL', async () => {
    const api = serve(makeReturn(), () => ({ body: {} }));
    const user = userEvent.setup();
    await renderReturns('/admin/returns');
    const row = await screen.findByTestId('return-row-RT-AB12-CD34');
    expect(within(row).getByText('Noura Al-Harbi')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('returns-filter-status'), 'approved');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/returns?status=approved'),
    );
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('status')).toBe('approved'));
  });
});

describe('the return rules', () => {
  it('checks the window before saving the rules and the policy', async () => {
    const saved: unknown[] = [];
    const settings = {
      windowDays: 7,
      openedBottles: 'sealed_only',
      policy: { en: 'Our policy.', ar: 'سياستنا.' },
    };
    vi.stubGlobal(
      'fetch',
      fakeAdminApi((url, init) => {
        if (url.pathname !== '/api/admin/returns/settings') return undefined;
        if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
        return { body: { success: true, data: settings } };
      }).fetch,
    );
    const user = userEvent.setup();
    await renderReturns('/admin/returns/settings', 'ar');
    const days = await screen.findByTestId('return-settings-days');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByTestId('return-settings-save'));
    expect(await screen.findByText('أدخل عددًا صحيحًا من الأيام من 1 إلى 90.')).toBeTruthy();
    expect(saved).toEqual([]);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByTestId('return-settings-opened-accepted'));
    await user.click(screen.getByTestId('return-settings-save'));
    await waitFor(() =>
      expect(saved).toEqual([{ ...settings, windowDays: 14, openedBottles: 'accepted' }]),
    );
  });
});

describe('the order page’s Returns card', () => {
  it('lists the order’s returns with their next steps', async () => {
    const api = serve(makeReturn(), () => ({ body: {} }));
    await renderOrders(`/admin/orders/${ORDER_ID}`);
    const card = await screen.findByTestId('order-returns');
    expect(within(card).getByText('RT-AB12-CD34')).toBeTruthy();
    expect(await within(card).findByTestId('return-action-approve')).toBeTruthy();
    const asked = api.calls.find((call) => call.url.pathname === '/api/admin/returns')!;
    expect(asked.url.searchParams.get('orderId')).toBe(ORDER_ID);
  });
});
