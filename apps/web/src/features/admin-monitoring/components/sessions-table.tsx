import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ActiveSessionView } from '@store/shared/schemas/monitoring';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListEmpty } from '../../../components/admin/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useEndSession } from '../api/end-session.ts';
import { describeUserAgent, formatDateTime, formatRelative } from '../lib/format.ts';

/** Who is signed in, from where and on what; any session but one's own can be ended. */
export function SessionsTable({ sessions }: { sessions: ActiveSessionView[] }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const [ending, setEnding] = useState<ActiveSessionView | null>(null);
  const end = useEndSession();
  const device = (session: ActiveSessionView) =>
    describeUserAgent(session.userAgent) ?? t('monitoring.sessions.unknownDevice');

  return (
    <section aria-labelledby="sessions-title" className="space-y-3">
      <h2 id="sessions-title" className="font-display text-xl text-ink">
        {t('monitoring.sessions.title')}
      </h2>
      {sessions.length === 0 ? (
        <ListEmpty title={t('monitoring.sessions.empty')} />
      ) : (
        <Table caption={t('monitoring.sessions.caption')} testId="monitoring-sessions">
          <thead>
            <tr>
              <Th>{t('monitoring.sessions.user')}</Th>
              <Th>{t('monitoring.sessions.address')}</Th>
              <Th>{t('monitoring.sessions.device')}</Th>
              <Th>{t('monitoring.sessions.signedIn')}</Th>
              <Th>{t('monitoring.sessions.lastActivity')}</Th>
              <Th>
                <span className="sr-only">{t('monitoring.sessions.end')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr
                key={session.id}
                data-testid="monitoring-session"
                data-current={session.current || undefined}
                className="border-t border-line align-top"
              >
                <Td>
                  <p className="font-medium text-ink">{session.user.name || session.user.email}</p>
                  <p className="text-xs text-ink-muted" dir="ltr">
                    {session.user.email}
                  </p>
                </Td>
                <Td>
                  <span dir="ltr" className="text-xs">
                    {session.ipAddress}
                  </span>
                </Td>
                <Td>
                  <span title={session.userAgent} className="text-xs">
                    {device(session)}
                  </span>
                </Td>
                <Td className="whitespace-nowrap text-xs">
                  {formatDateTime(session.createdAt, language)}
                </Td>
                <Td className="whitespace-nowrap text-xs">
                  {formatRelative(session.lastActivityAt, language)}
                </Td>
                <Td className="text-end">
                  {session.current ? (
                    <span className="inline-flex border border-gold-deep/40 bg-champagne-light/30 px-2 py-0.5 text-xs text-gold-deep">
                      {t('monitoring.sessions.you')}
                    </span>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger hover:bg-danger/5"
                      onClick={() => setEnding(session)}
                      aria-label={t('monitoring.sessions.endLabel', { user: session.user.email })}
                      data-testid="end-session"
                    >
                      {t('monitoring.sessions.end')}
                    </Button>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={t('monitoring.sessions.confirmTitle')}
        message={
          ending
            ? t('monitoring.sessions.confirmMessage', {
                user: ending.user.email,
                device: device(ending),
              })
            : undefined
        }
        confirmLabel={t('monitoring.sessions.confirm')}
        tone="danger"
        busy={end.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (!ending) return;
          end.mutate(ending.id, {
            onSuccess: () => {
              toast.success(t('monitoring.sessions.ended'));
              setEnding(null);
            },
            onError: (error) => {
              toast.error(
                t('monitoring.sessions.endFailed'),
                error instanceof Error ? error.message : undefined,
              );
              setEnding(null);
            },
          });
        }}
      />
    </section>
  );
}
