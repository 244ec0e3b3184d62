import type { JobState } from '@store/shared/schemas/jobs';
import { cx } from '../../../lib/class-names.ts';
import { useJobLabels } from '../lib/job-labels.ts';

const TONES: Record<JobState, string> = {
  queued: 'border border-line text-ink-soft',
  running: 'bg-champagne-light text-gold-deep',
  failed: 'border border-danger/40 text-danger',
  dead: 'bg-danger text-ivory',
  done: 'bg-success/10 text-success',
};

export function JobStateBadge({ state }: { state: JobState }) {
  const labels = useJobLabels();
  return (
    <span
      data-state={state}
      className={cx(
        'inline-flex items-center px-2 py-0.5 text-[0.6875rem] font-medium tracking-[0.08em] whitespace-nowrap uppercase rtl:text-xs rtl:tracking-normal',
        TONES[state],
      )}
    >
      {labels.state(state)}
    </span>
  );
}
