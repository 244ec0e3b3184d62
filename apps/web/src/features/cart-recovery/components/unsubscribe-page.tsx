import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { unsubscribeFromCartReminders } from '../api/cart-recovery.ts';

type State =
  { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /unsubscribe/{token}, the reminder's "stop" link: one click is enough, the page withdraws the
 * consent as it opens and says so in the page's language.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('checkout');
  const { token = '' } = useParams();
  const paths = usePaths();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);
  useDocumentTitle(t('recovery.unsubscribeTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unsubscribeFromCartReminders(token)
      .then((message) => setState({ kind: 'done', message: message || t('recovery.unsubscribed') }))
      .catch((error: Error) => setState({ kind: 'failed', message: error.message }));
  }, [token, t]);

  return (
    <div className="mx-auto max-w-3xl px-5 py-16 sm:px-6">
      <SectionHeading as="h1" align="start" title={t('recovery.unsubscribeTitle')} />
      {state.kind === 'working' && (
        <p role="status" className="mt-8 text-ink-soft">
          {t('recovery.unsubscribing')}
        </p>
      )}
      {state.kind === 'done' && (
        <p role="status" className="mt-8 text-ink" data-testid="unsubscribe-done">
          {state.message}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="mt-8 text-danger" data-testid="unsubscribe-error">
          {state.message}
        </p>
      )}
      <Link
        to={paths.home}
        className="mt-8 inline-block text-sm text-ink underline decoration-champagne underline-offset-4"
      >
        {t('recovery.home')}
      </Link>
    </div>
  );
}
