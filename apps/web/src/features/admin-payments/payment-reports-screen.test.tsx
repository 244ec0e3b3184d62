import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentReport } from '@store/shared/schemas/payment-reports';
import { captureDownloads } from '../../test/downloads.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PaymentReportsScreen } from './payment-reports-screen.tsx';

beforeAll(() => {
  // recharts measures its box; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const report: PaymentReport = {
  groupBy: 'week',
  from: '2024-03-01',
  to: '2024-03-09',
  timeZone: 'Asia/Riyadh',
  series: [
    {
      period: '2024-02-25',
      count: 1,
      amount: 375,
      paidCount: 1,
      paidAmount: 375,
      refundedAmount: 0,
      moyasarCount: 0,
      moyasarAmount: 0,
      tabbyCount: 0,
      tabbyAmount: 0,
      paypalCount: 1,
      paypalAmount: 375,
      codCount: 0,
      codAmount: 0,
    },
    {
      period: '2024-03-03',
      count: 2,
      amount: 210,
      paidCount: 1,
      paidAmount: 89.5,
      refundedAmount: 200,
      moyasarCount: 0,
      moyasarAmount: 0,
      tabbyCount: 0,
      tabbyAmount: 0,
      paypalCount: 0,
      paypalAmount: 0,
      codCount: 2,
      codAmount: 210,
    },
  ],
  totals: { count: 3, amount: 585, paidCount: 2, paidAmount: 464.5, refundedAmount: 200 },
  byMethod: [
    { method: 'paypal', count: 1, amount: 375, paidCount: 1, paidAmount: 375, refundedAmount: 200 },
    { method: 'cod', count: 2, amount: 210, paidCount: 1, paidAmount: 89.5, refundedAmount: 0 },
  ],
  byStatus: [
    { status: 'pending', count: 1, amount: 120.5 },
    { status: 'paid', count: 2, amount: 464.5 },
    { status: 'failed', count: 1, amount: 450 },
    { status: 'refunded', count: 1, amount: 200 },
  ],
  settlement: [{ currency: 'USD', simulated: false, count: 1, amount: 100 }],
  taxDocuments: {
    invoices: { count: 3, taxExclusive: 652.17, vat: 97.83, payable: 750 },
    credits: { count: 1, taxExclusive: 43.48, vat: 6.52, payable: 50 },
    debits: { count: 0, taxExclusive: 0, vat: 0, payable: 0 },
  },
};

function fakeApi() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/reports/payments') {
        return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }
      queries.push(url.searchParams);
      return new Response(JSON.stringify({ success: true, data: report }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return queries;
}

describe('payment reports screen', () => {
  it('shows the totals and the breakdown by method', async () => {
    fakeApi();
    await renderWithApp(<PaymentReportsScreen />, {
      route: '/admin/payment-reports?groupBy=week&from=2024-03-01&to=2024-03-09',
    });
    expect((await screen.findByTestId('report-orders')).textContent).toContain('3');
    expect(screen.getByTestId('report-paid').textContent).toContain('464.50');
    expect(screen.getByTestId('report-paid').textContent).toContain('2 paid orders');
    const methods = screen.getAllByTestId('report-method-row');
    expect(methods.map((row) => row.dataset.method)).toEqual(['paypal', 'cod']);
    expect(methods[1]!.textContent).toContain('Cash on delivery');
    expect(screen.getByTestId('payment-report-chart')).toBeTruthy();
    // The tax documents of the same days, to reconcile with: 750 invoiced less 50 credited.
    expect(screen.getByTestId('report-documents-invoices').textContent).toContain('750');
    expect(screen.getByTestId('report-documents-invoices').textContent).toContain('Documents: 3');
    expect(screen.getByTestId('report-documents-net').textContent).toContain('700');
    expect(
      within(screen.getByTestId('report-documents')).getByRole('link').getAttribute('href'),
    ).toBe('/admin/tax-documents?from=2024-03-01&to=2024-03-09');
  });

  it('exports one CSV row per period, headed in the page language', async () => {
    fakeApi();
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderWithApp(<PaymentReportsScreen />, {
      route: '/admin/payment-reports?groupBy=week&from=2024-03-01&to=2024-03-09',
      language: 'ar',
    });
    await screen.findByTestId('report-orders');
    await user.click(screen.getByTestId('report-export'));
    const [file, ...more] = await downloads.files();
    expect(more).toEqual([]);
    expect(file!.fileName).toBe('payment-report-week-2024-03-01-to-2024-03-09.csv');
    const [header, ...rows] = Papa.parse<string[]>(file!.text.trim()).data;
    expect(header).toContain('الدفع عند الاستلام (ر.س)');
    expect(rows).toHaveLength(report.series.length);
    expect(rows[1]).toEqual([
      '2024-03-03',
      '2',
      '210.00',
      '1',
      '89.50',
      '200.00',
      '0',
      '0.00',
      '0',
      '0.00',
      '0',
      '0.00',
      '2',
      '210.00',
    ]);
  });

  it('asks for the chosen grouping, and refuses a reversed range without asking', async () => {
    const queries = fakeApi();
    const user = userEvent.setup();
    await renderWithApp(<PaymentReportsScreen />, {
      route: '/admin/payment-reports?from=2024-03-01&to=2024-03-09',
    });
    await screen.findByTestId('report-orders');
    expect(queries.at(-1)?.get('groupBy')).toBe('day');
    await user.click(screen.getByTestId('report-group-month'));
    await waitFor(() => expect(queries.at(-1)?.get('groupBy')).toBe('month'));
    expect(queries.at(-1)?.get('from')).toBe('2024-03-01');

    const asked = queries.length;
    await renderWithApp(<PaymentReportsScreen />, {
      route: '/admin/payment-reports?from=2024-03-09&to=2024-03-01',
    });
    expect((await screen.findByText('“From” must be on or before “To”.')).textContent).toBeTruthy();
    expect(queries.length).toBe(asked);
  });
});
