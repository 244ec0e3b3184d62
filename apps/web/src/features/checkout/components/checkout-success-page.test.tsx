import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { savePendingPayment } from '../lib/pending-payment.ts';
import { stubApi } from '../testing/api-stub.ts';
import { CheckoutSuccessPage } from './checkout-success-page.tsx';
import { makeOrderLine, makePublicOrder } from '../testing/public-order.ts';

afterEach(() => vi.unstubAllGlobals());

const paid = makePublicOrder({
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'paypal',
  items: [makeOrderLine({ quantity: 2, subtotal: 900 })],
  subtotal: 900,
  total: 900,
  language: 'ar',
});

describe('checkout success page', () => {
  it('looks the order up with the email kept across the payment and shows it', async () => {
    savePendingPayment({ orderNumber: 'MA-7K2P-9QXR', token: 'T', email: 'sara@example.com' });
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/orders/public/MA-7K2P-9QXR': { data: paid },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutSuccessPage />, {
      route: '/checkout/success?orderNumber=MA-7K2P-9QXR',
      language: 'ar',
    });
    expect(screen.getByTestId('order-number').textContent).toBe('MA-7K2P-9QXR');
    expect((await screen.findByTestId('order-status')).textContent).toBe('مؤكد');
    expect(screen.getByTestId('order-payment').textContent).toBe('الدفع الإلكتروني · مدفوع');
    expect(screen.getByTestId('order-items').textContent).toContain('عود الصحراء');
    expect(screen.getByText('تم استلام دفعتك.')).toBeTruthy();
    const lookup = api.sent.find((request) => request.path.startsWith('/api/orders/public/'));
    expect(lookup?.search).toBe('?email=sara%40example.com');
  });

  it('shows the automatic offers the order made true, by name and saving', async () => {
    savePendingPayment({ orderNumber: 'MA-7K2P-9QXR', token: 'T', email: 'sara@example.com' });
    const withOffer: PublicOrder = {
      ...paid,
      items: [{ ...paid.items[0]!, discount: 90 }],
      offerDiscount: 90,
      appliedOffers: [
        {
          offerId: 'o1',
          name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
          discount: 90,
        },
      ],
      total: 810,
    };
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/orders/public/MA-7K2P-9QXR': { data: withOffer },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutSuccessPage />, {
      route: '/checkout/success?orderNumber=MA-7K2P-9QXR',
      language: 'en',
    });
    const row = await screen.findByTestId('placed-offer');
    expect(row.textContent).toContain('Buy 2, get 10% off');
    expect(row.textContent).toMatch(/90/);
    expect(screen.queryByTestId('placed-discount')).toBeNull();
  });

  it('shows the order number alone when this tab does not know the email', async () => {
    const api = stubApi({ 'GET /api/public/site-settings': { data: makeSettings() } });
    vi.stubGlobal('fetch', api.fetch);
    await renderWithApp(<CheckoutSuccessPage />, {
      route: '/checkout/success?orderNumber=MA-7K2P-9QXR',
    });
    expect(screen.getByTestId('order-number').textContent).toBe('MA-7K2P-9QXR');
    expect(screen.queryByTestId('order-status')).toBeNull();
    expect(api.sent.some((request) => request.path.startsWith('/api/orders/'))).toBe(false);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
  });

  it('shows an order paid with Moyasar, found with the email kept when leaving for its page', async () => {
    savePendingPayment({ orderNumber: 'MA-7K2P-9QXR', email: 'sara@example.com' });
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/orders/public/MA-7K2P-9QXR': { data: { ...paid, paymentMethod: 'moyasar' } },
      }).fetch,
    );
    await renderWithApp(<CheckoutSuccessPage />, {
      route: '/checkout/success?orderNumber=MA-7K2P-9QXR',
    });
    expect((await screen.findByTestId('order-payment')).textContent).toBe(
      'Card, Apple Pay or STC Pay · Paid',
    );
  });

  describe('tax documents', () => {
    const withDocuments: PublicOrder = {
      ...paid,
      taxDocuments: [
        {
          kind: 'invoice',
          number: 'INV-000012',
          issuedAt: '2026-01-01T21:30:00.000Z',
          pdfUrl: '/api/tax-documents/t1/pdf?sig=s1',
          payable: 900,
        },
        {
          kind: 'credit',
          number: 'CN-000003',
          issuedAt: '2026-01-03T09:00:00.000Z',
          pdfUrl: '/api/tax-documents/t2/pdf?sig=s2',
          payable: 450,
        },
      ],
    };

    async function renderPaid(language: 'en' | 'ar') {
      savePendingPayment({ orderNumber: 'MA-7K2P-9QXR', email: 'sara@example.com' });
      vi.stubGlobal(
        'fetch',
        stubApi({
          'GET /api/public/site-settings': { data: makeSettings() },
          'GET /api/orders/public/MA-7K2P-9QXR': { data: withDocuments },
        }).fetch,
      );
      await renderWithApp(<CheckoutSuccessPage />, {
        route: '/checkout/success?orderNumber=MA-7K2P-9QXR',
        language,
      });
      return screen.findAllByTestId('order-tax-document');
    }

    it('links each document to its PDF, in English', async () => {
      const [invoice, credit] = (await renderPaid('en')) as [HTMLElement, HTMLElement];
      const link = within(invoice).getByTestId('order-tax-document-pdf');
      expect(link.textContent).toBe('Download tax invoice (PDF)');
      expect(link.getAttribute('href')).toBe('/api/tax-documents/t1/pdf?sig=s1');
      expect(link.getAttribute('target')).toBe('_blank');
      // Issued at 00:30 on 2 January in Riyadh.
      expect(invoice.textContent).toContain('Issued Jan 2, 2026');
      expect(invoice.textContent).toContain('INV-000012');
      expect(invoice.textContent).toMatch(/SAR\s900/);
      expect(within(credit).getByTestId('order-tax-document-pdf').textContent).toBe(
        'Download credit note (PDF)',
      );
    });

    it('and in Arabic', async () => {
      const [invoice, credit] = (await renderPaid('ar')) as [HTMLElement, HTMLElement];
      expect(screen.getByTestId('order-tax-documents').textContent).toContain('الفواتير الضريبية');
      expect(within(invoice).getByTestId('order-tax-document-pdf').textContent).toBe(
        'تنزيل الفاتورة الضريبية (PDF)',
      );
      expect(within(credit).getByTestId('order-tax-document-pdf').textContent).toBe(
        'تنزيل إشعار الدائن (PDF)',
      );
      expect(within(invoice).getByText('INV-000012').getAttribute('dir')).toBe('ltr');
    });
  });
});
