import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import type { ContentVersion } from '@store/shared/schemas/content';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ContentScreen } from './content-screen.tsx';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { homepageFixture } from './test/homepage-fixture.ts';

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of toastStore.getState()) toastStore.dismiss(toast.id);
});

const footerVersions: ContentVersion[] = [3, 2, 1].map((version) => ({
  versionId: `00000000-0000-4000-8000-00000000000${version}`,
  section: 'footer',
  version,
  changeLog: version === 1 ? 'Initial content' : `Footer edit ${version}`,
  createdAt: `2026-11-2${version}T10:00:00.000Z`,
  createdBy: version === 1 ? null : 'admin@anbar.example',
  content: DEFAULT_TRANSLATIONS.footer,
}));

/** The content API with the fixture home page; `extra` answers first. */
function contentApi(extra?: (call: Call) => { status?: number; body: unknown } | undefined) {
  let homepage = homepageFixture();
  return fakeApi((call) => {
    const more = extra?.(call);
    if (more) return more;
    if (call.path === '/api/homepage') return okBody(homepage);
    // The server keeps what was saved: a refetch after a save reads it back.
    if (call.path === '/api/homepage/hero' && call.method === 'PUT') {
      homepage = { ...homepage, hero: call.body as typeof homepage.hero };
      return okBody(homepage.hero);
    }
    if (call.path === '/api/homepage/section/seo') {
      homepage = { ...homepage, seo: call.body as typeof homepage.seo };
      return okBody(homepage);
    }
    if (call.path === '/api/homepage/section/maintenance') {
      homepage = { ...homepage, ...(call.body as object) };
      return okBody(homepage);
    }
    const section = /^\/api\/content\/(\w+)$/.exec(call.path)?.[1];
    if (section && call.method === 'GET') {
      return okBody({
        section,
        content: DEFAULT_TRANSLATIONS[section as 'nav'],
        version: 1,
        updatedAt: '2026-11-20T10:00:00.000Z',
      });
    }
    if (call.path.startsWith('/api/content/footer/history')) return okBody(footerVersions);
    return undefined;
  });
}

async function renderScreen(route = '/admin/content', language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Texts>
      <ContentScreen />
    </Texts>,
    { route, language },
  );
}

