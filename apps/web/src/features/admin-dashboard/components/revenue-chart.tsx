import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenuePoint } from '@store/shared/schemas/dashboard';
import { ChartFrame } from '../../../components/admin/chart-frame.tsx';
import {
  CHART_COLORS,
  timeAxisStyle,
  tooltipStyle,
  valueAxisStyle,
} from '../../../components/admin/chart-style.ts';
import { useDashboardFormat } from './use-dashboard-format.ts';

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
    <ChartFrame
      title={t('dashboard.revenueChart')}
      testId="dashboard-revenue-chart"
      heightClass="h-64"
      hidePlot
      summary={
        <p className="sr-only">
          {series.length > 0 &&
            t('dashboard.chartSummary', {
              from: format.day(series[0]!.date),
              to: format.day(series.at(-1)!.date),
              total: format.money(total),
            })}
        </p>
      }
    >
      <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <defs>
          <linearGradient id="dashboard-revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLORS.champagne} stopOpacity={0.45} />
            <stop offset="100%" stopColor={CHART_COLORS.champagne} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={CHART_COLORS.line} vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={(day: string) => format.day(day)}
          minTickGap={24}
          {...timeAxisStyle(rtl)}
        />
        <YAxis
          tickFormatter={(value: number) => format.compact(value)}
          width={52}
          {...valueAxisStyle(rtl)}
        />
        <Tooltip
          labelFormatter={(day) => format.day(String(day))}
          formatter={(value, name) => [
            name === 'revenue' ? format.money(Number(value)) : format.number(Number(value)),
            name === 'revenue' ? t('dashboard.revenue') : t('dashboard.orders'),
          ]}
          contentStyle={{ ...tooltipStyle(rtl), color: CHART_COLORS.ink }}
        />
        <Area
          type="monotone"
          dataKey="revenue"
          stroke={CHART_COLORS.ink}
          strokeWidth={1.5}
          fill="url(#dashboard-revenue-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartFrame>
  );
}
