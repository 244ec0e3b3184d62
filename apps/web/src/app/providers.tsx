import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/ui/toaster.tsx';
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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RemoteTranslations />
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