describe('the home page tab', () => {
  it('edits the home page search listing with counters and a live preview, and saves it', async () => {
    const api = contentApi();
    await renderScreen();
    const user = userEvent.setup();
    const title = await screen.findByTestId('home-seo-title-en');
    expect(screen.getByTestId('home-seo-preview-en-title').textContent).toBe('Maison');
    expect(screen.getByTestId('home-seo-preview-en-address').textContent).toBe(
      `https://${window.location.host}/en`,
    );
    await user.clear(title);
    await user.type(title, 'Maison Anbar: luxury perfumes, oud and amber from Arabia');
    expect(screen.getByTestId('home-seo-preview-en-title').textContent).toBe(
      'Maison Anbar: luxury perfumes, oud and amber from Arabia',
    );
    expect(screen.getByTestId('home-seo-title-en-count').getAttribute('data-state')).toBe('ok');
    await user.type(title, ' since 1901');
    expect(screen.getByTestId('home-seo-title-en-count').getAttribute('data-state')).toBe('long');
    await user.click(screen.getByTestId('seo-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/homepage/section/seo',
      body: {
        title: {
          en: 'Maison Anbar: luxury perfumes, oud and amber from Arabia since 1901',
          ar: 'دار',
        },
      },
    });
  });

  it('shows the home page search listing in Arabic, right to left', async () => {
    contentApi();
    await renderScreen('/admin/content', 'ar');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('home-seo-description-ar'), 'عطور فاخرة');
    expect(screen.getByTestId('home-seo-preview-ar-description').textContent).toBe('عطور فاخرة');
    expect(screen.getByTestId('home-seo-preview-ar').getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('الظهور في محركات البحث')).toBeTruthy();
  });

  it('saves an edited hero title and confirms', async () => {
    const api = contentApi();
    await renderScreen();
    const user = userEvent.setup();
    const title = await screen.findByTestId('hero-title-en');
    await user.clear(title);
    await user.type(title, 'Amber Nights');
    await user.click(screen.getByTestId('hero-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const [write] = api.writes();
    expect(write).toMatchObject({ method: 'PUT', path: '/api/homepage/hero' });
    expect(write!.body).toMatchObject({
      title: { en: 'Amber Nights', ar: 'عطور خالدة' },
      images: { slideshow: homepageFixture().hero.images.slideshow },
    });
    expect(await screen.findByText('Hero section updated')).toBeTruthy();
  });

  it('shows the spec failure toast and keeps what was typed', async () => {
    contentApi((call) =>
      call.method === 'PUT'
        ? {
            status: 500,
            body: { success: false, code: 'INTERNAL_ERROR', message: 'Database down' },
          }
        : undefined,
    );
    await renderScreen();
    const user = userEvent.setup();
    const title = await screen.findByTestId('hero-title-en');
    await user.clear(title);
    await user.type(title, 'Amber Nights');
    await user.click(screen.getByTestId('hero-save'));
    expect(await screen.findByText('Failed to update hero section')).toBeTruthy();
    expect(screen.getByText('Database down')).toBeTruthy();
    expect(title).toHaveProperty('value', 'Amber Nights');
  });

  it('refuses a blank Arabic title in Arabic, sending nothing', async () => {
    const api = contentApi();
    await renderScreen('/admin/content', 'ar');
    const user = userEvent.setup();
    await user.clear(await screen.findByTestId('hero-title-ar'));
    await user.click(screen.getByTestId('hero-save'));
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('switches maintenance mode on', async () => {
    const api = contentApi();
    await renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('maintenance-toggle'));
    await user.type(screen.getByTestId('maintenance-message-en'), 'Back at noon');
    await user.click(screen.getByTestId('maintenance-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/homepage/section/maintenance',
      body: { maintenanceMode: true, maintenanceMessage: { en: 'Back at noon', ar: '' } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('maintenance-status').textContent).toBe(
        'The store is closed to shoppers',
      ),
    );
  });

  it('adds a featured collection through its dialog, checking it first', async () => {
    const api = contentApi((call) =>
      call.path === '/api/homepage/featured-collections/collection'
        ? okBody({
            ...homepageFixture().featuredCollections,
            collections: [
              ...homepageFixture().featuredCollections.collections,
              { id: 'new', ...(call.body as object) },
            ],
          })
        : undefined,
    );
    await renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('collection-add'));
    const dialog = await screen.findByTestId('collection-dialog');
    await user.type(within(dialog).getByTestId('collection-name-en'), 'Oud Rituals');
    await user.clear(within(dialog).getByTestId('collection-link'));
    await user.type(within(dialog).getByTestId('collection-link'), 'products');
    await user.click(screen.getByTestId('collection-save'));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(
      within(dialog).getByText(
        'Enter a path starting with / or an address starting with http:// or https://.',
      ),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.type(within(dialog).getByTestId('collection-name-ar'), 'طقوس العود');
    await user.type(within(dialog).getByTestId('collection-image'), '/images/oud.svg');
    await user.clear(within(dialog).getByTestId('collection-link'));
    await user.type(within(dialog).getByTestId('collection-link'), '/products?category=oud');
    await user.click(screen.getByTestId('collection-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/homepage/featured-collections/collection',
      body: {
        name: { en: 'Oud Rituals', ar: 'طقوس العود' },
        description: { en: '', ar: '' },
        image: '/images/oud.svg',
        link: '/products?category=oud',
      },
    });
    expect(await screen.findByText('Featured collection added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('collection-dialog')).toBeNull());
  });

  it('saves the collections heading with the collections unchanged', async () => {
    const api = contentApi((call) =>
      call.path === '/api/homepage/featured-collections' ? okBody(call.body) : undefined,
    );
    await renderScreen();
    const user = userEvent.setup();
    const title = await screen.findByTestId('collections-title-en');
    await user.clear(title);
    await user.type(title, 'Our Houses');
    await user.click(screen.getByTestId('collections-heading-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      ...homepageFixture().featuredCollections,
      title: { en: 'Our Houses', ar: 'المجموعات' },
    });
  });

  it('saves the about section with its values and keeps their keys', async () => {
    const api = contentApi((call) =>
      call.path === '/api/homepage/about' ? okBody(call.body) : undefined,
    );
    await renderScreen();
    const user = userEvent.setup();
    const valueTitle = await screen.findByLabelText('Arabic', {
      selector: '#about-value-craftsmanship-title-ar',
    });
    await user.clear(valueTitle);
    await user.type(valueTitle, 'الإتقان');
    await user.click(screen.getByTestId('about-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      ...homepageFixture().about,
      values: [
        {
          key: 'craftsmanship',
          title: { en: 'Craftsmanship', ar: 'الإتقان' },
          description: { en: 'By hand', ar: 'يدويًا' },
        },
      ],
    });
  });

  it('says when the home page cannot be loaded', async () => {
    fakeApi(() => ({
      status: 500,
      body: { success: false, code: 'INTERNAL_ERROR', message: 'x' },
    }));
    await renderScreen();
    expect(await screen.findByText('Failed to fetch homepage content')).toBeTruthy();
  });
});

describe('the translations tab', () => {
  it('shows both languages side by side and reports a blank text before saving', async () => {
    const api = contentApi();
    await renderScreen('/admin/content?tab=translations&section=nav');
    const user = userEvent.setup();
    const home = await screen.findByTestId('translation-input-ar-home');
    expect(home).toHaveProperty('value', DEFAULT_TRANSLATIONS.nav.ar.home);
    expect(home.getAttribute('dir')).toBe('rtl');
    await user.clear(home);
    await user.type(screen.getByTestId('translations-changelog'), 'Shorter labels');
    await user.click(screen.getByTestId('translations-save'));
    expect(await screen.findByText('This text may not be empty.')).toBeTruthy();
    expect(screen.getByTestId('translations-summary').textContent).toBe('1 problem to fix');
    expect(api.writes()).toEqual([]);
  });

  it('asks for a change log, checks on the server, then saves', async () => {
    const api = contentApi((call) => {
      if (call.path === '/api/content/nav/validate') return okBody({ valid: true, errors: [] });
      if (call.path === '/api/content/nav' && call.method === 'PUT') {
        const body = call.body as { content: unknown };
        return okBody({ section: 'nav', content: body.content, version: 2, updatedAt: 'x' });
      }
      return undefined;
    });
    await renderScreen('/admin/content?tab=translations&section=nav');
    const user = userEvent.setup();
    const home = await screen.findByTestId('translation-input-en-home');
    await user.clear(home);
    await user.type(home, 'Maison');
    await user.click(screen.getByTestId('translations-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.type(screen.getByTestId('translations-changelog'), 'Home label');
    await user.click(screen.getByTestId('translations-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    const [validate, save] = api.writes();
    expect(validate!.path).toBe('/api/content/nav/validate');
    expect(save).toMatchObject({
      method: 'PUT',
      path: '/api/content/nav',
      body: {
        changeLog: 'Home label',
        content: {
          en: { ...DEFAULT_TRANSLATIONS.nav.en, home: 'Maison' },
          ar: DEFAULT_TRANSLATIONS.nav.ar,
        },
      },
    });
    expect(await screen.findByText('Translations saved')).toBeTruthy();
  });

  it('shows the server check’s problems under their texts, saving nothing', async () => {
    const api = contentApi((call) =>
      call.path === '/api/content/nav/validate'
        ? okBody({ valid: false, errors: [{ field: 'ar.about', message: 'is reserved' }] })
        : undefined,
    );
    await renderScreen('/admin/content?tab=translations&section=nav');
    const user = userEvent.setup();
    await screen.findByTestId('translation-input-en-home');
    await user.click(screen.getByTestId('translations-validate'));
    const row = await screen.findByTestId('translation-row-about');
    expect(await within(row).findByText('is reserved')).toBeTruthy();
    expect(api.writes().map((c) => c.path)).toEqual(['/api/content/nav/validate']);
  });
});

describe('leaving a translation section with unsaved edits', () => {
  it('asks first, and stays when the admin cancels', async () => {
    contentApi();
    await renderScreen('/admin/content?tab=translations&section=nav');
    const user = userEvent.setup();
    const home = await screen.findByTestId('translation-input-en-home');
    await user.type(home, '!');
    await user.click(screen.getByTestId('translations-section-footer'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location').textContent).toContain('section=nav');
    expect(home).toHaveProperty('value', `${DEFAULT_TRANSLATIONS.nav.en.home}!`);

    await user.click(screen.getByTestId('translations-section-footer'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('section=footer'),
    );
  });
});

describe('the history tab', () => {
  it('lists the versions and rolls back to one after a confirmation', async () => {
    const api = contentApi((call) =>
      call.path === '/api/content/footer/rollback'
        ? okBody({ section: 'footer', content: {}, version: 4, updatedAt: 'x' })
        : undefined,
    );
    await renderScreen('/admin/content?tab=history&section=footer');
    const user = userEvent.setup();
    expect(await screen.findByTestId('history-row-3')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/content/footer/history?limit=10')).toBe(true);
    // The current version cannot be "restored"; older ones can.
    expect(screen.queryByTestId('history-rollback-3')).toBeNull();
    await user.click(screen.getByTestId('history-rollback-2'));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByTestId('rollback-note'), 'Undo the sale banner');
    expect(api.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/content/footer/rollback',
      body: { versionId: footerVersions[1]!.versionId, changeLog: 'Undo the sale banner' },
    });
    expect(await screen.findByText('Rolled back to version 2')).toBeTruthy();
  });

  it('cancelling the confirmation rolls nothing back', async () => {
    const api = contentApi();
    await renderScreen('/admin/content?tab=history&section=footer');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('history-rollback-1'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.writes()).toEqual([]);
  });
});
