import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMarketingTags } from '@store/shared/schemas/marketing-tags';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MarketingScreen } from './marketing-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const SAVED: AdminMarketingTags = {
  ga4: { id: 'G-ABC123XYZ9', enabled: true },
  gtm: { id: '', enabled: false },
  meta: { id: '123456789012345', enabled: false },
  snap: { id: '', enabled: false },
  tiktok: { id: '', enabled: false },
  updatedAt: '2026-11-26T10:00:00.000Z',
};

function serve() {
  return fakeApi((call) => {
    if (call.path === '/api/admin/marketing-tags' && call.method === 'GET') return okBody(SAVED);
    if (call.path === '/api/admin/marketing-tags' && call.method === 'PUT') {
      return okBody({ ...(call.body as object), updatedAt: '2026-11-26T11:00:00.000Z' });
    }
    return undefined;
  });
}

describe('the Marketing & analytics screen', () => {
  it('refuses a malformed ID in the admin’s language and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderWithApp(<MarketingScreen />, { route: '/admin/marketing', language: 'ar' });
    const tiktok = await screen.findByTestId('marketing-tiktok-id');
    await user.type(tiktok, 'C4ABC');
    await user.click(screen.getByTestId('marketing-tiktok-enabled'));
    await user.click(screen.getByTestId('marketing-snap-enabled'));
    await user.click(screen.getByTestId('marketing-save'));
    expect(
      screen.getByText('هذا المعرّف ليس بالصيغة المتوقعة. 20 حرفًا ورقمًا، مثل C4A1B2C3D4E5F6G7H8I9.'),
    ).toBeTruthy();
    expect(screen.getByText('أدخل المعرّف، أو أوقف هذا الوسم.')).toBeTruthy();
    expect(tiktok.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('saves each tag’s ID and switch as typed', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderWithApp(<MarketingScreen />, { route: '/admin/marketing' });
    const ga4 = await screen.findByTestId('marketing-ga4-id');
    expect((ga4 as HTMLInputElement).value).toBe('G-ABC123XYZ9');
    await user.type(
      screen.getByTestId('marketing-snap-id'),
      'c9215353-76c9-4423-a615-21b4ac088222',
    );
    await user.click(screen.getByTestId('marketing-snap-enabled'));
    await user.click(screen.getByTestId('marketing-ga4-enabled'));
    await user.click(screen.getByTestId('marketing-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      ga4: { id: 'G-ABC123XYZ9', enabled: false },
      gtm: { id: '', enabled: false },
      meta: { id: '123456789012345', enabled: false },
      snap: { id: 'c9215353-76c9-4423-a615-21b4ac088222', enabled: true },
      tiktok: { id: '', enabled: false },
    });
    expect(within(document.body).getByText('Marketing tags saved')).toBeTruthy();
  });
});
