import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { adminSectionPath } from '../../../config/admin-sections.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** An address under /admin that names no screen. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={t('notFound.title')} description={t('notFound.message')} />
      <Link
        to={adminSectionPath('dashboard')}
        className={buttonClass('secondary', 'md', 'self-start')}
      >
        {t('notFound.backToDashboard')}
      </Link>
    </div>
  );
}
