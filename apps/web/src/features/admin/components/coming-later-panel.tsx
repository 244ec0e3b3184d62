import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowIcon } from '../../../components/ui/icons.tsx';
import { adminSectionPath, type AdminSection } from '../../../config/admin-sections.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuth } from '../../../stores/use-auth.ts';
import { ADMIN_MENU } from '../admin-menu.ts';

/**
 * Stands in for a screen that is not built yet: says so plainly, and what the screen will do.
 * Nothing on it pretends to work.
 */
export function ComingLaterPanel({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const title = t(`nav.${section}`);
  useDocumentTitle(`${title} · ${t('documentTitle')}`);
  const Icon = ADMIN_MENU.flatMap((group) => group.items).find(
    (item) => item.section === section,
  )?.icon;

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={title}
        description={
          section === 'dashboard' && user ? t('welcome', { name: user.displayName }) : undefined
        }
      />
      <section
        data-testid="coming-later"
        aria-labelledby="coming-later-badge"
        className="relative overflow-hidden border border-line bg-paper px-6 py-10 sm:px-10 sm:py-14"
      >
        <div className="flex max-w-2xl flex-col items-start gap-5">
          {Icon && (
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
              <Icon size={24} />
            </span>
          )}
          <h2
            id="coming-later-badge"
            className="inline-flex items-center bg-champagne-light px-3 py-1 font-sans text-xs font-medium tracking-[0.14em] text-ink uppercase rtl:text-sm rtl:tracking-normal"
          >
            {t('comingLater.badge')}
          </h2>
          <p className="text-ink-soft">{t('comingLater.message')}</p>
          <div className="border-s-2 border-champagne ps-4">
            <h3 className="font-sans text-sm font-medium text-ink">
              {t('comingLater.plannedTitle')}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-soft">{t(`plans.${section}`)}</p>
          </div>
          {section !== 'dashboard' && (
            <Link
              to={adminSectionPath('dashboard')}
              className={buttonClass('secondary', 'sm', 'mt-2')}
            >
              <ArrowIcon size={14} className="rotate-180 rtl:rotate-0" />
              {t('comingLater.backToDashboard')}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
