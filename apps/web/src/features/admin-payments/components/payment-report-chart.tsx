import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaymentReport } from '@store/shared/schemas/payment-reports';
import { formatSar } from '@store/shared/money';
import { intlLocaleOf } from '@store/shared/locales';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { ChartFrame } from '../../../components/admin/chart-frame.tsx';
import {
  CHART_COLORS,
  timeAxisStyle,
  tooltipStyle,
  valueAxisStyle,
} from '../../../components/admin/chart-style.ts';
import { formatDay } from '../lib/payment-format.ts';

/** Each method's stack in the bars, bottom up, and its colour. */
const METHOD_BARS = [
  ['moyasar', CHART_COLORS.goldDeep],
  ['tabby', CHART_COLORS.goldSoft],
  ['paypal', CHART_COLORS.ink],
  ['cod', CHART_COLORS.champagne],
] as const;

/**
 * Order value per period, PayPal and cash on delivery stacked. In Arabic the time axis runs from
 * the right and the value axis sits on the right, as an Arabic reader expects.
 */
export function PaymentReportChart({ report }: { report: PaymentReport }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const rtl = language === 'ar';
  const compact = new Intl.NumberFormat(intlLocaleOf(language), {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const periodLabel = (period: string) =>
    report.groupBy === 'month'
      ? formatDay(period, language, 'month')
      : report.groupBy === 'week'
        ? t('paymentReports.weekOf', { date: formatDay(period, language) })
        : formatDay(period, language);

  return (
    <ChartFrame
      title={t('paymentReports.chart.title')}
      testId="payment-report-chart"
      label={t('paymentReports.chart.label')}
      heightClass="h-72"
    >
      <BarChart data={report.series} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={CHART_COLORS.line} vertical={false} />
        <XAxis
          dataKey="period"
          tickFormatter={(period: string) =>
            report.groupBy === 'month'
              ? formatDay(period, language, 'month')
              : formatDay(period, language).replace(/,? \d{4}$/, '')
          }
          minTickGap={16}
          {...timeAxisStyle(rtl)}
        />
        <YAxis
          tickFormatter={(value: number) => compact.format(value)}
          width={56}
          {...valueAxisStyle(rtl)}
        />
        <Tooltip
          cursor={{ fill: 'rgba(200, 169, 107, 0.12)' }}
          labelFormatter={(period) => periodLabel(String(period))}
          formatter={(value, name) => [formatSar(Number(value), language), name]}
          contentStyle={tooltipStyle(rtl)}
        />
        <Legend wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr', fontSize: 13 }} iconType="square" />
        {METHOD_BARS.map(([method, fill]) => (
          <Bar
            key={method}
            dataKey={`${method}Amount`}
            name={t(`paymentReports.methods.${method}`)}
            stackId="method"
            fill={fill}
            maxBarSize={48}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
