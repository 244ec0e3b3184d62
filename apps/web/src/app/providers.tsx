import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { I18nProvider } from '../lib/i18n/i18n-context.tsx';
import type { I18n } from '../lib/i18n/translator.ts';
import { useRemoteTranslations } from './use-remote-translations.ts';

function RemoteTranslations() {
  useRemoteTranslations();
  return null;
}

export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RemoteTranslations />
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
