import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Longer errors are cut here; the whole text is one click (or a hover) away. */
const SHORT_LENGTH = 80;

/** A job's last error: short ones whole, long ones cut with a button that shows the rest. */
export function JobError({ id, error }: { id: string; error: string | null }) {
  const { t } = useTranslation('adminSystem');
  const [expanded, setExpanded] = useState(false);
  if (!error) return <span className="text-xs text-ink-muted">{t('monitoring.jobs.noError')}</span>;
  const long = error.length > SHORT_LENGTH;
  const shown = long && !expanded ? `${error.slice(0, SHORT_LENGTH).trimEnd()}…` : error;
  return (
    <div className="max-w-xs">
      <p
        id={`job-error-${id}`}
        dir="ltr"
        title={long ? error : undefined}
        data-testid="job-error"
        className="text-xs break-words whitespace-pre-wrap text-danger"
      >
        {shown}
      </p>
      {long && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={`job-error-${id}`}
          className="mt-1 text-xs text-ink underline underline-offset-4 hover:text-gold-deep"
        >
          {expanded ? t('monitoring.jobs.hideError') : t('monitoring.jobs.showError')}
        </button>
      )}
    </div>
  );
}
