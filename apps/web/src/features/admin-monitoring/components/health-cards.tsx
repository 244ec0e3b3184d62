import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { SystemHealth } from '@store/shared/schemas/monitoring';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber, formatDateTime, formatMegabytes, uptimeParts } from '../lib/format.ts';

function Card({
  label,
  value,
  detail,
  tone = 'default',
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'default' | 'good' | 'bad';
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="border border-line bg-paper px-5 py-4">
      <p className="text-xs tracking-[0.14em] text-ink-muted uppercase rtl:text-sm rtl:tracking-normal">
        {label}
      </p>
      <p
        className={cx(
          'mt-2 flex items-center gap-2 font-display text-2xl',
          tone === 'good' ? 'text-success' : tone === 'bad' ? 'text-danger' : 'text-ink',
        )}
      >
        {tone !== 'default' && (
          <span
            aria-hidden="true"
            className={cx('size-2.5 rounded-full', tone === 'good' ? 'bg-success' : 'bg-danger')}
          />
        )}
        {value}
      </p>
      {detail && <p className="mt-1 text-xs text-ink-soft">{detail}</p>}
    </div>
  );
}

/** Database, uptime, memory and version at a glance. */
export function HealthCards({ health }: { health: SystemHealth }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const up = health.database.status === 'up';
  const uptime = uptimeParts(health.uptimeSeconds);
  return (
    <section aria-labelledby="health-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="health-title" className="font-display text-xl text-ink">
          {t('monitoring.health.title')}
        </h2>
        <p
          data-testid="health-status"
          className={cx('text-sm', health.status === 'ok' ? 'text-success' : 'text-danger')}
        >
          {health.status === 'ok' ? t('monitoring.health.ok') : t('monitoring.health.degraded')}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Card
          testId="health-database"
          label={t('monitoring.health.database')}
          tone={up ? 'good' : 'bad'}
          value={up ? t('monitoring.health.up') : t('monitoring.health.down')}
          detail={
            <>
              {t(`monitoring.health.kinds.${health.database.kind}`)}
              {health.database.latencyMs !== null &&
                ` · ${t('monitoring.health.latency', {
                  ms: formatNumber(health.database.latencyMs, language),
                })}`}
            </>
          }
        />
        <Card
          testId="health-uptime"
          label={t('monitoring.health.uptime')}
          value={t('monitoring.health.uptimeValue', {
            days: formatNumber(uptime.days, language),
            hours: formatNumber(uptime.hours, language),
            minutes: formatNumber(uptime.minutes, language),
          })}
          detail={t('monitoring.health.since', {
            date: formatDateTime(health.startedAt, language),
          })}
        />
        <Card
          testId="health-memory"
          label={t('monitoring.health.memory')}
          value={t('monitoring.health.rss', {
            size: formatMegabytes(health.memory.rssBytes, language),
          })}
          detail={t('monitoring.health.heap', {
            used: formatMegabytes(health.memory.heapUsedBytes, language),
            total: formatMegabytes(health.memory.heapTotalBytes, language),
          })}
        />
        <Card
          label={t('monitoring.health.version')}
          value={<span dir="ltr">{health.version}</span>}
          detail={
            <span dir="ltr">
              {t('monitoring.health.versionValue', {
                version: health.version,
                node: health.nodeVersion,
              })}
            </span>
          }
        />
      </div>
    </section>
  );
}
