import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import { useHomepage } from '../../api/get-homepage.ts';
import { Header } from '../../components/layout/header.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { ConsentManager } from '../../features/consent/components/consent-manager.tsx';
import { CookiePreferencesLink } from '../../features/consent/components/cookie-preferences-link.tsx';
import { useHashScroll } from '../../hooks/use-hash-scroll.ts';
import { useScrollToTop } from '../../hooks/use-scroll-to-top.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { PageReady } from '../page-ready.tsx';

// Below every page's content: its own chunk, out of the first load. The server's render waits for
// it (a prerender), and the browser keeps that footer until its code is in.
const Footer = lazy(() =>
  import('../../components/layout/footer.tsx').then((m) => ({ default: m.Footer })),
);
// Closed when a page first shows: its code (lines, discount code, delivery estimate) loads just
// after the page's, so it is there, with its slide, by the time a shopper opens it.
const CartDrawer = lazy(() =>
  import('../../features/cart/components/cart-drawer.tsx').then((m) => ({
    default: m.CartDrawer,
  })),
);
// Shown 2 s after the page (spec section 2): its code has time to come.
const WhatsAppButton = lazy(() =>
  import('../../components/layout/whatsapp-button.tsx').then((m) => ({
    default: m.WhatsAppButton,
  })),
);
// Shown only while the store is closed for maintenance.
const MaintenanceScreen = lazy(() =>
  import('../../components/layout/maintenance-screen.tsx').then((m) => ({
    default: m.MaintenanceScreen,
  })),
);

/**
 * The shopper's frame. Waits for the home-page content (spec: a spinner while it loads) because
 * its maintenance flag decides whether the store shows at all; when it fails, the store shows.
 */
export function StorefrontLayout() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const homepage = useHomepage();
  useScrollToTop();
  useHashScroll();

  if (homepage.isPending) return <PageSpinner fullScreen />;
  if (homepage.data?.maintenanceMode) {
    // The notice is the whole page: it is ready as soon as it shows (page-ready.tsx).
    return (
      <Suspense fallback={<PageSpinner fullScreen />}>
        <MaintenanceScreen customMessage={localize(homepage.data.maintenanceMessage, language)} />
        <PageReady />
      </Suspense>
    );
  }

  return (
    <>
      <a
        href="#main"
        className="fixed start-4 top-2 z-[80] -translate-y-24 bg-ink px-4 py-3 text-sm text-ivory focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-svh pt-header outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer
          legalLinks={
            <CookiePreferencesLink className="ms-3 text-ivory/70 underline decoration-ivory/30 underline-offset-4 transition-colors hover:text-ivory" />
          }
        />
      </Suspense>
      <Suspense fallback={null}>
        <CartDrawer />
      </Suspense>
      <Suspense fallback={null}>
        <WhatsAppButton />
      </Suspense>
      <ConsentManager />
    </>
  );
}
