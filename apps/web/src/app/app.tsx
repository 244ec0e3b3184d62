import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import type { I18n } from '../lib/i18n/translator.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App({ i18n, queryClient }: { i18n: I18n; queryClient: QueryClient }) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<PageSpinner fullScreen />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
