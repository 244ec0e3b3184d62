import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { formatSar } from '@store/shared/money';
import { MAX_REPORT_PERIODS, REPORT_GROUPINGS } from '@store/shared/schemas/payment-reports';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ChartIcon } from '../../components/admin/admin-icons.tsx';
import { DateRangeFields, FILTER_LABEL } from '../../components/admin/date-range-fields.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Ltr } from '../../components/ui/ltr.tsx';
import { Price } from '../../components/ui/price.tsx';
import { adminSectionPath } from '../../config/admin-sections.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { cx } from '../../lib/class-names.ts';
import { downloadCsv } from '../../lib/csv-download.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { toast } from '../../stores/toast-store.ts';
import { usePaymentReport } from './api/get-payment-report.ts';
import { PaymentReportBreakdown } from './components/payment-report-breakdown.tsx';
import { PaymentReportChart } from './components/payment-report-chart.tsx';
import { useReportFilters } from './hooks/use-report-filters.ts';
import { formatCount } from './lib/payment-format.ts';
import { periodCount, reportCsvColumns, reportFileName } from './lib/report-csv.ts';

function Figure({
  label: title,
  value,
  hint,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="border border-line bg-paper px-5 py-4" data-testid={testId}>
      <p className="text-xs font-medium tracking-wide text-ink-soft uppercase rtl:tracking-normal">
        {title}
      </p>
      <p className="mt-2 font-display text-3xl text-ink">{value}</p>
      {hint && <p className="mt-1 text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}

/** /admin/payment-reports: orders and payments per day, week or month, by method, with CSV. */
export function PaymentReportsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  useDocumentTitle(t('paymentReports.title'));
  const { filters, update } = useReportFilters();
  const rangeInvalid = filters.from > filters.to;
  const tooLong =
    !rangeInvalid && periodCount(filters.from, filters.to, filters.groupBy) > MAX_REPORT_PERIODS;
  const report = usePaymentReport(filters, { enabled: !rangeInvalid && !tooLong });
  const data = report.data;
  const empty = !data || data.byStatus.every((row) => row.count === 0);

  function exportCsv() {
    if (!data) return;
    downloadCsv(reportFileName(data), data.series, reportCsvColumns(t));
    toast.success(t('paymentReports.exported'));
  }

  return (
    <div className="flex flex-col gap-6" data-testid="payment-reports-screen">
      <AdminPageHeader
        title={t('paymentReports.title')}
        description={t('paymentReports.description')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={exportCsv}
            disabled={!data || rangeInvalid}
            data-testid="report-export"
          >
            {t('paymentReports.exportCsv')}
          </Button>
        }
      />

      <div className="flex flex-col gap-3 border border-line bg-paper p-4">
        <div className="flex flex-wrap items-end gap-4">
          <fieldset>
            <legend className={FILTER_LABEL}>{t('paymentReports.groupBy.label')}</legend>
            <div className="inline-flex border border-line" role="radiogroup">
              {REPORT_GROUPINGS.map((grouping) => (
                <button
                  key={grouping}
                  type="button"
                  role="radio"
                  aria-checked={filters.groupBy === grouping}
                  onClick={() => update({ groupBy: grouping })}
                  data-testid={`report-group-${grouping}`}
                  className={cx(
                    'h-10 min-w-20 px-4 text-sm transition-colors',
                    filters.groupBy === grouping
                      ? 'bg-ink text-ivory'
                      : 'bg-paper text-ink hover:bg-ivory',
                  )}
                >
                  {t(`paymentReports.groupBy.${grouping}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <DateRangeFields
            idPrefix="report"
            from={filters.from}
            to={filters.to}
            labels={{ from: t('paymentReports.from'), to: t('paymentReports.to') }}
            invalid={rangeInvalid}
            required
            onChange={update}
          />
        </div>
        <p className="text-xs text-ink-muted">{t('paymentReports.calendarNote')}</p>
        {rangeInvalid && (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('paymentReports.invalidRange')}
          </p>
        )}
        {tooLong && (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('paymentReports.tooLong', { max: MAX_REPORT_PERIODS })}
          </p>
        )}
      </div>

      {!rangeInvalid && !tooLong && (
        <ListStates
          isPending={report.isPending}
          isError={report.isError && !report.data}
          error={report.error}
          onRetry={() => void report.refetch()}
          isEmpty={empty}
          empty={{
            icon: <ChartIcon size={28} />,
            title: t('paymentReports.emptyTitle'),
            description: t('paymentReports.emptyDescription'),
          }}
        >
          {data && (
            <div className={cx('flex flex-col gap-8', report.isFetching && 'opacity-70')}>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                <Figure
                  testId="report-orders"
                  label={t('paymentReports.cards.orders')}
                  value={<Ltr>{formatCount(data.totals.count, language)}</Ltr>}
                  hint={t('paymentReports.cards.ordersHint')}
                />
                <Figure
                  testId="report-amount"
                  label={t('paymentReports.cards.amount')}
                  value={<Price amount={data.totals.amount} />}
                />
                <Figure
                  testId="report-paid"
                  label={t('paymentReports.cards.paid')}
                  value={<Price amount={data.totals.paidAmount} />}
                  hint={t('paymentReports.cards.paidHint', {
                    count: data.totals.paidCount,
                    formatted: formatCount(data.totals.paidCount, language),
                  })}
                />
                <Figure
                  testId="report-refunded"
                  label={t('paymentReports.cards.refunded')}
                  value={<Price amount={data.totals.refundedAmount} />}
                />
              </div>
              <PaymentReportChart report={data} />
              <PaymentReportBreakdown report={data} />
              <section
                aria-labelledby="report-documents-title"
                className="flex flex-col gap-4"
                data-testid="report-documents"
              >
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <div>
                    <h2 id="report-documents-title" className="font-display text-xl text-ink">
                      {t('paymentReports.documents.title')}
                    </h2>
                    <p className="mt-1 text-sm text-ink-muted">
                      {t('paymentReports.documents.description')}
                    </p>
                  </div>
                  <Link
                    to={`${adminSectionPath('taxDocuments')}?from=${data.from}&to=${data.to}`}
                    className="text-sm text-gold-deep underline decoration-champagne underline-offset-4"
                  >
                    {t('paymentReports.documents.open')}
                  </Link>
                </div>
                <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                  {(
                    [
                      ['invoices', data.taxDocuments.invoices],
                      ['credits', data.taxDocuments.credits],
                      ['debits', data.taxDocuments.debits],
                    ] as const
                  ).map(([kind, figures]) => (
                    <Figure
                      key={kind}
                      testId={`report-documents-${kind}`}
                      label={t(`paymentReports.documents.${kind}`)}
                      value={<Price amount={figures.payable} />}
                      hint={`${t('paymentReports.documents.count', {
                        n: formatCount(figures.count, language),
                      })} · ${t('paymentReports.documents.vat', {
                        amount: formatSar(figures.vat, language),
                      })}`}
                    />
                  ))}
                  <Figure
                    testId="report-documents-net"
                    label={t('paymentReports.documents.net')}
                    value={
                      <Price
                        amount={
                          Math.round(
                            (data.taxDocuments.invoices.payable -
                              data.taxDocuments.credits.payable +
                              data.taxDocuments.debits.payable) *
                              100,
                          ) / 100
                        }
                      />
                    }
                  />
                </div>
              </section>
            </div>
          )}
        </ListStates>
      )}
    </div>
  );
}
