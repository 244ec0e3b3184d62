import { JOB_STATES, type JobCounts, type JobState } from '@store/shared/schemas/jobs';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber } from '../lib/format.ts';
import { useJobLabels } from '../lib/job-labels.ts';

/**
 * The count of jobs in each state, each one a button that shows only those jobs; the first shows
 * every job not done yet (what the list shows without a state).
 */
export function JobStateFilter({
  counts,
  state,
  onChange,
}: {
  counts: JobCounts | undefined;
  state: JobState | undefined;
  onChange: (state: JobState | undefined) => void;
}) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const labels = useJobLabels();
  const notDone = counts ? counts.queued + counts.running + counts.failed + counts.dead : undefined;
  const options: { value: JobState | undefined; label: string; count: number | undefined }[] = [
    { value: undefined, label: t('monitoring.jobs.notDone'), count: notDone },
    ...JOB_STATES.map((value) => ({ value, label: labels.state(value), count: counts?.[value] })),
  ];

  return (
    <div
      role="group"
      aria-label={t('monitoring.jobs.filterLabel')}
      className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 lg:grid-cols-6"
    >
      {options.map(({ value, label, count }) => {
        const pressed = value === state;
        const alarming = (value === 'failed' || value === 'dead') && Boolean(count);
        return (
          <button
            key={value ?? 'not-done'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(value)}
            data-testid={`jobs-count-${value ?? 'not-done'}`}
            className={cx(
              'flex flex-col items-start gap-1 border px-4 py-3 text-start transition-colors',
              pressed
                ? 'border-ink bg-ink text-ivory'
                : 'border-line bg-paper text-ink hover:border-ink',
            )}
          >
            <span
              className={cx(
                'text-xs font-medium tracking-wide uppercase rtl:tracking-normal',
                pressed ? 'text-ivory/80' : 'text-ink-soft',
              )}
            >
              {label}
            </span>
            <Ltr
              className={cx(
                'font-display text-2xl tabular-nums',
                alarming && !pressed && 'text-danger',
              )}
            >
              {count === undefined ? '–' : formatNumber(count, language)}
            </Ltr>
          </button>
        );
      })}
    </div>
  );
}
