import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '@store/shared/schemas/payments';
import { renderWithApp } from '../../test/render.tsx';
import { PaymentSettingsScreen } from './payment-settings-screen.tsx';

const SECRET = 'EKx-super-secret-value-7731';

function settingsOf(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return {
    mode: 'sandbox',
    clientId: 'AbC-client-id',
    hasClientSecret: true,
    clientSecretSource: 'stored',
    settlementCurrency: 'USD',
    settlementRate: '3.75',
    webhookId: 'WH-1',
    source: 'stored',
    activeProvider: { name: 'paypal', simulated: false },
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

interface Put {
  body: Record<string, unknown>;
}

/** GET answers `current`; PUT records its body and answers `answer(body)`. */
function fakeApi(
  current: PaymentSettings,
  answer: (body: Record<string, unknown>) => { status: number; body: unknown } = (body) => ({
    status: 200,
    body: {
      success: true,
      data: {
        ...current,
        mode: body.mode,
        clientId: body.clientId,
        hasClientSecret:
          Boolean(body.clientSecret) || (current.hasClientSecret && !body.clearClientSecret),
        clientSecretSource:
          body.clientSecret || (current.hasClientSecret && !body.clearClientSecret)
            ? 'stored'
            : null,
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
      message: 'Payment settings saved',
    },
  }),
) {
  const puts: Put[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/api/admin/payment-settings')) {
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push({ body });
      const reply = answer(body);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ success: true, data: current }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { puts, fetch };
}

afterEach(() => vi.unstubAllGlobals());

/** Every text and every field value on the page. */
function everythingShown(): string {
  const values = [...document.querySelectorAll('input')].map((input) => input.value);
  return `${document.body.textContent}\n${values.join('\n')}\n${document.body.innerHTML}`;
}

describe('payment-provider settings', () => {
  it('says a secret is set without ever showing it; a new one is sent once, then forgotten', async () => {
    const { puts } = fakeApi(settingsOf());
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);

    expect((await screen.findByTestId('client-secret-state')).textContent).toContain('Set');
    expect(screen.queryByTestId('client-secret-input')).toBeNull();

    await user.click(screen.getByTestId('client-secret-replace'));
    const input = screen.getByTestId('client-secret-input');
    expect(input.getAttribute('type')).toBe('password');
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, SECRET);
    await user.click(screen.getByTestId('payment-settings-save'));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({
      mode: 'sandbox',
      clientId: 'AbC-client-id',
      clientSecret: SECRET,
      clearClientSecret: false,
    });
    expect(await screen.findByText('Payment settings saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('client-secret-input')).toBeNull());
    expect(screen.getByTestId('client-secret-state').textContent).toContain('Set');
    expect(everythingShown()).not.toContain(SECRET);
  });

  it('keeps the stored secret unless replaced, and clears it only on request', async () => {
    const { puts } = fakeApi(settingsOf({ mode: 'simulator' }));
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);
    await user.click(await screen.findByTestId('payment-settings-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).not.toHaveProperty('clientSecret');
    expect(puts[0]!.body.clearClientSecret).toBe(false);

    await user.click(await screen.findByTestId('client-secret-clear'));
    expect(screen.getByTestId('client-secret-state').textContent).toContain(
      'Will be removed when you save',
    );
    await user.click(screen.getByTestId('payment-settings-save'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toMatchObject({ mode: 'simulator', clearClientSecret: true });
    expect(puts[1]!.body).not.toHaveProperty('clientSecret');
    await waitFor(() =>
      expect(screen.getByTestId('client-secret-state').textContent).toContain('Not set'),
    );
  });

  it('warns clearly before live mode', async () => {
    fakeApi(settingsOf());
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);
    await screen.findByTestId('payment-settings-form');
    expect(screen.queryByTestId('live-warning')).toBeNull();
    await user.click(screen.getByTestId('mode-live'));
    expect(screen.getByTestId('live-warning').textContent).toContain('Live mode takes real money');
  });

  it('explains in English what sandbox and live need, and sends nothing', async () => {
    const { puts } = fakeApi(
      settingsOf({
        mode: 'simulator',
        clientId: '',
        hasClientSecret: false,
        clientSecretSource: null,
        activeProvider: { name: 'paypal-simulator', simulated: true },
      }),
    );
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);
    await user.click(await screen.findByTestId('mode-sandbox'));
    await user.clear(screen.getByTestId('settlement-rate'));
    await user.type(screen.getByTestId('settlement-rate'), '3,75');
    await user.click(screen.getByTestId('payment-settings-save'));

    expect(await screen.findByText('Enter the client ID: sandbox and live need one')).toBeTruthy();
    expect(screen.getByText('Enter the client secret: sandbox and live need one')).toBeTruthy();
    expect(screen.getByText('Enter SAR per unit with up to 6 decimals, e.g. 3.75')).toBeTruthy();
    expect(screen.getByTestId('client-id').getAttribute('aria-invalid')).toBe('true');
    expect(puts).toHaveLength(0);
  });

  it('explains the same in Arabic', async () => {
    const { puts } = fakeApi(
      settingsOf({
        mode: 'simulator',
        clientId: '',
        hasClientSecret: false,
        clientSecretSource: null,
      }),
    );
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />, { language: 'ar' });
    await user.click(await screen.findByTestId('mode-live'));
    await user.clear(screen.getByTestId('settlement-rate'));
    await user.type(screen.getByTestId('settlement-rate'), '0');
    await user.click(screen.getByTestId('payment-settings-save'));

    expect(
      await screen.findByText('أدخل معرّف العميل: الوضعان التجريبي والفعلي يتطلبانه'),
    ).toBeTruthy();
    expect(screen.getByText('أدخل سر العميل: الوضعان التجريبي والفعلي يتطلبانه')).toBeTruthy();
    expect(screen.getByText('يجب أن يكون السعر أكبر من 0')).toBeTruthy();
    expect(screen.getByTestId('live-warning').textContent).toContain(
      'الوضع الفعلي يحصّل أموالًا حقيقية',
    );
    expect(puts).toHaveLength(0);
  });

  it('shows a refused save on its field, in the page language, and keeps what was typed', async () => {
    const { puts } = fakeApi(settingsOf({ mode: 'simulator' }), () => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Invalid body: clientSecret: is required for sandbox and live',
        errors: [{ field: 'clientSecret', message: 'is required for sandbox and live' }],
      },
    }));
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />, { language: 'ar' });
    await user.click(await screen.findByTestId('mode-sandbox'));
    await user.clear(screen.getByTestId('client-id'));
    await user.type(screen.getByTestId('client-id'), 'new-client');
    await user.click(screen.getByTestId('payment-settings-save'));

    await waitFor(() => expect(puts).toHaveLength(1));
    const field = screen.getByTestId('client-secret-field');
    expect(
      await within(field).findByText('أدخل سر العميل: الوضعان التجريبي والفعلي يتطلبانه'),
    ).toBeTruthy();
    expect(await screen.findByText('تعذّر حفظ إعدادات الدفع')).toBeTruthy();
    expect((screen.getByTestId('client-id') as HTMLInputElement).value).toBe('new-client');
    expect((screen.getByTestId('mode-sandbox') as HTMLInputElement).checked).toBe(true);
  });

  it('shows an error with a retry when the settings cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (_input: RequestInfo | URL) =>
          new Response(
            JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: 'Boom' }),
            {
              status: 500,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    await renderWithApp(<PaymentSettingsScreen />);
    expect((await screen.findByTestId('list-error')).textContent).toContain(
      'The payment settings could not be loaded',
    );
  });
});
