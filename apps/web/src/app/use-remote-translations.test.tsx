import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationsQuery } from '../api/get-translations.ts';
import { createI18n } from '../lib/i18n/i18n.ts';
import { render, screen } from '@testing-library/react';
import { mockApi } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { mergeCachedRemoteTranslations } from './use-remote-translations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('remote translations before the first render', () => {
  it('merges the administrator’s texts already in the cache, before anything renders', async () => {
    const { i18n, ready, stopFollowing } = createI18n();
    await ready;
    const client = new QueryClient();
    client.setQueryData(translationsQuery('en').queryKey, { en: { nav: { home: 'Atelier' } } });
    mergeCachedRemoteTranslations(i18n, client, 'en');
    expect(i18n.t('nav:home')).toBe('Atelier');
    stopFollowing();
  });

  it('does not merge the same answer again when the app mounts: no second render of every text', async () => {
    const answer = { en: { nav: { home: 'Atelier' } } };
    vi.stubGlobal('fetch', mockApi({ '/api/content/translations': answer }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(translationsQuery('en').queryKey, answer);
    const { i18n, ready, stopFollowing } = createI18n();
    await ready;
    mergeCachedRemoteTranslations(i18n, queryClient, 'en');
    const added = vi.fn();
    i18n.subscribe(added);
    render(
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <p>{i18n.t('nav:home')}</p>
      </AppProviders>,
    );
    expect(await screen.findByText('Atelier')).toBeTruthy();
    // The effect has run with the cached answer by now; let any late merge show itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added).not.toHaveBeenCalled();
    stopFollowing();
  });
});
