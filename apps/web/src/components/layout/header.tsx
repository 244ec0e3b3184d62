import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';
import { CloseIcon } from '../ui/icons/close-icon.tsx';
import { MenuIcon } from '../ui/icons/menu-icon.tsx';
import { UserIcon } from '../ui/icons/user-icon.tsx';
import { BrandMark } from './brand-mark.tsx';
import { CartButton } from './cart-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { navLinks } from './nav-links.ts';
import { usePaths } from '../../hooks/use-paths.ts';
import { useAuth } from '../../stores/use-auth.ts';

// Only a signed-in administrator sees the greeting: the shopper's first load goes without it.
const AccountGreeting = lazy(() =>
  import('./account-greeting.tsx').then((m) => ({ default: m.AccountGreeting })),
);
// The phone menu is a chunk of its own, fetched the first time it opens.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

/** Fixed header (spec section 2): wordmark, links, language switch, cart; a menu on phones. */
export function Header() {
  const { t } = useTranslation(['common', 'nav']);
  const paths = usePaths();
  const { isAuthenticated } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  if (menuOpen && !menuOpened) setMenuOpened(true);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const isActive = (to: string) => {
    if (to.includes('#')) {
      return location.pathname === paths.home && location.hash === to.slice(to.indexOf('#'));
    }
    if (to === paths.home) return location.pathname === paths.home && !location.hash;
    return (
      location.pathname.startsWith(to) ||
      (to === paths.products && location.pathname === paths.collections)
    );
  };

  return (
    <>
      <header
        className={cx(
          'fixed inset-x-0 top-0 z-50 h-header border-b transition-[background-color,border-color,box-shadow] duration-500',
          scrolled || menuOpen
            ? 'border-line bg-ivory/95 shadow-[0_1px_0_rgb(27_23_19/0.03)] backdrop-blur-md'
            : 'border-transparent bg-ivory/80 backdrop-blur-sm',
        )}
      >
        <div className="mx-auto grid h-full max-w-[90rem] grid-cols-[1fr_auto_1fr] items-center px-4 sm:px-6 lg:px-10">
          <div className="flex items-center">
            <button
              type="button"
              className="-ms-2 inline-flex size-11 items-center justify-center text-ink lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            </button>
            <nav aria-label={t('a11y.mainNavigation')} className="hidden lg:block">
              <ul className="flex items-center gap-9">
                {navLinks(paths).map((link) => (
                  <li key={link.key}>
                    <Link
                      to={link.to}
                      aria-current={isActive(link.to) ? 'page' : undefined}
                      className={cx(
                        'relative py-2 text-[0.75rem] tracking-[0.2em] uppercase transition-colors rtl:text-[0.95rem] rtl:tracking-normal',
                        'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-center after:scale-x-0 after:bg-champagne after:transition-transform after:duration-500 hover:after:scale-x-100',
                        isActive(link.to)
                          ? 'text-ink after:scale-x-100'
                          : 'text-ink-soft hover:text-ink',
                      )}
                    >
                      {t(`nav:${link.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <BrandMark onNavigate={closeMenu} />
          <div className="flex items-center justify-end gap-1 sm:gap-3">
            {isAuthenticated && (
              <Suspense fallback={null}>
                <AccountGreeting variant="bar" className="hidden lg:flex" />
              </Suspense>
            )}
            <LanguageSwitch className="hidden sm:flex" />
            {/* A plain link: the account's code and texts come with its page. */}
            <Link
              to={paths.account}
              aria-label={t('accountLink.label')}
              title={t('accountLink.label')}
              aria-current={location.pathname.startsWith(paths.account) ? 'page' : undefined}
              className="inline-flex size-11 items-center justify-center text-ink transition-colors hover:text-gold-deep"
              data-testid="header-account"
            >
              <UserIcon size={22} />
            </Link>
            <CartButton />
          </div>
        </div>
      </header>
      {/* A sibling, not a child: the header's backdrop filter would become the menu's containing block. */}
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
