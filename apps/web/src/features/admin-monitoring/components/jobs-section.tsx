import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_STATES, type Job, type JobState } from '@store/shared/schemas/jobs';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { MediaPager } from '../../../components/admin/media-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useDiscardJob } from '../api/discard-job.ts';
import { useJobs } from '../api/get-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { formatNumber } from '../lib/format.ts';
import { useJobLabels } from '../lib/job-labels.ts';
import { JobError } from './job-error.tsx';
import { JobStateBadge } from './job-state-badge.tsx';
import { JobStateFilter } from './job-state-filter.tsx';
import { StoreDateTime } from './store-date-time.tsx';

const PAGE_SIZE = 20;
const RETRYABLE: readonly JobState[] = ['failed', 'dead'];
const DISCARDABLE: readonly JobState[] = ['queued', 'failed', 'dead'];

/** The list's state and page live in the URL (`jobState`, `jobPage`), so a reload keeps them. */
function readFilters(params: URLSearchParams): { state: JobState | undefined; page: number } {
  const state = params.get('jobState');
  const page = Number(params.get('jobPage'));
  return {
    state: JOB_STATES.find((known) => known === state),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The durable job queue (emails, expiry of unpaid orders...): how many jobs are in each state, the
 * jobs themselves, and retrying or discarding the ones that failed.
 */
export function JobsSection() {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const labels = useJobLabels();
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, page } = readFilters(searchParams);
  const jobs = useJobs({ state, page, limit: PAGE_SIZE });
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [discarding, setDiscarding] = useState<Job | null>(null);

  const setFilters = useCallback(
    (next: { state?: JobState; page?: number }) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.state) params.set('jobState', next.state);
          else params.delete('jobState');
          if (next.page && next.page > 1) params.set('jobPage', String(next.page));
          else params.delete('jobPage');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const data = jobs.data;
  const items = data?.jobs ?? [];
  const pagination = data?.pagination;
  // Discarding the last job of the last page leaves a page past the end: go back to the last one.
  useEffect(() => {
    if (pagination && items.length === 0 && pagination.page > 1 && pagination.pages < page) {
      setFilters({ state, page: pagination.pages });
    }
  }, [pagination, items.length, page, state, setFilters]);

  const typeOf = (job: Job) => labels.type(job.type) ?? job.type;
  const busyId = (retry.isPending && retry.variables) || (discard.isPending && discard.variables);

  const onRetry = (job: Job) =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(t('monitoring.jobs.retried'), typeOf(job)),
      onError: (error) =>
        toast.error(
          t('monitoring.jobs.retryFailed'),
          error instanceof Error ? error.message : undefined,
        ),
    });

  const onDiscard = () => {
    if (!discarding) return;
    discard.mutate(discarding.id, {
      onSuccess: () => toast.success(t('monitoring.jobs.discarded'), typeOf(discarding)),
      onError: (error) =>
        toast.error(
          t('monitoring.jobs.discardFailed'),
          error instanceof Error ? error.message : undefined,
        ),
      onSettled: () => setDiscarding(null),
    });
  };

  return (
    <section aria-labelledby="jobs-title" className="space-y-3" data-testid="monitoring-jobs">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="jobs-title" className="font-display text-xl text-ink">
          {t('monitoring.jobs.title')}
        </h2>
        <p className="text-xs text-ink-muted">{t('monitoring.jobs.timeZone')}</p>
      </div>
      <JobStateFilter
        counts={data?.counts}
        state={state}
        onChange={(next) => setFilters({ state: next })}
      />
      {jobs.isPending ? (
        <ListLoading rows={3} />
      ) : jobs.isError && !data ? (
        <ListError
          title={t('monitoring.jobs.loadFailed')}
          message={jobs.error instanceof Error ? jobs.error.message : undefined}
          onRetry={() => void jobs.refetch()}
        />
      ) : items.length === 0 ? (
        <ListEmpty
          title={state ? t('monitoring.jobs.emptyFiltered') : t('monitoring.jobs.empty')}
        />
      ) : (
        <Table caption={t('monitoring.jobs.caption')} testId="monitoring-jobs-table">
          <thead>
            <tr>
              <Th>{t('monitoring.jobs.columns.type')}</Th>
              <Th>{t('monitoring.jobs.columns.state')}</Th>
              <Th numeric>{t('monitoring.jobs.columns.attempts')}</Th>
              <Th>{t('monitoring.jobs.columns.nextRun')}</Th>
              <Th>{t('monitoring.jobs.columns.updated')}</Th>
              <Th>{t('monitoring.jobs.columns.lastError')}</Th>
              <Th>
                <span className="sr-only">{t('monitoring.jobs.columns.actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {items.map((job) => {
              const label = labels.type(job.type);
              const busy = busyId === job.id;
              return (
                <tr
                  key={job.id}
                  data-testid="monitoring-job"
                  data-state={job.state}
                  className="border-t border-line align-top"
                >
                  <Td className="min-w-40">
                    <p className="font-medium text-ink">
                      {label ?? <code dir="ltr">{job.type}</code>}
                    </p>
                    <p className="text-xs text-ink-muted">
                      <Ltr>
                        #{job.id}
                        {label ? ` · ${job.type}` : ''}
                      </Ltr>
                    </p>
                  </Td>
                  <Td>
                    <JobStateBadge state={job.state} />
                  </Td>
                  <Td numeric className="whitespace-nowrap">
                    <Ltr>
                      {formatNumber(job.attempts, language)} /{' '}
                      {formatNumber(job.maxAttempts, language)}
                    </Ltr>
                  </Td>
                  <Td>
                    <StoreDateTime iso={job.runAt} />
                  </Td>
                  <Td>
                    <StoreDateTime iso={job.updatedAt} />
                  </Td>
                  <Td>
                    <JobError id={job.id} error={job.lastError} />
                  </Td>
                  <Td className="text-end">
                    <div className="flex flex-col items-end gap-1">
                      {RETRYABLE.includes(job.state) && (
                        <JobAction
                          action="retry"
                          jobId={job.id}
                          type={typeOf(job)}
                          disabled={busy}
                          onClick={() => onRetry(job)}
                        />
                      )}
                      {DISCARDABLE.includes(job.state) && (
                        <JobAction
                          action="discard"
                          jobId={job.id}
                          type={typeOf(job)}
                          disabled={busy}
                          onClick={() => setDiscarding(job)}
                        />
                      )}
                    </div>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {pagination && (
        <MediaPager
          pagination={pagination}
          onPageChange={(next) => setFilters({ state, page: next })}
          labels={{
            previous: t('monitoring.jobs.previous'),
            next: t('monitoring.jobs.next'),
            pageOf: t('monitoring.jobs.pageOf', {
              page: formatNumber(pagination.page, language),
              pages: formatNumber(pagination.pages, language),
            }),
          }}
        />
      )}
      <ConfirmDialog
        open={discarding !== null}
        title={t('monitoring.jobs.confirmTitle')}
        message={
          discarding
            ? t('monitoring.jobs.confirmMessage', { type: typeOf(discarding), id: discarding.id })
            : undefined
        }
        confirmLabel={t('monitoring.jobs.confirm')}
        tone="danger"
        busy={discard.isPending}
        onCancel={() => setDiscarding(null)}
        onConfirm={onDiscard}
      />
    </section>
  );
}

/** A job's retry or discard button, named for screen readers by the job it acts on. */
function JobAction({
  action,
  jobId,
  type,
  disabled,
  onClick,
}: {
  action: 'retry' | 'discard';
  jobId: Job['id'];
  type: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('adminSystem');
  return (
    <Button
      variant="ghost"
      size="sm"
      className={action === 'discard' ? 'text-danger hover:bg-danger/5' : undefined}
      onClick={onClick}
      disabled={disabled}
      aria-label={t(`monitoring.jobs.${action}Label`, { id: jobId, type })}
      data-testid={`${action}-job`}
    >
      {t(`monitoring.jobs.${action}`)}
    </Button>
  );
}
