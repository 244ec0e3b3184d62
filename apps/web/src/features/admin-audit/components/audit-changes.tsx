import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AuditEntryView } from '@store/shared/schemas/audit';

/** A record's changes key by key: before on one side, after on the other; and its note. */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('adminSystem');
  return (
    <div className="space-y-3" data-testid="audit-changes">
      {entry.changes.length > 0 && (
        <table className="w-full border-collapse text-xs">
          <thead>
            <tr className="text-ink-muted">
              <th scope="col" className="w-1/4 py-1.5 pe-3 text-start font-medium">
                {t('audit.field')}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                {t('audit.before')}
              </th>
              <th scope="col" className="py-1.5 text-start font-medium">
                {t('audit.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.map((change) => (
              <tr key={change.path} className="border-t border-line/70 align-top">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                  <code dir="ltr" className="text-ink">
                    {change.path}
                  </code>
                </th>
                <td className="py-1.5 pe-3">
                  {change.before === null ? (
                    <span className="text-ink-muted">{t('audit.absent')}</span>
                  ) : (
                    <span
                      dir="auto"
                      className="bg-danger/5 px-1 break-words text-danger line-through decoration-danger/40"
                    >
                      {change.before}
                    </span>
                  )}
                </td>
                <td className="py-1.5">
                  {change.after === null ? (
                    <span className="text-ink-muted">{t('audit.absent')}</span>
                  ) : (
                    <span dir="auto" className="bg-success/5 px-1 break-words text-success">
                      {change.after}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entry.note && (
        <p className="text-xs text-ink-soft">
          <span className="font-medium text-ink">{t('audit.note')}: </span>
          <span dir="auto">{entry.note}</span>
        </p>
      )}
      {(entry.ipAddress || entry.userAgent) && (
        <p className="text-xs text-ink-muted" title={entry.userAgent ?? undefined}>
          {t('audit.from', { address: entry.ipAddress ?? '' })}
        </p>
      )}
    </div>
  );
}
