import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PaymentReport } from '@store/shared/schemas/payment-reports';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatCount, formatCurrency } from '../lib/payment-format.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Totals by method (COD vs PayPal), by payment status, and what PayPal captured per currency. */
export function PaymentReportBreakdown({ report }: { report: PaymentReport }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const count = (n: number) => <Ltr>{formatCount(n, language)}</Ltr>;
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <Section title={t('paymentReports.byMethod.title')}>
        <Table
          caption={t('paymentReports.byMethod.title')}
          testId="report-by-method"
          className="min-w-0"
        >
          <thead>
            <tr>
              <Th>{t('paymentReports.byMethod.method')}</Th>
              <Th numeric>{t('paymentReports.byMethod.count')}</Th>
              <Th numeric>{t('paymentReports.byMethod.amount')}</Th>
              <Th numeric>{t('paymentReports.byMethod.paid')}</Th>
              <Th numeric>{t('paymentReports.byMethod.refunded')}</Th>
            </tr>
          </thead>
          <tbody>
            {report.byMethod.map((row) => (
              <tr key={row.method} data-testid="report-method-row" data-method={row.method}>
                <Td className="font-medium">{t(`paymentReports.methods.${row.method}`)}</Td>
                <Td numeric>{count(row.count)}</Td>
                <Td numeric>
                  <Price amount={row.amount} />
                </Td>
                <Td numeric>
                  <Price amount={row.paidAmount} />
                </Td>
                <Td numeric>
                  <Price amount={row.refundedAmount} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>

      <Section title={t('paymentReports.byStatus.title')}>
        <Table
          caption={t('paymentReports.byStatus.title')}
          testId="report-by-status"
          className="min-w-0"
        >
          <thead>
            <tr>
              <Th>{t('paymentReports.byStatus.status')}</Th>
              <Th numeric>{t('paymentReports.byStatus.count')}</Th>
              <Th numeric>{t('paymentReports.byStatus.amount')}</Th>
            </tr>
          </thead>
          <tbody>
            {report.byStatus.map((row) => (
              <tr key={row.status}>
                <Td>{t(`paymentReports.statuses.${row.status}`)}</Td>
                <Td numeric>{count(row.count)}</Td>
                <Td numeric>
                  <Price amount={row.amount} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>

      <Section title={t('paymentReports.settlement.title')}>
        <p className="-mt-1 text-sm text-ink-soft">{t('paymentReports.settlement.description')}</p>
        {report.settlement.length === 0 ? (
          <p className="border border-dashed border-line px-4 py-6 text-sm text-ink-muted">
            {t('paymentReports.settlement.empty')}
          </p>
        ) : (
          <Table
            caption={t('paymentReports.settlement.title')}
            testId="report-settlement"
            className="min-w-0"
          >
            <thead>
              <tr>
                <Th>{t('paymentReports.settlement.currency')}</Th>
                <Th numeric>{t('paymentReports.settlement.count')}</Th>
                <Th numeric>{t('paymentReports.settlement.amount')}</Th>
              </tr>
            </thead>
            <tbody>
              {report.settlement.map((row) => (
                <tr key={`${row.currency}-${row.simulated}`}>
                  <Td>
                    <Ltr>{row.currency}</Ltr>
                    {row.simulated && (
                      <span className="ms-2 text-xs text-warning">
                        {t('paymentReports.settlement.simulated')}
                      </span>
                    )}
                  </Td>
                  <Td numeric>{count(row.count)}</Td>
                  <Td numeric>
                    <Ltr>{formatCurrency(row.amount, row.currency, language)}</Ltr>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>
    </div>
  );
}
