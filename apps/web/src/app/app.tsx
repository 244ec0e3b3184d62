import { Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import type { I18n } from '../lib/i18n/translator.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

const inBrowser = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * The whole app. `router` wraps the routes: the browser's history here, a StaticRouter in the
 * server's render (src/entry-server.tsx), which passes its own so the browser's bundle has none.
 */
export function App({
  i18n,
  queryClient,
  router = inBrowser,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  router?: (routes: ReactNode) => ReactNode;
}) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      {router(
        <Suspense fallback={<PageSpinner fullScreen />}>
          <AppRoutes />
        </Suspense>,
      )}
    </AppProviders>
  );
}
