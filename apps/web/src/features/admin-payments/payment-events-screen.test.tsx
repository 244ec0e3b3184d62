import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentEvent } from '@store/shared/schemas/payment-events';
import { renderWithApp } from '../../test/render.tsx';
import { PaymentEventsScreen } from './payment-events-screen.tsx';

const refusedWebhook: PaymentEvent = {
  id: 'ev-1',
  provider: 'moyasar',
  kind: 'webhook.refused',
  outcome: 'refused',
  eventType: 'payment_paid',
  verified: false,
  summary: 'Webhook refused: wrong or missing secret',
  message: { key: 'webhookBadSecret', params: {} },
  order: null,
  occurredAt: '2026-11-20T21:30:00.000Z',
};

const refundFailed: PaymentEvent = {
  id: 'ev-2',
  provider: 'paypal',
  kind: 'refund.failed',
  outcome: 'failed',
  eventType: 'refund.failed',
  verified: null,
  summary: 'Refund of 50.00 SAR: PayPal did not answer',
  message: {
    key: 'refundFailed',
    params: { amount: { minor: 5000, currency: 'SAR' }, reason: 'PayPal did not answer' },
  },
  order: { id: 'order-1', orderNumber: 'MA-7K3M-Q9XA' },
  occurredAt: '2026-11-20T10:00:00.000Z',
};

/** Answers the events list and records each query it was asked. */
function fakeApi(rows: PaymentEvent[] | 'fail') {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname !== '/api/admin/payments/events') {
        return json(404, { success: false, code: 'NOT_FOUND', message: 'No' });
      }
      queries.push(url.searchParams);
      if (rows === 'fail') {
        return json(500, { success: false, code: 'INTERNAL_ERROR', message: 'Server down' });
      }
      return json(200, {
        success: true,
        data: rows,
        pagination: {
          page: 1,
          limit: 25,
          total: rows.length,
          pages: 1,
          hasNext: false,
          hasPrev: false,
        },
      });
    }),
  );
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

describe('payment events screen', () => {
  it('shows a refused webhook with no order, and a failed refund linked to its order', async () => {
    fakeApi([refusedWebhook, refundFailed]);
    await renderWithApp(<PaymentEventsScreen />, { route: '/admin/payment-events' });
    const rows = await screen.findAllByTestId('payment-event-row');
    expect(rows).toHaveLength(2);
    const [webhook, refund] = rows as [HTMLElement, HTMLElement];
    expect(webhook.textContent).toContain('Webhook refused');
    expect(webhook.textContent).toContain('Not verified');
    expect(webhook.textContent).toContain('Moyasar');
    expect(webhook.textContent).toContain('payment_paid');
    expect(webhook.textContent).toContain('No order');
    expect(webhook.textContent).toContain('Webhook refused: wrong or missing secret');
    // Riyadh time: 21:30 UTC is 00:30 on the 21st.
    expect(webhook.textContent).toContain('Nov 21, 2026');
    expect(refund.textContent).toContain('Refund failed');
    expect(refund.textContent).toContain('Failed');
    expect(within(refund).getByTestId('payment-event-order-link').getAttribute('href')).toBe(
      '/admin/orders/order-1',
    );
    expect(screen.getByTestId('payment-events-total').textContent).toBe('Events: 2');
  });

  it('says what happened in Arabic, with the money in Arabic, and the English of older events', async () => {
    const older: PaymentEvent = {
      ...refundFailed,
      id: 'ev-0',
      summary: 'Recorded before messages',
      message: null,
    };
    fakeApi([refusedWebhook, refundFailed, older]);
    await renderWithApp(<PaymentEventsScreen />, {
      route: '/admin/payment-events',
      language: 'ar',
    });
    const [webhook, refund, old] = (await screen.findAllByTestId('payment-event-row')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(webhook.textContent).toContain('رُفض إشعار الويب: الرمز السري خاطئ أو مفقود');
    expect(refund.textContent).toMatch(/ردّ \u200f?50\sر\.س/);
    // The provider's own words are shown as it gave them.
    expect(refund.textContent).toContain('PayPal did not answer');
    expect(refund.textContent).not.toContain('Refund of');
    expect(old.textContent).toContain('Recorded before messages');
  });

  it('reads its filters from the URL and sends them; changes go back to the URL from page 1', async () => {
    const queries = fakeApi([refusedWebhook]);
    const user = userEvent.setup();
    await renderWithApp(<PaymentEventsScreen />, {
      route: '/admin/payment-events?provider=moyasar&page=2&from=2026-11-01',
    });
    await screen.findAllByTestId('payment-event-row');
    expect(queries[0]!.get('provider')).toBe('moyasar');
    expect(queries[0]!.get('from')).toBe('2026-11-01');
    expect(queries[0]!.get('page')).toBe('2');
    expect(queries[0]!.get('problems')).toBeNull();

    await user.click(screen.getByTestId('payment-events-problems'));
    await waitFor(() => expect(queries.at(-1)?.get('problems')).toBe('true'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/payment-events?provider=moyasar&problems=1&from=2026-11-01',
    );
    await user.selectOptions(screen.getByTestId('payment-events-provider'), 'paypal');
    await waitFor(() => expect(queries.at(-1)?.get('provider')).toBe('paypal'));
    await user.click(screen.getByTestId('payment-events-clear'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/payment-events'),
    );
  });

  it('does not send a range that ends before it starts, and says why', async () => {
    const queries = fakeApi([]);
    await renderWithApp(<PaymentEventsScreen />, {
      route: '/admin/payment-events?from=2026-11-10&to=2026-11-01',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The end date is before the start date.',
    );
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.at(-1)?.get('from')).toBeNull();
  });

  it('reads in Arabic', async () => {
    fakeApi([refusedWebhook]);
    await renderWithApp(<PaymentEventsScreen />, {
      route: '/admin/payment-events',
      language: 'ar',
    });
    const [row] = await screen.findAllByTestId('payment-event-row');
    expect(row!.textContent).toContain('رُفض إشعار ويب هوك');
    expect(row!.textContent).toContain('غير موثَّق');
    expect(row!.textContent).toContain('ميسّر');
    expect(row!.textContent).toContain('بلا طلب');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('أحداث الدفع');
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    fakeApi([]);
    const { unmount } = await renderWithApp(<PaymentEventsScreen />, {
      route: '/admin/payment-events?problems=1',
    });
    expect((await screen.findByTestId('list-empty')).textContent).toContain('No events match');
    unmount();
    fakeApi('fail');
    await renderWithApp(<PaymentEventsScreen />, { route: '/admin/payment-events' });
    expect((await screen.findByTestId('list-error')).textContent).toContain('Server down');
  });
});
