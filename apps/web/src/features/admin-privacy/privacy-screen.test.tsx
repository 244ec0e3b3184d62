import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyPolicy } from '@store/shared/schemas/privacy';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PrivacyScreen } from './privacy-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const POLICY: PrivacyPolicy = {
  version: 1,
  text: { en: 'Default policy.', ar: 'السياسة الافتراضية.' },
  retentionYears: 6,
  publishedAt: '2026-11-20T09:00:00.000Z',
};

function serve() {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/privacy-policy') return okBody(POLICY);
    if (call.method === 'PUT' && call.path === '/api/admin/privacy-policy') {
      const body = call.body as Pick<PrivacyPolicy, 'text' | 'retentionYears'>;
      return okBody({ ...POLICY, ...body, version: 2 });
    }
    return undefined;
  });
}

describe('the admin’s privacy screen', () => {
  it('refuses a retention shorter than six years and an empty text, and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderWithApp(<PrivacyScreen />, { route: '/admin/privacy' });
    const years = await screen.findByTestId('privacy-retention-years');
    await user.clear(years);
    await user.type(years, '3');
    await user.clear(screen.getByTestId('privacy-text-ar'));
    await user.click(screen.getByTestId('privacy-publish'));
    expect(await screen.findByText('A whole number of years from 6 to 15.')).toBeTruthy();
    expect(screen.getByText('Write the policy in this language.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('publishes the texts and the period as a new version', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderWithApp(<PrivacyScreen />, { route: '/admin/privacy' });
    const english = await screen.findByTestId('privacy-text-en');
    await user.clear(english);
    await user.type(english, 'Our own policy.');
    const years = screen.getByTestId('privacy-retention-years');
    await user.clear(years);
    await user.type(years, '8');
    await user.click(screen.getByTestId('privacy-publish'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      text: { en: 'Our own policy.', ar: 'السياسة الافتراضية.' },
      retentionYears: 8,
    });
    expect(
      await screen.findByText((text) => text.startsWith('Version 2 in force since')),
    ).toBeTruthy();
  });
});
