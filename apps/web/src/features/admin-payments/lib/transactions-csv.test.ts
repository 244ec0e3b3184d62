import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@store/shared/schemas/payments';
import { toCsv } from '../../../lib/csv-download.ts';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { registerAdminAreaTexts } from '../../../lib/i18n/use-admin-area-texts.ts';
import {
  fetchAllTransactions,
  riyadhTimestamp,
  transactionCsvColumns,
} from './transactions-csv.ts';

const row: Transaction = {
  id: 'pay-1',
  method: 'paypal',
  provider: 'paypal',
  simulated: false,
  providerOrderId: '5O190127TN364715T',
  captureId: '3C679366HH908993F',
  refundId: null,
  status: 'captured',
  amount: 375,
  settlement: { currency: 'USD', rate: '3.75', amount: 100 },
  failureCode: null,
  failureMessage: null,
  order: {
    id: 'order-1',
    orderNumber: 'MA-7K3M-Q9XA',
    status: 'confirmed',
    customerName: 'نورة الحربي',
    customerEmail: 'noura@example.com',
  },
  createdAt: '2026-11-20T21:30:00.000Z',
  updatedAt: '2026-11-20T21:31:00.000Z',
};

async function translator(language: 'en' | 'ar') {
  window.localStorage.setItem('language', language);
  const { i18n, ready, stopFollowing } = createI18n();
  await ready;
  registerAdminAreaTexts(i18n);
  await i18n.changeLanguage(language);
  stopFollowing();
  return i18n.getFixedT(language, 'adminSystem');
}

describe('transactions CSV', () => {
  it('writes one line per transaction in Riyadh time, with both amounts and the ids', async () => {
    const t = await translator('en');
    const cod: Transaction = {
      ...row,
      id: 'order-2',
      method: 'cod',
      provider: 'cod',
      providerOrderId: null,
      captureId: null,
      settlement: null,
      amount: 89.5,
    };
    expect(toCsv([row, cod], transactionCsvColumns(t)).split('\r\n')).toEqual([
      'Date (Riyadh),Order number,Customer,Email,Method,Status,Amount (SAR),Settlement currency,Charged,Rate (SAR per unit),PayPal order id,Capture id,Refund id',
      '2026-11-21 00:30,MA-7K3M-Q9XA,نورة الحربي,noura@example.com,PayPal,Captured,375.00,USD,100,3.75,5O190127TN364715T,3C679366HH908993F,',
      '2026-11-21 00:30,MA-7K3M-Q9XA,نورة الحربي,noura@example.com,Cash on delivery,Collected on delivery,89.50,,,,,,',
    ]);
  });

  it('heads the columns in Arabic on an Arabic page', async () => {
    const t = await translator('ar');
    const [header, line] = toCsv([row], transactionCsvColumns(t)).split('\r\n');
    expect(header!.split(',').slice(0, 3)).toEqual([
      'التاريخ (توقيت الرياض)',
      'رقم الطلب',
      'العميل',
    ]);
    expect(line).toContain(',PayPal,محصَّلة,375.00,USD,');
  });

  it('reads every page of the filtered list, not only the one shown', async () => {
    const fetchPage = vi.fn(async (query: { page?: string }) => {
      const page = Number(query.page);
      return {
        items: page < 3 ? [row, row] : [row],
        pagination: {
          page,
          limit: 100,
          total: 5,
          pages: 3,
          hasNext: page < 3,
          hasPrev: page > 1,
        },
      };
    });
    const rows = await fetchAllTransactions({ status: 'captured', page: '2' }, fetchPage);
    expect(rows).toHaveLength(5);
    expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
      { status: 'captured', page: '1', limit: '100' },
      { status: 'captured', page: '2', limit: '100' },
      { status: 'captured', page: '3', limit: '100' },
    ]);
    expect(riyadhTimestamp('2026-12-31T21:00:00.000Z')).toBe('2027-01-01 00:00');
  });
});
