import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { makeSettings } from '../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

const text = (en: string, ar = '') => ({ en, ar });

function homepage(overrides: Partial<HomepageResponse> = {}): HomepageResponse {
  return {
    maintenanceMode: false,
    maintenanceMessage: text(''),
    showAboutSection: true,
    showCategories: true,
    showContact: true,
    hero: {
      showSection: true,
      badge: text('Badge'),
      title: text('Timeless Scents'),
      subtitle: text('Subtitle'),
      cta: { primary: { text: text('Explore') }, secondary: { text: text('Contact Us') } },
      images: { slideshow: [] },
    },
    about: {
      title: text('Our Story'),
      subtitle: text(''),
      description: text(''),
      legacy: text(''),
      image: null,
      values: [],
    },
    featuredCollections: { title: text('Collections'), subtitle: text(''), collections: [] },
    contact: { title: text('Get in Touch'), subtitle: text('') },
    seo: { title: text(''), description: text('') },
    lastUpdated: '2025-01-01T00:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

function stubApi(content: HomepageResponse) {
  vi.stubGlobal(
    'fetch',
    mockApi({ '/api/homepage': content, '/api/public/site-settings': makeSettings() }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('replaces the store with the maintenance notice (default text) when the flag is on', async () => {
    stubApi(homepage({ maintenanceMode: true }));
    await renderWithApp(<AppRoutes />, { route: '/products' });
    expect(await screen.findByRole('heading', { name: 'Site Under Maintenance' })).toBeTruthy();
    expect(
      screen.getByText(
        'We are currently performing maintenance to improve your experience. Please try again soon!',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Thank you for your patience and understanding')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the custom maintenance message, in Arabic on an Arabic page', async () => {
    stubApi(
      homepage({ maintenanceMode: true, maintenanceMessage: text('Back at noon', 'نعود ظهرًا') }),
    );
    await renderWithApp(<AppRoutes />, { route: '/ar', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الموقع تحت الصيانة' })).toBeTruthy();
    expect(screen.getByText('نعود ظهرًا')).toBeTruthy();
  });

  it('answers an unknown path with the 404 page and its links, in the address’s language', async () => {
    stubApi(homepage());
    await renderWithApp(<AppRoutes />, { route: '/en/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    const main = screen.getByRole('main');
    const hrefs = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/en', '/en/products', '/en#about', '/en#contact']);
    expect(screen.getByRole('button', { name: 'View your cart' })).toBeTruthy();
  });

  it('keeps the admin routes outside the storefront: no maintenance gate on sign-in', async () => {
    stubApi(homepage({ maintenanceMode: true }));
    await renderWithApp(<AppRoutes />, { route: '/auth' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Site Under Maintenance' })).toBeNull();
  });

  it('renders the home page with its hero from the content', async () => {
    stubApi(homepage());
    await renderWithApp(<AppRoutes />, { route: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeless Scents' })).toBeTruthy();
    expect(screen.getAllByTestId('hero-dot')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/en/products');
  });

  it('hides the hero when its flag is off', async () => {
    const content = homepage();
    stubApi({ ...content, hero: { ...content.hero, showSection: false } });
    await renderWithApp(<AppRoutes />, { route: '/en' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('heading', { name: 'Timeless Scents' })).toBeNull();
  });
});
