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
import type { Traffic } from '@store/shared/schemas/monitoring';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber, formatPercent, formatTime } from '../lib/format.ts';

const COLORS = { requests: '#8a6d3b', clientErrors: '#b7791f', serverErrors: '#9b2c2c' };

/** Totals of the last hour and a small chart of requests and errors per minute. */
export function TrafficPanel({ traffic }: { traffic: Traffic }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const rtl = language === 'ar';
  const { totals } = traffic;
  const rate = (n: number) => (totals.requests > 0 ? n / totals.requests : 0);

  const stats = [
    {
      key: 'requests',
      label: t('monitoring.traffic.requests'),
      value: totals.requests,
      detail: t('monitoring.traffic.perMinute', {
        rate: formatNumber(
          Math.round((totals.requests / traffic.windowMinutes) * 10) / 10,
          language,
        ),
      }),
    },
    {
      key: 'clientErrors',
      label: t('monitoring.traffic.clientErrors'),
      value: totals.clientErrors,
      detail: t('monitoring.traffic.errorRate', {
        rate: formatPercent(rate(totals.clientErrors), language),
      }),
    },
    {
      key: 'serverErrors',
      label: t('monitoring.traffic.serverErrors'),
      value: totals.serverErrors,
      detail: t('monitoring.traffic.errorRate', {
        rate: formatPercent(rate(totals.serverErrors), language),
      }),
    },
  ] as const;

  return (
    <section aria-labelledby="traffic-title" className="border border-line bg-paper">
      <h2
        id="traffic-title"
        className="border-b border-line px-5 py-3 font-display text-xl text-ink"
      >
        {t('monitoring.traffic.title')}
      </h2>
      <dl className="grid grid-cols-1 divide-y divide-line border-b border-line sm:grid-cols-3 sm:divide-x sm:divide-y-0 rtl:sm:divide-x-reverse">
        {stats.map((stat) => (
          <div key={stat.key} className="px-5 py-3" data-testid={`traffic-${stat.key}`}>
            <dt className="flex items-center gap-2 text-xs text-ink-muted">
              <span
                aria-hidden="true"
                className="size-2 rounded-full"
                style={{ background: COLORS[stat.key] }}
              />
              {stat.label}
            </dt>
            <dd className="mt-1 font-display text-2xl text-ink tabular-nums">
              {formatNumber(stat.value, language)}
            </dd>
            <dd className="text-xs text-ink-soft">{stat.detail}</dd>
          </div>
        ))}
      </dl>
      <figure className="px-2 py-4 sm:px-4">
        <figcaption className="sr-only">{t('monitoring.traffic.chartLabel')}</figcaption>
        {totals.requests === 0 ? (
          <p className="px-3 py-10 text-center text-sm text-ink-muted">
            {t('monitoring.traffic.noTraffic')}
          </p>
        ) : (
          <div className="h-56" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={traffic.perMinute} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e7e1d6" vertical={false} />
                <XAxis
                  dataKey="minute"
                  reversed={rtl}
                  tickFormatter={(value: string) => formatTime(value, language)}
                  minTickGap={40}
                  tick={{ fontSize: 11, fill: '#6b645a' }}
                  stroke="#d8d0c2"
                />
                <YAxis
                  orientation={rtl ? 'right' : 'left'}
                  allowDecimals={false}
                  width={36}
                  tickFormatter={(value: number) => formatNumber(value, language)}
                  tick={{ fontSize: 11, fill: '#6b645a' }}
                  stroke="#d8d0c2"
                />
                <Tooltip
                  labelFormatter={(value) => formatTime(String(value), language)}
                  formatter={(value, name) => [
                    formatNumber(Number(value), language),
                    t(`monitoring.traffic.${String(name) as 'requests'}`),
                  ]}
                />
                {(['requests', 'clientErrors', 'serverErrors'] as const).map((key) => (
                  <Area
                    key={key}
                    type="monotone"
                    dataKey={key}
                    name={key}
                    stroke={COLORS[key]}
                    fill={COLORS[key]}
                    fillOpacity={key === 'requests' ? 0.12 : 0.25}
                    strokeWidth={1.5}
                    isAnimationActive={false}
                  />
                ))}
              </AreaChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
    </section>
  );
}
