import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANUAL_CARRIERS, type CarrierSettings } from '@store/shared/schemas/carriers';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CarriersScreen } from './carriers-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

function settingsOf(): CarrierSettings {
  return {
    oto: {
      mode: 'simulator',
      hasRefreshToken: false,
      refreshTokenLast4: null,
      refreshTokenSource: null,
      hasWebhookSecret: false,
      webhookSecretSource: null,
      pickupLocationCode: '',
      deliveryOptionId: null,
      source: 'environment',
      webhookUrl: 'https://store.example/api/carriers/oto/webhook',
      updatedAt: null,
    },
    manual: {
      carriers: Object.values(MANUAL_CARRIERS).map((carrier) => ({
        id: carrier.id,
        name: carrier.name,
        trackingUrlTemplate: carrier.trackingUrlTemplate,
        defaultTemplate: carrier.trackingUrlTemplate,
        example: carrier.example,
      })),
      updatedAt: null,
    },
  };
}

function serve() {
  const settings = settingsOf();
  const api = fakeApi((call) => {
    if (call.path === '/api/admin/carriers/settings') return okBody(settings);
    if (call.path === '/api/admin/carriers/oto' && call.method === 'PUT') {
      return okBody({
        ...settings,
        oto: {
          ...settings.oto,
          mode: 'test',
          hasRefreshToken: true,
          refreshTokenLast4: 'wxyz',
          refreshTokenSource: 'stored',
          source: 'stored',
          updatedAt: '2026-11-21T10:00:00.000Z',
        },
      });
    }
    if (call.path === '/api/admin/carriers/oto/test-connection') {
      return okBody({
        ok: false,
        outcome: 'refused',
        mode: 'test',
        message: 'OTO refused the token',
        providerMessage: 'Invalid refresh token',
      });
    }
    if (call.path === '/api/admin/carriers/manual' && call.method === 'PUT') {
      return okBody(settings);
    }
    return undefined;
  });
  return api;
}

describe('the carriers screen', () => {
  it('saves OTO’s mode and token (sent only when typed), and tests the connection', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderWithApp(<CarriersScreen />, { route: '/admin/carriers' });
    const oto = await screen.findByTestId('carriers-oto');
    expect(within(oto).getByText(/store\.example\/api\/carriers\/oto\/webhook/)).toBeTruthy();
    await user.click(within(oto).getByTestId('carriers-oto-mode-test'));
    await user.type(within(oto).getByTestId('carriers-oto-token'), 'AMf-token-wxyz');
    await user.click(within(oto).getByTestId('carriers-oto-test'));
    const result = await within(oto).findByTestId('carriers-oto-test-result');
    expect(result.textContent).toContain('Invalid refresh token');
    expect(api.calls.find((call) => call.path.endsWith('/test-connection'))!.body).toEqual({
      mode: 'test',
      refreshToken: 'AMf-token-wxyz',
    });

    await user.click(within(oto).getByTestId('carriers-oto-save'));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/admin/carriers/oto')).toBe(true),
    );
    expect(api.calls.find((call) => call.path === '/api/admin/carriers/oto')!.body).toEqual({
      mode: 'test',
      refreshToken: 'AMf-token-wxyz',
      pickupLocationCode: '',
      deliveryOptionId: null,
    });
    await waitFor(() =>
      expect(screen.getByText('Saved, ending in wxyz. Leave empty to keep it.')).toBeTruthy(),
    );
  });

  it('checks a tracking page as typed and saves the other courier', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderWithApp(<CarriersScreen />, { route: '/admin/carriers', language: 'ar' });
    const manual = await screen.findByTestId('carriers-manual');
    const custom = within(manual).getByTestId('carriers-template-custom');
    await user.type(custom, 'http://track.example/{{tracking}');
    expect(within(manual).getByText('عنوان https، و{tracking} مكان الرقم.')).toBeTruthy();
    await user.click(within(manual).getByTestId('carriers-manual-save'));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(custom);
    await user.type(custom, 'https://track.example/p/{{tracking}');
    await user.clear(within(manual).getByTestId('carriers-custom-name-ar'));
    await user.type(within(manual).getByTestId('carriers-custom-name-ar'), 'مندوبنا');
    await user.click(within(manual).getByTestId('carriers-manual-save'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'PUT')!.body as {
      customName: { ar: string };
      templates: Record<string, string | null>;
    };
    expect(sent.customName.ar).toBe('مندوبنا');
    expect(sent.templates.custom).toBe('https://track.example/p/{tracking}');
    expect(sent.templates.smsa).toBeNull();
  });
});
