import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { StorefrontIcon } from '../../../components/admin/admin-icons.tsx';
import { storefrontPaths } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useBrand } from '../../../hooks/use-brand.ts';
import { adminSectionPath } from '../../../config/admin-sections.ts';
import { cx } from '../../../lib/class-names.ts';
import { ADMIN_MENU } from '../admin-menu.ts';

/**
 * The admin menu: grouped screens, the current one marked; the store one link away. `account`
 * (who is signed in) is for the drawer, where the top bar has no room to say it.
 */
export function AdminSidebar({
  onNavigate,
  account,
}: {
  onNavigate?: () => void;
  account?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const brand = useBrand();

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-line px-6">
        <span className="min-w-0 truncate font-display text-lg tracking-[0.18em] text-ink uppercase rtl:text-xl rtl:tracking-normal">
          {brand.name}
        </span>
        <span className="shrink-0 rounded-full bg-ink px-2 py-0.5 text-[0.625rem] tracking-[0.16em] text-ivory uppercase rtl:text-xs rtl:tracking-normal">
          {t('brand')}
        </span>
      </div>

      <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-3 py-5">
        {ADMIN_MENU.map(({ group, items }) => (
          <div key={group} className="mb-5 last:mb-0">
            <p
              id={`admin-menu-${group}`}
              className="px-3 pb-2 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-muted uppercase rtl:text-xs rtl:tracking-normal"
            >
              {t(`groups.${group}`)}
            </p>
            <ul aria-labelledby={`admin-menu-${group}`} className="flex flex-col gap-0.5">
              {items.map(({ section, icon: Icon }) => {
                return (
                  <li key={section}>
                    <NavLink
                      to={adminSectionPath(section)}
                      end={section === 'dashboard'}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cx(
                          // Touch-sized in the drawer; tighter in the sidebar, so the menu fits a laptop screen.
                          'group flex min-h-11 items-center gap-3 px-3 text-sm transition-colors lg:min-h-9',
                          'border-s-2',
                          isActive
                            ? 'border-gold-deep bg-ivory-deep/70 font-medium text-ink'
                            : 'border-transparent text-ink-soft hover:bg-ivory-deep/40 hover:text-ink',
                        )
                      }
                    >
                      <Icon size={19} className="shrink-0 text-gold-deep" />
                      <span className="min-w-0 leading-snug">{t(`nav.${section}`)}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>

      <div className="shrink-0 border-t border-line p-3">
        {account}
        <a
          href={storefrontPaths(language).home}
          target="_blank"
          rel="noopener"
          className="flex min-h-11 items-center gap-3 px-3 text-sm text-ink-soft transition-colors hover:text-ink"
        >
          <StorefrontIcon size={19} className="shrink-0 text-gold-deep" />
          {t('topBar.viewStore')}
        </a>
      </div>
    </div>
  );
}
