import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/**
 * Holds the admin routes (/admin, /admin-test, /auth, /login, /admin/login) in their own chunk
 * until the auth and admin issues build them, so no admin code ever loads on the storefront.
 */
export function AdminPlaceholder() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPlaceholder.title'));
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-ivory px-6 text-center"
    >
      <h1 className="font-display text-display-lg">{t('adminPlaceholder.title')}</h1>
      <p className="mt-4 max-w-md text-ink-soft">{t('adminPlaceholder.description')}</p>
      <Link to={paths.home} className={buttonClass('secondary', 'md', 'mt-10')}>
        {t('adminPlaceholder.back')}
      </Link>
    </main>
  );
}
