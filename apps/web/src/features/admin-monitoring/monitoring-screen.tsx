import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { jobKeys } from './api/get-jobs.ts';
import { useMonitoring } from './api/get-monitoring.ts';
import { ErrorsTable } from './components/errors-table.tsx';
import { HealthCards } from './components/health-cards.tsx';
import { JobsSection } from './components/jobs-section.tsx';
import { SessionsTable } from './components/sessions-table.tsx';
import { TrafficPanel } from './components/traffic-chart.tsx';
import { formatTime } from './lib/format.ts';

/**
 * /admin/monitoring: health, traffic, latest server errors, active sessions, background jobs;
 * refreshes itself.
 */
export function MonitoringScreen() {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  useDocumentTitle(t('monitoring.title'));
  const monitoring = useMonitoring();
  const queryClient = useQueryClient();
  const data = monitoring.data;

  return (
    <div className="flex flex-col gap-8" data-testid="monitoring-screen">
      <AdminPageHeader
        title={t('monitoring.title')}
        description={t('monitoring.description')}
        actions={
          <>
            {data && (
              <p className="text-xs text-ink-muted" aria-live="polite">
                {t('monitoring.updated', { time: formatTime(data.generatedAt, language, true) })}
              </p>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void monitoring.refetch();
                void queryClient.invalidateQueries({ queryKey: jobKeys.all });
              }}
              disabled={monitoring.isFetching}
            >
              {t('monitoring.refresh')}
            </Button>
          </>
        }
      />
      {monitoring.isPending ? (
        <ListLoading rows={4} />
      ) : !data ? (
        <ListError
          title={t('monitoring.loadFailed')}
          message={monitoring.error instanceof Error ? monitoring.error.message : undefined}
          onRetry={() => void monitoring.refetch()}
        />
      ) : (
        <>
          {monitoring.isError && (
            <ListError
              title={t('monitoring.loadFailed')}
              message={monitoring.error instanceof Error ? monitoring.error.message : undefined}
              onRetry={() => void monitoring.refetch()}
            />
          )}
          <HealthCards health={data.health} />
          <TrafficPanel traffic={data.traffic} />
          <SessionsTable sessions={data.sessions} />
          <ErrorsTable errors={data.errors} />
        </>
      )}
      {/* Its own query and states: the queue is worth seeing even when the snapshot fails. */}
      <JobsSection />
    </div>
  );
}
