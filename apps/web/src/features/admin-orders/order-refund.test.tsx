import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { fakeAdminApi, makePaidMoyasarOrder } from './test/order-fixtures.ts';
import { renderOrders } from './test/render-orders.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderOrder(order: AdminOrderDetail, language: 'en' | 'ar' = 'en') {
  return renderOrders(`/admin/orders/${order.id}`, language);
}

/** The text as read: the no-break spaces of formatted money as plain spaces. */
const read = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

const refundUrl = (order: AdminOrderDetail) => `/api/admin/orders/${order.id}/refund`;

type Answer = { status?: number; body: unknown };

/** The order page's API: the order, and the refund answered by `answer` (held until it resolves). */
function serve(
  order: AdminOrderDetail,
  answer: (body: Record<string, unknown>) => Answer | Promise<Answer>,
) {
  const api = fakeAdminApi((url, init) => {
    if (url.pathname === `/api/admin/orders/${order.id}`) {
      return { body: { success: true, data: order } };
    }
    if (url.pathname === refundUrl(order) && init?.method === 'POST') {
      return answer(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('order-action-refund'));
  return screen.findByTestId('refund-dialog');
}

describe('refunding from the order page', () => {
  it('offers what remains, checks the amount with clear texts, and refunds a part', async () => {
    const order = makePaidMoyasarOrder({ refundedAmount: 100, refundableAmount: 800 });
    const after = makePaidMoyasarOrder({
      refundedAmount: 350.5,
      refundableAmount: 549.5,
      refunds: [
        {
          id: 'r-1',
          amount: 250.5,
          status: 'succeeded',
          note: 'Scratched bottle',
          provider: 'moyasar',
          providerRefundId: 'pay-id',
          failureMessage: null,
          by: { id: 'admin-1', email: 'admin@example.com', name: 'Reem Admin' },
          idempotencyKey: 'refund-abc',
          createdAt: '2025-06-16T09:00:00.000Z',
          updatedAt: '2025-06-16T09:00:00.000Z',
        },
      ],
    });
    const api = serve(order, () => ({ body: { success: true, data: after } }));
    const user = userEvent.setup();
    await renderOrder(order);
    const dialog = await openDialog(user);

    expect(read(within(dialog).getByTestId('refund-dialog-refunded'))).toBe('SAR 100');
    expect(read(within(dialog).getByTestId('refund-dialog-remaining'))).toBe('SAR 800');
    const amount = within(dialog).getByTestId('refund-amount') as HTMLInputElement;
    expect(amount.value).toBe('800.00');
    expect(within(dialog).getByText(/Moyasar/)).toBeTruthy();

    const tries: [string, string][] = [
      ['', 'Enter the amount to refund.'],
      ['12.345', 'Enter an amount in SAR with at most two decimals, e.g. 120.50.'],
      ['0', 'The amount must be more than 0.'],
      ['800.01', 'At most SAR 800 can be refunded.'],
    ];
    for (const [typed, message] of tries) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(within(dialog).getByTestId('refund-confirm'));
      expect(read(await within(dialog).findByRole('alert'))).toBe(message);
    }
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.type(within(dialog).getByTestId('refund-note'), 'Scratched bottle');
    expect(read(within(dialog).getByTestId('refund-confirm'))).toBe('Refund SAR 250.50');
    await user.click(within(dialog).getByTestId('refund-confirm'));

    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      amount: 250.5,
      note: 'Scratched bottle',
      idempotencyKey: expect.stringMatching(/^refund-[0-9a-f]{32}$/),
    });
    expect(await screen.findByText(/SAR\s250\.50 refunded/)).toBeTruthy();
    const refunds = await screen.findByTestId('order-refunds');
    expect(read(within(refunds).getByTestId('order-refunded-amount'))).toBe('SAR 350.50');
    expect(read(within(refunds).getByTestId('order-refundable-amount'))).toBe('SAR 549.50');
    expect(within(refunds).getByTestId('order-refund').textContent).toContain('by Reem Admin');
  });

  it('waits with the button disabled, and a second click sends nothing more', async () => {
    const order = makePaidMoyasarOrder();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = serve(order, async () => {
      await held;
      return {
        body: {
          success: true,
          data: makePaidMoyasarOrder({
            paymentStatus: 'refunded',
            status: 'cancelled',
            canRefund: false,
          }),
        },
      };
    });
    const user = userEvent.setup();
    await renderOrder(order);
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByTestId('refund-confirm') as HTMLButtonElement;
    await user.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(confirm.textContent).toBe('Refunding…');
    await user.click(confirm);
    release();
    expect(await screen.findByText('The payment was refunded in full')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the provider’s failure in the dialog, and asks again with the same key', async () => {
    const order = makePaidMoyasarOrder();
    const keys: unknown[] = [];
    const api = serve(order, (body) => {
      keys.push(body.idempotencyKey);
      return keys.length === 1
        ? {
            status: 502,
            body: {
              success: false,
              code: 'PAYMENT_PROVIDER_UNAVAILABLE',
              message: 'Moyasar did not answer, so the refund is not confirmed.',
            },
          }
        : { body: { success: true, data: makePaidMoyasarOrder({ refundedAmount: 900 }) } };
    });
    const user = userEvent.setup();
    await renderOrder(order);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByTestId('refund-confirm'));
    expect((await within(dialog).findByTestId('refund-failure')).textContent).toContain(
      'Moyasar did not answer',
    );
    await user.click(within(dialog).getByTestId('refund-confirm'));
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('words the server’s refusal in Arabic from its reason, with the amounts as money', async () => {
    const order = makePaidMoyasarOrder();
    serve(order, () => ({
      status: 422,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message:
          'At most SAR 850.00 can be refunded: SAR 50.00 of SAR 900.00 was refunded already.',
        reason: {
          key: 'tooMuch',
          params: { remaining: 85000, refunded: 5000, captured: 90000, held: 0, asked: 90000 },
        },
      },
    }));
    const user = userEvent.setup();
    await renderOrder(order, 'ar');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByTestId('refund-confirm'));
    const failure = (await within(dialog).findByTestId('refund-failure')).textContent ?? '';
    expect(failure).toContain('ولا يمكن استرداد أكثر من');
    // No sentence ends on the currency's own full stop ("ر.س..").
    expect(failure).not.toMatch(/ر\.س\.\u200f?\./);
    expect(failure).toMatch(/850\sر\.س/);
    expect(failure).toMatch(/900\sر\.س/);
    expect(failure).not.toContain('At most');
  });

  it('reads in Arabic, right to left, and takes Arabic-Indic digits', async () => {
    const order = makePaidMoyasarOrder();
    const api = serve(order, () => ({ body: { success: true, data: order } }));
    const user = userEvent.setup();
    await renderOrder(order, 'ar');
    const dialog = await openDialog(user);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByRole('heading', { name: 'استرداد المبلغ' })).toBeTruthy();
    expect(within(dialog).getByText(/ميسّر/)).toBeTruthy();
    const amount = within(dialog).getByTestId('refund-amount');
    expect(amount.getAttribute('dir')).toBe('ltr');
    await user.clear(amount);
    await user.type(amount, '٩٠٠٫٥');
    await user.click(within(dialog).getByTestId('refund-confirm'));
    expect(read(await within(dialog).findByRole('alert'))).toMatch(
      /^لا يمكن استرداد أكثر من .*900.*\.$/,
    );
    await user.clear(amount);
    await user.type(amount, '٥٠');
    await user.click(within(dialog).getByTestId('refund-confirm'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: 50 }),
    );
  });
});

