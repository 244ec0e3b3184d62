import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicReturn, ReturnableOrder } from '@store/shared/schemas/returns';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ReturnRequestPage } from './components/return-request-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const EMAIL = 'noura@example.com';
const ORDER_URL = `/api/returns/order/MA-7K3M-Q9XA?email=${encodeURIComponent(EMAIL)}`;

function makeOrder(overrides: Partial<ReturnableOrder> = {}): ReturnableOrder {
  return {
    orderNumber: 'MA-7K3M-Q9XA',
    status: 'delivered',
    deliveredAt: '2026-03-01T10:00:00.000Z',
    lastDay: '2026-03-08',
    refusal: null,
    policy: { windowDays: 7, openedBottles: 'sealed_only' },
    lines: [
      {
        orderItemId: 'item-oud',
        productId: 'p-1',
        name: { en: 'Royal Oud', ar: 'العود الملكي' },
        image: null,
        price: 450,
        delivered: 2,
        requested: 0,
        returnable: 2,
      },
      {
        orderItemId: 'item-rose',
        productId: 'p-2',
        name: { en: 'Taif Rose', ar: 'ورد الطائف' },
        image: null,
        price: 300,
        delivered: 1,
        requested: 1,
        returnable: 0,
      },
    ],
    returns: [],
    ...overrides,
  };
}

const created: PublicReturn = {
  returnNumber: 'RT-AB12-CD34',
  status: 'requested',
  resolution: 'exchange',
  createdAt: '2026-03-03T10:00:00.000Z',
  decisionNote: '',
  refundAmount: null,
  refundMethod: null,
  lines: [
    {
      orderItemId: 'item-oud',
      name: { en: 'Royal Oud', ar: 'العود الملكي' },
      quantity: 2,
      reason: 'damaged',
    },
  ],
};

function serve(
  order: ReturnableOrder,
  answer?: (call: Call) => { status?: number; body: unknown },
) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === ORDER_URL) return okBody(order);
    if (call.method === 'POST' && call.path === '/api/returns') {
      return answer?.(call) ?? { status: 201, body: { success: true, data: created } };
    }
    return undefined;
  });
}

function renderPage(language: 'en' | 'ar', search = `?email=${encodeURIComponent(EMAIL)}`) {
  return renderWithApp(
    <Routes>
      <Route path="/orders/:orderNumber/return" element={<ReturnRequestPage />} />
    </Routes>,
    { route: `/orders/MA-7K3M-Q9XA/return${search}`, language },
  );
}

