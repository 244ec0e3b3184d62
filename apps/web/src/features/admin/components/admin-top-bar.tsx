import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { LanguageSwitch } from '../../../components/layout/language-switch.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { LogoutIcon } from '../../../components/ui/icons/logout-icon.tsx';
import { MenuIcon } from '../../../components/ui/icons/menu-icon.tsx';
import { useBrand } from '../../../hooks/use-brand.ts';
import type { AuthenticatedUser } from '../../../lib/auth/auth-user.ts';
import { AdminAccount } from './admin-account.tsx';

/** Menu button (below desktop width), the admin's name and role, the language, sign out. */
export function AdminTopBar({
  user,
  menuOpen,
  onToggleMenu,
  onSignOut,
}: {
  user: AuthenticatedUser;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('admin');
  const brand = useBrand();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-ivory/95 px-3 backdrop-blur-md sm:gap-4 sm:px-6 lg:px-10">
      <button
        type="button"
        onClick={onToggleMenu}
        aria-expanded={menuOpen}
        aria-controls="admin-menu"
        aria-label={menuOpen ? t('topBar.closeMenu') : t('topBar.openMenu')}
        className="inline-flex size-11 items-center justify-center text-ink lg:hidden"
      >
        {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
      </button>
      <span className="min-w-0 truncate font-display text-base tracking-[0.16em] text-ink uppercase sm:text-lg lg:hidden rtl:tracking-normal">
        {brand.name}
      </span>

      <div className="ms-auto flex items-center gap-1 sm:gap-3">
        <AdminAccount user={user} className="hidden max-w-[16rem] sm:flex" />
        <span aria-hidden="true" className="hidden h-8 w-px bg-line sm:block" />
        <LanguageSwitch />
        <button
          type="button"
          onClick={onSignOut}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 px-2 text-sm text-ink-soft transition-colors hover:text-ink sm:px-3"
        >
          <LogoutIcon size={20} className="rtl:-scale-x-100" />
          <span className="sr-only sm:not-sr-only">{t('topBar.signOut')}</span>
        </button>
      </div>
    </header>
  );
}
