import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Language } from '@store/shared/locales';
import { AppProviders } from '../app/providers.tsx';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { createI18n } from '../lib/i18n/i18n.ts';
import { ensurePageTexts } from '../lib/i18n/language-bundles.ts';

/** Shows the router's current location, so tests can assert URL changes. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

/** Renders with the app's providers (i18n in the given language, a fresh query cache, a router). */
export async function renderWithApp(
  ui: ReactElement,
  {
    language = 'en',
    route = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { language?: Language; route?: string; queryClient?: QueryClient } = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.language, language);
  const { i18n, ready, stopFollowing } = createI18n();
  onTestFinished(stopFollowing);
  // As the route table's loaders do for the pages that show them.
  await Promise.all([ready, ensurePageTexts()]);
  const result = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, i18n, queryClient, stopFollowing };
}

/** A fetch that answers API paths from a table of envelopes; unknown paths get a 404 envelope. */
export function mockApi(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body = routes[url.pathname];
    if (body === undefined) {
      return new Response(
        JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }),
        {
          status: 404,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    return new Response(JSON.stringify({ success: true, data: body }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
