import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** What a signed-in user without the required role sees (spec sections 4 and 6). */
export function AccessDenied({ role }: { role: string }) {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('accessDenied.documentTitle'));
  // The first page of the visit has nowhere to go back to inside the app: go to the store instead.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-ivory px-6 text-center"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-rose-light text-rose-deep">
        <AlertIcon size={26} />
      </span>
      <h1 className="mt-6 font-display text-display-md text-ink">{t('accessDenied.title')}</h1>
      <p className="mt-4 max-w-md text-ink-soft">{t('accessDenied.message', { role })}</p>
      <Button variant="secondary" className="mt-10" onClick={goBack}>
        {t('accessDenied.goBack')}
      </Button>
    </main>
  );
}
