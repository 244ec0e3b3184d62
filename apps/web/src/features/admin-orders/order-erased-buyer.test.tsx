import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { makeOrderDetail, serveOrderDetail } from './test/order-fixtures.ts';
import { renderOrders } from './test/render-orders.tsx';

afterEach(() => vi.unstubAllGlobals());

/** As the data-rights flow leaves an order whose buyer deleted their account. */
function erasedOrder(): AdminOrderDetail {
  const order = makeOrderDetail({ status: 'delivered' });
  return {
    ...order,
    personalDataErasedAt: '2026-11-26T10:00:00.000Z',
    customer: {
      ...order.customer,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: '',
      district: '',
      buildingNumber: null,
      shortAddress: null,
    },
  };
}

describe('an order whose buyer deleted their account', () => {
  it('says the details were erased, and when, instead of empty contact links', async () => {
    const order = erasedOrder();
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'en');
    const card = await screen.findByTestId('order-customer');
    expect(within(card).getByTestId('order-erased').textContent).toMatch(
      /^Account deleted by the buyer: their name, email, phone and address were erased on .+2026/,
    );
    expect(within(card).queryByTestId('order-whatsapp-link')).toBeNull();
    expect(card.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('says it in Arabic on an Arabic admin', async () => {
    const order = erasedOrder();
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const card = await screen.findByTestId('order-customer');
    expect(within(card).getByTestId('order-erased').textContent).toContain('حذف المشتري حسابه');
  });

  it('shows the buyer’s contact while the details are kept', async () => {
    const order = makeOrderDetail();
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'en');
    const card = await screen.findByTestId('order-customer');
    expect(within(card).queryByTestId('order-erased')).toBeNull();
    expect(card.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });
});