describe('the return form', () => {
  it('checks the request in Arabic before sending, then sends what was chosen', async () => {
    const api = serve(makeOrder());
    const user = userEvent.setup();
    await renderPage('ar');

    const lines = await screen.findAllByTestId('return-line');
    expect(lines).toHaveLength(2);
    // Nothing left of the rose: it cannot be chosen.
    expect(within(lines[1]!).getByTestId('return-line-select')).toHaveProperty('disabled', true);
    expect(lines[1]!.textContent).toContain('عبوة واحدة في طلب إرجاع سابق');
    // The rules in short, with this order's last day.
    const summary = screen.getByTestId('return-policy-summary');
    expect(summary.textContent).toContain('اطلب الإرجاع خلال 7 أيام من التسليم.');
    expect(screen.getByTestId('return-last-day').textContent).toMatch(
      /^آخر يوم لهذا الطلب: .*2026/,
    );

    await user.click(screen.getByTestId('return-submit'));
    const alert = await screen.findByTestId('return-form-alert');
    expect(alert.textContent).toContain('اختر منتجًا واحدًا على الأقل لإرجاعه.');

    await user.click(within(lines[0]!).getByTestId('return-line-select'));
    await user.selectOptions(within(lines[0]!).getByTestId('return-line-reason'), 'other');
    await user.click(within(lines[0]!).getByTestId('return-line-opened'));
    await user.click(screen.getByTestId('return-submit'));
    await waitFor(() => {
      const text = screen.getByTestId('return-form-alert').textContent ?? '';
      expect(text).toContain('العود الملكي: أخبرنا بالمزيد عن السبب.');
      expect(text).toContain(
        'العود الملكي: لا تُقبل العبوة المفتوحة إلا إذا كانت معيبة أو تالفة أو مختلفة عمّا طلبت.',
      );
    });
    expect(api.writes()).toEqual([]);

    // A fault: the opened bottle may come back.
    await user.selectOptions(within(lines[0]!).getByTestId('return-line-reason'), 'damaged');
    await user.selectOptions(within(lines[0]!).getByTestId('return-line-quantity'), '2');
    await user.type(within(lines[0]!).getByTestId('return-line-text'), 'الغطاء مكسور');
    await user.click(screen.getByTestId('return-resolution-exchange'));
    await user.click(screen.getByTestId('return-submit'));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      orderNumber: 'MA-7K3M-Q9XA',
      email: EMAIL,
      resolution: 'exchange',
      note: '',
      language: 'ar',
      lines: [
        {
          orderItemId: 'item-oud',
          quantity: 2,
          reason: 'damaged',
          reasonText: 'الغطاء مكسور',
          sealOpened: true,
        },
      ],
    });
    const sent = await screen.findByTestId('return-sent');
    expect(sent.textContent).toContain('استلمنا طلب الإرجاع');
    expect(within(sent).getByTestId('return-sent-number').textContent).toBe('RT-AB12-CD34');
  });

  it('words the server’s refusal in the page’s language', async () => {
    serve(makeOrder(), () => ({
      status: 409,
      body: {
        success: false,
        code: 'CONFLICT',
        message: 'The return period for this order has ended: the last day was 8 Mar 2026.',
        reason: { key: 'windowClosed', params: { lastDay: '2026-03-08' } },
      },
    }));
    const user = userEvent.setup();
    await renderPage('ar');
    const [line] = await screen.findAllByTestId('return-line');
    await user.click(within(line!).getByTestId('return-line-select'));
    await user.selectOptions(within(line!).getByTestId('return-line-reason'), 'changed_mind');
    await user.click(screen.getByTestId('return-submit'));
    const alert = await screen.findByTestId('return-form-alert');
    await waitFor(() =>
      expect(alert.textContent).toMatch(
        /^انتهت مدة الإرجاع لهذا الطلب، وكان آخر يوم لها .*2026\.$/,
      ),
    );
  });

  it('says why an order takes no request, without the form', async () => {
    serve(makeOrder({ refusal: 'notDelivered', lastDay: null, deliveredAt: null }));
    await renderPage('en');
    const refusal = await screen.findByTestId('return-refusal');
    expect(refusal.textContent).toBe(
      'This order has not been delivered yet. You can ask for a return once it arrives.',
    );
    expect(screen.queryByTestId('return-submit')).toBeNull();
  });

  it('shows the requests made, with the store’s answer', async () => {
    serve(
      makeOrder({
        refusal: 'nothingLeft',
        returns: [
          { ...created, status: 'rejected', decisionNote: 'The bottle was used.' },
          {
            ...created,
            returnNumber: 'RT-ZZ99-YY88',
            status: 'refunded',
            refundAmount: 450,
            refundMethod: 'cash',
          },
        ],
      }),
    );
    await renderPage('en');
    const requests = await screen.findAllByTestId('return-request');
    expect(requests.map((r) => r.getAttribute('data-status'))).toEqual(['rejected', 'refunded']);
    expect(requests[0]!.textContent).toContain('Our answer: The bottle was used.');
    expect(
      within(requests[1]!).getByTestId('return-refunded').textContent?.replace(/\s+/g, ' '),
    ).toBe('Refunded SAR 450 in cash.');
  });

  it('asks for the order’s email when the address has none', async () => {
    fakeApi(() => undefined);
    const user = userEvent.setup();
    await renderPage('en', '');
    const form = await screen.findByTestId('return-email-form');
    await user.click(within(form).getByTestId('lookup-submit'));
    expect(await within(form).findByText('Please enter the email you ordered with.')).toBeTruthy();
    await user.type(within(form).getByTestId('lookup-email'), EMAIL);
    await user.click(within(form).getByTestId('lookup-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/en/orders/MA-7K3M-Q9XA/return?email=${encodeURIComponent(EMAIL)}`,
      ),
    );
  });
});
