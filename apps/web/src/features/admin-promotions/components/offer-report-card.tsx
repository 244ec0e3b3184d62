import { useSearchParams } from 'react-router';
import { localize } from '@store/shared/locales';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOfferReport } from '../api/get-offer-report.ts';
import { ltrDay, usePromotionLabels } from '../lib/use-promotion-labels.ts';

/**
 * Each automatic offer's orders, saving and revenue (decision 037), over the same Riyadh days as
 * the discount report above it (the page's `from` and `to`) and the same orders.
 */
export function OfferReportCard() {
  const { t } = useTranslation('adminPromotions');
  const { language } = useLanguage();
  const labels = usePromotionLabels();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = !from || !to || from <= to;
  const report = useOfferReport({ ...(from ? { from } : {}), ...(to ? { to } : {}) }, valid);
  const data = report.data;
  const amount = (sar: number) => <Ltr>{labels.sar(sar)}</Ltr>;

  return (
    <section
      className="flex flex-col gap-4 border border-line bg-paper p-4"
      aria-labelledby="offer-report-title"
      data-testid="offer-report"
    >
      <div>
        <h2 id="offer-report-title" className="font-display text-xl">
          {t('offerReport.title')}
        </h2>
        <p className="text-xs text-ink-muted">
          {data
            ? t('report.period', { from: ltrDay(data.from), to: ltrDay(data.to) })
            : t('report.defaultPeriod')}
        </p>
      </div>
      {report.isError ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {t('offerReport.loadError')}
        </p>
      ) : data && data.offers.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('offerReport.empty')}</p>
      ) : data ? (
        <Table caption={t('offerReport.title')} testId="offer-report-table">
          <thead>
            <tr>
              <Th>{t('offerReport.offer')}</Th>
              <Th numeric>{t('offerReport.orders')}</Th>
              <Th numeric>{t('offerReport.saving')}</Th>
              <Th numeric>{t('report.before')}</Th>
              <Th numeric>{t('report.after')}</Th>
            </tr>
          </thead>
          <tbody>
            {data.offers.map((row) => (
              <tr key={row.offerId} data-testid="offer-report-row">
                <Td className="font-medium">{localize(row.name, language)}</Td>
                <Td numeric>{labels.number(row.orders)}</Td>
                <Td numeric>{amount(row.saving)}</Td>
                <Td numeric>{amount(row.salesBeforeDiscounts)}</Td>
                <Td numeric>{amount(row.salesAfterDiscounts)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  );
}
