import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { MOBILE_MENU_TOP_OFFSET_PX } from '@store/shared/constants';
import { useFocusTrap } from '../../hooks/use-focus-trap.ts';
import { useScrollLock } from '../../hooks/use-scroll-lock.ts';
import { cartStore } from '../../stores/cart-store.ts';
import { useCartCount } from '../../stores/use-cart.ts';
import { ArrowIcon } from '../ui/icons/arrow-icon.tsx';
import { BagIcon } from '../ui/icons/bag-icon.tsx';
import { Ltr } from '../ui/ltr.tsx';
import { AccountGreeting } from './account-greeting.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { navLinks } from './nav-links.ts';
import { usePaths } from '../../hooks/use-paths.ts';

/**
 * The phone menu (spec section 2): below the header (top offset 90 px); links and backdrop close
 * it, Escape closes it, and focus stays inside while it is open.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['common', 'nav']);
  const paths = usePaths();
  const panelRef = useRef<HTMLDivElement>(null);
  const count = useCartCount();
  useFocusTrap(panelRef, open, onClose);
  useScrollLock(open);
  if (!open) return null;

  return (
    <div className="lg:hidden">
      <div
        data-testid="mobile-menu-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-x-0 bottom-0 z-30 bg-ink/40 backdrop-blur-[2px]"
        style={{ top: MOBILE_MENU_TOP_OFFSET_PX }}
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('a11y.mobileNavigation')}
        tabIndex={-1}
        className="animate-fade-rise fixed inset-x-0 z-40 max-h-[calc(100dvh-90px)] overflow-y-auto border-t border-line bg-ivory px-6 pt-6 pb-10 shadow-veil"
        style={{ top: MOBILE_MENU_TOP_OFFSET_PX }}
      >
        <nav aria-label={t('a11y.mobileNavigation')}>
          <ul className="divide-y divide-line">
            {navLinks(paths).map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to}
                  onClick={onClose}
                  className="flex items-center justify-between py-5 font-display text-3xl text-ink"
                >
                  {t(`nav:${link.key}`)}
                  <ArrowIcon size={18} className="text-gold-deep rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 flex items-center justify-between gap-4">
          <button
            type="button"
            onClick={() => {
              onClose();
              cartStore.open();
            }}
            className="inline-flex min-h-11 items-center gap-3 text-sm tracking-[0.14em] uppercase rtl:tracking-normal"
          >
            <BagIcon size={20} />
            {t('cartButton.label')}
            {count > 0 && (
              <span className="rounded-full bg-ink px-2 text-xs leading-5 text-ivory">
                <Ltr>{count}</Ltr>
              </span>
            )}
          </button>
          <LanguageSwitch />
        </div>
        <AccountGreeting variant="menu" className="mt-6" onLogout={onClose} />
      </div>
    </div>
  );
}
