import { describe, expect, it } from 'vitest';
import type { PaymentReportPeriod } from '@store/shared/schemas/payment-reports';
import { toCsv } from '../../../lib/csv-download.ts';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { registerAdminAreaTexts } from '../../../lib/i18n/use-admin-area-texts.ts';
import { periodCount, reportCsvColumns, reportFileName } from './report-csv.ts';

const series: PaymentReportPeriod[] = [
  {
    period: '2024-03-02',
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
    count: 3,
    amount: 660,
    paidCount: 2,
    paidAmount: 539.5,
    refundedAmount: 0,
    moyasarCount: 1,
    moyasarAmount: 450,
    tabbyCount: 0,
    tabbyAmount: 0,
    paypalCount: 0,
    paypalAmount: 0,
    codCount: 2,
    codAmount: 210,
  },
];

async function translator(language: 'en' | 'ar') {
  window.localStorage.setItem('language', language);
  const { i18n, ready, stopFollowing } = createI18n();
  await ready;
  registerAdminAreaTexts(i18n);
  await i18n.changeLanguage(language);
  stopFollowing();
  return i18n.getFixedT(language, 'adminSystem');
}

describe('payment report CSV', () => {
  it('has one row per period with plain amounts a spreadsheet can sum', async () => {
    const t = await translator('en');
    const lines = toCsv(series, reportCsvColumns(t)).split('\r\n');
    expect(lines).toEqual([
      'Period start,Orders,Order value (SAR),Paid orders,Received (SAR),Refunded (SAR),Moyasar orders,Moyasar (SAR),Tabby orders,Tabby (SAR),PayPal orders,PayPal (SAR),Cash on delivery orders,Cash on delivery (SAR)',
      '2024-03-02,1,375.00,1,375.00,0.00,0,0.00,0,0.00,1,375.00,0,0.00',
      '2024-03-03,3,660.00,2,539.50,0.00,1,450.00,0,0.00,0,0.00,2,210.00',
    ]);
  });

  it('heads the columns in Arabic for an Arabic page, with the same figures', async () => {
    const t = await translator('ar');
    const lines = toCsv(series, reportCsvColumns(t)).split('\r\n');
    expect(lines[0]).toBe(
      'بداية الفترة,الطلبات,قيمة الطلبات (ر.س),الطلبات المدفوعة,المستلَم (ر.س),المستردّ (ر.س),طلبات ميسّر,ميسّر (ر.س),طلبات تابي,تابي (ر.س),طلبات PayPal,PayPal (ر.س),طلبات الدفع عند الاستلام,الدفع عند الاستلام (ر.س)',
    );
    expect(lines[2]).toBe('2024-03-03,3,660.00,2,539.50,0.00,1,450.00,0,0.00,0,0.00,2,210.00');
  });

  it('names the file after the grouping and range', () => {
    expect(reportFileName({ groupBy: 'week', from: '2024-03-01', to: '2024-03-31' })).toBe(
      'payment-report-week-2024-03-01-to-2024-03-31.csv',
    );
  });

  it('counts the periods of a range as the server does', () => {
    expect(periodCount('2024-03-01', '2024-03-30', 'day')).toBe(30);
    expect(periodCount('2024-01-15', '2024-04-02', 'month')).toBe(4);
    expect(periodCount('2023-01-01', '2024-12-31', 'day')).toBe(731);
  });
});
