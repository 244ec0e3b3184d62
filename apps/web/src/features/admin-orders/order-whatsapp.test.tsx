import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrderDetail, serveOrderDetail } from './test/order-fixtures.ts';
import { renderOrders } from './test/render-orders.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('messaging the shopper on WhatsApp from the order page', () => {
  it('opens a chat with the mobile, the message typed in the order’s language, and shows it', async () => {
    const order = makeOrderDetail({
      status: 'confirmed',
      language: 'ar',
      customer: { ...makeOrderDetail().customer, phone: '+966501234567' },
    });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'en');
    const card = await screen.findByTestId('order-customer');
    const link = within(card).getByTestId('order-whatsapp-link');
    expect(link.textContent).toBe('Message on WhatsApp');
    expect(link.getAttribute('target')).toBe('_blank');
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/966501234567');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('تم تأكيد طلبك رقم MA-7K3M-Q9XA');
    expect(text).toContain(`${window.location.origin}/ar/orders/track?orderNumber=MA-7K3M-Q9XA`);
    const preview = within(card).getByTestId('order-whatsapp-preview');
    expect(preview.textContent).toBe(text);
    expect(preview.getAttribute('dir')).toBe('rtl');
    expect(preview.getAttribute('lang')).toBe('ar');
  });

  it('offers no chat for a number that is no mobile', async () => {
    const order = makeOrderDetail({
      customer: { ...makeOrderDetail().customer, phone: '0112345678' },
    });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const card = await screen.findByTestId('order-customer');
    expect(within(card).queryByTestId('order-whatsapp-link')).toBeNull();
    expect(card.textContent).toContain('لا يوجد رقم جوال لمراسلته عبر واتساب.');
  });
});
