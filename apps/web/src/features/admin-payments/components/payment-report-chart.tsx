import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PaymentReport } from '@store/shared/schemas/payment-reports';
import { formatSar } from '@store/shared/money';
import { intlLocaleOf } from '@store/shared/locales';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatDay } from '../lib/payment-format.ts';

const INK = '#1b1713';
const CHAMPAGNE = '#c8a96b';
const LINE = '#e2d8c6';
const MUTED = '#6b6157';

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
    <figure
      className="border border-line bg-paper p-4 sm:p-6"
      data-testid="payment-report-chart"
      aria-label={t('paymentReports.chart.label')}
    >
      <figcaption className="mb-4 font-display text-xl text-ink">
        {t('paymentReports.chart.title')}
      </figcaption>
      <div className="h-72" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={report.series} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid stroke={LINE} vertical={false} />
            <XAxis
              dataKey="period"
              reversed={rtl}
              tickFormatter={(period: string) =>
                report.groupBy === 'month'
                  ? formatDay(period, language, 'month')
                  : formatDay(period, language).replace(/,? \d{4}$/, '')
              }
              tick={{ fill: MUTED, fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: LINE }}
              minTickGap={16}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(value: number) => compact.format(value)}
              tick={{ fill: MUTED, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={56}
            />
            <Tooltip
              cursor={{ fill: 'rgba(200, 169, 107, 0.12)' }}
              labelFormatter={(period) => periodLabel(String(period))}
              formatter={(value, name) => [formatSar(Number(value), language), name]}
              contentStyle={{
                border: `1px solid ${LINE}`,
                borderRadius: 0,
                direction: rtl ? 'rtl' : 'ltr',
              }}
            />
            <Legend
              wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr', fontSize: 13 }}
              iconType="square"
            />
            <Bar
              dataKey="paypalAmount"
              name={t('paymentReports.methods.paypal')}
              stackId="method"
              fill={INK}
              maxBarSize={48}
            />
            <Bar
              dataKey="codAmount"
              name={t('paymentReports.methods.cod')}
              stackId="method"
              fill={CHAMPAGNE}
              maxBarSize={48}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
