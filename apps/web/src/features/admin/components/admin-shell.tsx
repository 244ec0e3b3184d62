/**
 * The admin shell: sidebar menu, top bar (the admin's name, language, sign out) and the screen.
 *
 * How the admin area is put together (a README for whoever adds the next screen):
 * - Each screen is its own feature, `src/features/admin-<name>/` (admin-products, admin-orders, …),
 *   with its api/, components/, hooks/. ESLint's feature boundaries then keep screens independent
 *   of each other and of this shell; what they share lives in shared folders:
 *   `components/admin/` (page header, list loading/empty/error states, icons), `config/
 *   admin-sections.ts` (the screens and their paths), `stores/use-auth.ts` (who is signed in).
 * - `app/routes/admin-area.tsx` composes it all: the guard, the session watch, this shell, and one
 *   route per screen. Each screen is registered, lazily, in
 *   `app/routes/admin-screens.ts`.
 * - Texts: a namespace per screen in `locales/{en,ar}/`, listed in `locales/admin-area.ts`; they
 *   load with the admin chunks, never with the storefront, and the parity test covers them.
 * - Nothing here is imported by the storefront: the router loads the admin area lazily.
 */
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useFocusTrap } from '../../../hooks/use-focus-trap.ts';
import { useScrollLock } from '../../../hooks/use-scroll-lock.ts';
import type { AuthenticatedUser } from '../../../lib/auth/auth-user.ts';
import { cx } from '../../../lib/class-names.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { AdminAccount } from './admin-account.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { AdminTopBar } from './admin-top-bar.tsx';

/** Below this width the menu is a drawer (phones, tablets held upright). */
const DESKTOP_QUERY = '(min-width: 64rem)';

export function AdminShell({ user, children }: { user: AuthenticatedUser; children: ReactNode }) {
  const { t } = useTranslation(['common', 'admin']);
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useFocusTrap(drawerRef, menuOpen, closeMenu);
  useScrollLock(menuOpen);

  // A new screen, or a window grown to desktop width, closes the drawer.
  useEffect(() => closeMenu(), [pathname, closeMenu]);
  useEffect(() => {
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    if (!desktop) return;
    const onChange = () => desktop.matches && closeMenu();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [closeMenu]);

  const signOut = () => {
    void authStore.logout();
    toast.success(t('account.logoutSuccess'));
  };

  return (
    <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="fixed start-4 top-2 z-[80] -translate-y-24 bg-ink px-4 py-3 text-sm text-ivory focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>

      {/* Desktop: a column of the grid. */}
      <aside className="sticky top-0 hidden h-dvh border-e border-line bg-paper lg:block">
        <AdminSidebar />
      </aside>

      {/* Phones and tablets: a drawer from the start side. */}
      {menuOpen && (
        <div className="lg:hidden">
          <div
            aria-hidden="true"
            data-testid="admin-menu-backdrop"
            onClick={closeMenu}
            className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px]"
          />
          <div
            ref={drawerRef}
            id="admin-menu"
            role="dialog"
            aria-modal="true"
            aria-label={t('admin:nav.label')}
            tabIndex={-1}
            className={cx(
              'fixed inset-y-0 start-0 z-50 w-[min(19rem,85vw)] border-e border-line bg-paper shadow-veil',
              'animate-fade-rise',
            )}
          >
            <AdminSidebar
              onNavigate={closeMenu}
              account={<AdminAccount user={user} withEmail className="px-3 pt-1 pb-3" />}
            />
          </div>
        </div>
      )}

      <div className="flex min-w-0 flex-col">
        <AdminTopBar
          user={user}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          onSignOut={signOut}
        />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-[90rem] flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10 lg:py-10"
        >
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
