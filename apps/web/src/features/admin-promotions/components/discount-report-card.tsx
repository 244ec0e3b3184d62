import { useSearchParams } from 'react-router';
import { DateRangeFields } from '../../../components/admin/date-range-fields.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useDiscountReport } from '../api/get-discount-report.ts';
import { ltrDay, usePromotionLabels } from '../lib/use-promotion-labels.ts';

/**
 * Sales before and after discount codes over Riyadh days (the last 30 by default), from the orders
 * that count as revenue, as the dashboard counts them; and each code's share.
 */
export function DiscountReportCard() {
  const { t } = useTranslation('adminPromotions');
  const labels = usePromotionLabels();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = !from || !to || from <= to;
  const report = useDiscountReport({ ...(from ? { from } : {}), ...(to ? { to } : {}) }, valid);
  const change = (day: { from?: string; to?: string }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(day)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const data = report.data;
  // [term, value, is it an amount (kept left to right)]
  const figures: [string, string, boolean][] = data
    ? [
        [t('report.before'), labels.sar(data.salesBeforeDiscounts), true],
        [t('report.discounts'), labels.sar(data.discounts), true],
        [t('report.shippingWaived'), labels.sar(data.shippingWaived), true],
        [t('report.after'), labels.sar(data.salesAfterDiscounts), true],
        [
          t('report.orders'),
          t('report.ordersValue', {
            withCode: labels.number(data.ordersWithCode),
            orders: labels.number(data.orders),
          }),
          false,
        ],
      ]
    : [];

  return (
    <section
      className="flex flex-col gap-4 border border-line bg-paper p-4"
      aria-labelledby="discount-report-title"
      data-testid="discount-report"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="discount-report-title" className="font-display text-xl">
            {t('report.title')}
          </h2>
          <p className="text-xs text-ink-muted">
            {data
              ? t('report.period', { from: ltrDay(data.from), to: ltrDay(data.to) })
              : t('report.defaultPeriod')}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <DateRangeFields
            idPrefix="discount-report"
            from={from}
            to={to}
            labels={{ from: t('report.from'), to: t('report.to') }}
            invalid={!valid}
            onChange={change}
          />
        </div>
      </div>
      {!valid && (
        <p role="alert" className="text-xs font-medium text-danger">
          {t('report.invalidRange')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([term, value, amount]) => (
          <div key={term} className="border border-line bg-ivory/60 p-3">
            <dt className="text-xs text-ink-muted">{term}</dt>
            <dd className="mt-1 font-display text-lg">{amount ? <Ltr>{value}</Ltr> : value}</dd>
          </div>
        ))}
      </dl>
      {data && data.codes.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-xs" aria-label={t('report.perCode')}>
          {data.codes.map((code) => (
            <li key={code.code} className="border border-line px-2.5 py-1.5">
              <Ltr className="font-medium">{code.code}</Ltr>
              {' · '}
              {t('report.codeLine', {
                orders: labels.number(code.orders),
                revenue: labels.sar(code.revenue),
                discounts: labels.sar(code.discounts + code.shippingWaived),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