describe('refunds and the payment timeline on the order page', () => {
  it('lists the timeline in Riyadh time with the webhook checks', async () => {
    const order = makePaidMoyasarOrder({
      paymentEvents: [
        ...makePaidMoyasarOrder().paymentEvents,
        {
          id: 'ev-3',
          provider: 'moyasar',
          kind: 'refund.failed',
          outcome: 'failed',
          eventType: 'refund.failed',
          verified: null,
          summary: 'Refund of 50.00 SAR: Moyasar did not answer',
          message: {
            key: 'refundFailed',
            params: { amount: { minor: 5000, currency: 'SAR' }, reason: 'Moyasar did not answer' },
          },
          order: { id: makePaidMoyasarOrder().id, orderNumber: 'MA-7K3M-Q9XA' },
          occurredAt: '2025-06-15T21:30:00.000Z',
        },
      ],
    });
    serve(order, () => ({ body: { success: true, data: order } }));
    await renderOrder(order);
    const timeline = await screen.findByTestId('order-payment-timeline');
    const events = within(timeline).getAllByTestId('order-payment-event');
    expect(events.map((event) => event.getAttribute('data-kind'))).toEqual([
      'payment.started',
      'webhook.received',
      'refund.failed',
    ]);
    expect(events[1]!.textContent).toContain('Webhook received');
    expect(events[1]!.textContent).toContain('Verified');
    expect(events[1]!.textContent).toContain('Moyasar');
    // 21:30 UTC is 00:30 the next day in Riyadh.
    expect(events[2]!.textContent).toContain('Jun 16, 2025');
    expect(events[2]!.textContent).toContain('Refund failed');
    expect(events[2]!.textContent).toContain('Failed');
    expect(events[0]!.textContent).toMatch(/Payment page opened for SAR\s900 \(inv_1\)/);
    expect(events[2]!.textContent).toMatch(/Refund of SAR\s50: Moyasar did not answer/);
  });

  it('asks a refund left without an answer again, with its own key', async () => {
    const order = makePaidMoyasarOrder({
      refundableAmount: 850,
      refunds: [
        {
          id: 'r-1',
          amount: 50,
          status: 'pending',
          note: '',
          provider: 'moyasar',
          providerRefundId: null,
          failureMessage: 'Moyasar did not answer.',
          by: { id: 'admin-1', email: 'admin@example.com', name: null },
          idempotencyKey: 'refund-held-key',
          createdAt: '2025-06-16T09:00:00.000Z',
          updatedAt: '2025-06-16T09:00:00.000Z',
        },
      ],
    });
    const api = serve(order, () => ({ body: { success: true, data: order } }));
    const user = userEvent.setup();
    await renderOrder(order);
    const refund = await screen.findByTestId('order-refund');
    expect(refund.textContent).toContain('Awaiting the provider');
    expect(refund.textContent).toContain('Moyasar did not answer.');
    await user.click(within(refund).getByTestId('order-refund-retry'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        amount: 50,
        note: '',
        idempotencyKey: 'refund-held-key',
      }),
    );
  });
});
