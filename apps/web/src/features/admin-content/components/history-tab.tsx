import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CONTENT_HISTORY_DEFAULT_LIMIT } from '@store/shared/constants';
import { intlLocaleOf } from '@store/shared/locales';
import {
  VERSIONED_SECTIONS,
  type ContentVersion,
  type VersionedSection,
} from '@store/shared/schemas/content';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Field, TextInput } from '../../../components/admin/form-field.tsx';
import { ListError, ListStates } from '../../../components/admin/list-states.tsx';
import { HistoryIcon } from '../../../components/admin/admin-icons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useContentHistory } from '../api/get-content-history.ts';
import { useRollbackContent } from '../api/rollback-content.ts';
import { describeChangeLog } from '../lib/change-log.ts';
import { errorDetail } from '../../../lib/admin/site-form-validation.ts';
import { SectionPicker } from './section-picker.tsx';

/**
 * The saved versions of a section (the home page or a translated section), newest first, the
 * latest 10. Rolling back stores the old content as a new version; nothing is ever deleted.
 */
export function HistoryTab({
  section,
  onSectionChange,
}: {
  section: VersionedSection;
  onSectionChange: (section: VersionedSection) => void;
}) {
  const { t } = useTranslation('adminSite');
  const { language } = useLanguage();
  const history = useContentHistory(section, CONTENT_HISTORY_DEFAULT_LIMIT);
  const rollback = useRollbackContent();
  const [target, setTarget] = useState<ContentVersion | null>(null);
  const [note, setNote] = useState('');
  const dates = new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const numbers = new Intl.NumberFormat(intlLocaleOf(language));
  const versions = history.data ?? [];
  const latest = versions[0]?.version;

  function confirm() {
    if (!target) return;
    rollback.mutate(
      { section, versionId: target.versionId, changeLog: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('content.history.rolledBack', { version: target.version }));
          setTarget(null);
          setNote('');
        },
        onError: (error) => toast.error(t('content.history.rollbackFailed'), errorDetail(error)),
      },
    );
  }

  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-sm text-ink-soft">{t('content.history.description')}</p>
      <SectionPicker
        sections={VERSIONED_SECTIONS}
        value={section}
        onChange={onSectionChange}
        testIdPrefix="history-section"
      />
      {history.isError && !history.data ? (
        <ListError
          title={t('content.errors.fetchHistory')}
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <ListStates
          isPending={history.isPending}
          isError={false}
          isEmpty={versions.length === 0}
          empty={{
            icon: <HistoryIcon size={28} />,
            title: t('content.history.empty'),
            description: t('content.history.emptyHint'),
          }}
        >
          <Table caption={t('content.history.title')} testId="history-table">
            <thead>
              <tr>
                <Th numeric className="w-24">
                  {t('content.history.version')}
                </Th>
                <Th>{t('content.history.changeLog')}</Th>
                <Th>{t('content.history.author')}</Th>
                <Th>{t('content.history.date')}</Th>
                <Th className="text-end">
                  <span className="sr-only">{t('content.history.actions')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr
                  key={version.versionId}
                  data-testid={`history-row-${version.version}`}
                  className="border-b border-line last:border-b-0"
                >
                  <Td numeric>
                    <span className="tabular-nums">{numbers.format(version.version)}</span>
                  </Td>
                  <Td>
                    <span className="text-ink">{describeChangeLog(version.changeLog, t)}</span>
                    {version.version === latest && (
                      <Badge tone="gold" className="ms-2">
                        {t('content.history.current')}
                      </Badge>
                    )}
                  </Td>
                  <Td>
                    <span dir="ltr">{version.createdBy ?? t('content.history.system')}</span>
                  </Td>
                  <Td>
                    <time dateTime={version.createdAt}>
                      {dates.format(new Date(version.createdAt))}
                    </time>
                  </Td>
                  <Td className="text-end">
                    {version.version !== latest && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('content.history.rollbackLabel', {
                          version: version.version,
                        })}
                        onClick={() => setTarget(version)}
                        data-testid={`history-rollback-${version.version}`}
                      >
                        {t('content.history.rollback')}
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className="mt-2 text-xs text-ink-muted">
            {t('content.history.showing', { count: CONTENT_HISTORY_DEFAULT_LIMIT })}
          </p>
        </ListStates>
      )}

      <ConfirmDialog
        open={target !== null}
        title={t('content.history.confirmTitle', { version: target?.version ?? 0 })}
        message={t('content.history.confirmMessage', { version: target?.version ?? 0 })}
        confirmLabel={t('content.history.confirm')}
        busy={rollback.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      >
        <Field label={t('content.history.rollbackNote')} htmlFor="rollback-note" className="mt-4">
          <TextInput
            id="rollback-note"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            data-testid="rollback-note"
          />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
