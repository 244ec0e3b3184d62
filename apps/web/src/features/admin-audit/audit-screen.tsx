import { Fragment, useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { intlLocaleOf } from '@store/shared/locales';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../components/admin/admin-table.tsx';
import { HistoryIcon } from '../../components/admin/admin-icons.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { MediaPager } from '../../components/admin/media-picker.tsx';
import { ChevronDownIcon } from '../../components/ui/icons/chevron-down-icon.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { cx } from '../../lib/class-names.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useAuditLog } from './api/get-audit-log.ts';
import { AuditChanges } from './components/audit-changes.tsx';
import { AuditFiltersBar } from './components/audit-filters-bar.tsx';
import {
  dateRangeValid,
  readAuditFilters,
  writeAuditFilters,
  type AuditFilters,
} from './lib/audit-filters.ts';
import { useAuditLabels } from './lib/use-audit-labels.ts';

const PAGE_SIZE = 25;

/** /admin/audit-log: who changed what and when, filtered, with each record's changes on demand. */
export function AuditScreen() {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  useDocumentTitle(t('audit.title'));
  const labels = useAuditLabels();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readAuditFilters(searchParams);
  const [open, setOpen] = useState<Set<string>>(new Set());

  const setFilters = useCallback(
    (next: Partial<AuditFilters>) =>
      setSearchParams((current) => writeAuditFilters({ ...readAuditFilters(current), ...next }), {
        replace: true,
      }),
    [setSearchParams],
  );

  const validRange = dateRangeValid(filters);
  const log = useAuditLog(
    {
      page: filters.page,
      limit: PAGE_SIZE,
      user: filters.user || undefined,
      entity: filters.entity || undefined,
      action: filters.action || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    },
    { enabled: validRange },
  );
  const items = log.data?.items ?? [];
  const pagination = log.data?.pagination;
  const filtered = Boolean(
    filters.user || filters.entity || filters.action || filters.from || filters.to,
  );
  const when = new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-6" data-testid="audit-screen">
      <AdminPageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={
          pagination && (
            <p className="text-sm text-ink-soft" aria-live="polite">
              {t('audit.total', { count: pagination.total })}
            </p>
          )
        }
      />
      <AuditFiltersBar filters={filters} onChange={setFilters} />
      <ListStates
        isPending={validRange && log.isPending}
        isError={log.isError && !log.data}
        error={log.error}
        onRetry={() => void log.refetch()}
        isEmpty={items.length === 0}
        empty={{
          icon: <HistoryIcon size={28} />,
          title: filtered ? t('audit.emptyFiltered') : t('audit.empty'),
        }}
      >
        <Table caption={t('audit.caption')} testId="audit-table">
          <thead>
            <tr>
              <Th>{t('audit.columns.when')}</Th>
              <Th>{t('audit.columns.who')}</Th>
              <Th>{t('audit.columns.action')}</Th>
              <Th>{t('audit.columns.entity')}</Th>
              <Th>{t('audit.columns.details')}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => {
              const expanded = open.has(entry.id);
              const hasDetails =
                entry.changes.length > 0 || Boolean(entry.note) || Boolean(entry.ipAddress);
              return (
                <Fragment key={entry.id}>
                  <tr
                    className="border-t border-line align-top"
                    data-testid="audit-row"
                    data-entity={entry.entity}
                  >
                    <Td className="whitespace-nowrap text-xs">
                      <time dateTime={entry.createdAt}>
                        {when.format(new Date(entry.createdAt))}
                      </time>
                    </Td>
                    <Td>
                      <span dir="ltr" className="text-xs text-ink">
                        {entry.actor.email ?? t('audit.system')}
                      </span>
                    </Td>
                    <Td>
                      <span className="inline-flex border border-line bg-ivory px-2 py-0.5 text-xs text-ink">
                        {labels.action(entry.action)}
                      </span>
                    </Td>
                    <Td>
                      <p className="text-sm text-ink">{labels.entity(entry.entity)}</p>
                      {entry.entityId && (
                        <p
                          dir="ltr"
                          className="max-w-[14rem] truncate text-xs text-ink-muted"
                          title={entry.entityId}
                        >
                          {entry.entityId}
                        </p>
                      )}
                    </Td>
                    <Td>
                      {hasDetails ? (
                        <button
                          type="button"
                          onClick={() => toggle(entry.id)}
                          aria-expanded={expanded}
                          aria-controls={`audit-details-${entry.id}`}
                          data-testid="audit-toggle"
                          className="inline-flex items-center gap-1.5 text-xs text-ink underline-offset-4 hover:underline"
                        >
                          {expanded
                            ? t('audit.hideChanges')
                            : t('audit.showChanges', { count: entry.changes.length })}
                          <ChevronDownIcon
                            size={14}
                            className={cx('transition-transform', expanded && 'rotate-180')}
                          />
                        </button>
                      ) : (
                        <span className="text-xs text-ink-muted">{t('audit.noChanges')}</span>
                      )}
                    </Td>
                  </tr>
                  {expanded && (
                    <tr id={`audit-details-${entry.id}`} className="bg-ivory/50">
                      <td colSpan={5} className="px-4 py-3 sm:px-6">
                        <AuditChanges entry={entry} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </Table>
      </ListStates>
      {pagination && (
        <MediaPager
          pagination={pagination}
          onPageChange={(page) => setFilters({ page })}
          labels={{
            previous: t('audit.previous'),
            next: t('audit.next'),
            pageOf: t('audit.pageOf', {
              page: new Intl.NumberFormat(intlLocaleOf(language)).format(pagination.page),
              pages: new Intl.NumberFormat(intlLocaleOf(language)).format(pagination.pages),
            }),
          }}
        />
      )}
    </div>
  );
}
