import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RevenuePoint } from '@store/shared/schemas/dashboard';
import { useDashboardFormat } from './use-dashboard-format.ts';

const INK = '#1b1713';
const CHAMPAGNE = '#c8a96b';
const LINE = '#e2d8c6';
const MUTED = '#6b6157';

/**
 * Daily revenue over the last 30 days. In Arabic time runs from the right and the amounts sit on
 * the right, as an Arabic reader expects; a sentence sums it up for screen readers.
 */
export function RevenueChart({ series }: { series: RevenuePoint[] }) {
  const { t } = useTranslation('adminSales');
  const format = useDashboardFormat();
  const rtl = format.language === 'ar';
  const total = series.reduce((sum, point) => sum + point.revenue, 0);
  return (
    <figure
      className="border border-line bg-paper p-4 sm:p-6"
      data-testid="dashboard-revenue-chart"
    >
      <figcaption className="mb-4 font-display text-xl text-ink">
        {t('dashboard.revenueChart')}
      </figcaption>
      <p className="sr-only">
        {series.length > 0 &&
          t('dashboard.chartSummary', {
            from: format.day(series[0]!.date),
            to: format.day(series.at(-1)!.date),
            total: format.money(total),
          })}
      </p>
      <div className="h-64" dir="ltr" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <defs>
              <linearGradient id="dashboard-revenue-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={CHAMPAGNE} stopOpacity={0.45} />
                <stop offset="100%" stopColor={CHAMPAGNE} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke={LINE} vertical={false} />
            <XAxis
              dataKey="date"
              reversed={rtl}
              tickFormatter={(day: string) => format.day(day)}
              tick={{ fill: MUTED, fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: LINE }}
              minTickGap={24}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(value: number) => format.compact(value)}
              tick={{ fill: MUTED, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={52}
            />
            <Tooltip
              labelFormatter={(day) => format.day(String(day))}
              formatter={(value, name) => [
                name === 'revenue' ? format.money(Number(value)) : format.number(Number(value)),
                name === 'revenue' ? t('dashboard.revenue') : t('dashboard.orders'),
              ]}
              contentStyle={{
                border: `1px solid ${LINE}`,
                borderRadius: 0,
                color: INK,
                direction: rtl ? 'rtl' : 'ltr',
              }}
            />
            <Area
              type="monotone"
              dataKey="revenue"
              stroke={INK}
              strokeWidth={1.5}
              fill="url(#dashboard-revenue-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
