import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_SETTING_PROBLEMS,
  type ConnectionTestResult,
  type PaymentProviders,
} from '@store/shared/schemas/payment-providers';
import type { PaymentSettings } from '@store/shared/schemas/payments';
import { renderWithApp } from '../../test/render.tsx';
import { PaymentSettingsScreen } from './payment-settings-screen.tsx';

const MOYASAR_KEY = 'sk_test_9f8e7d6c5b4a3210ab12';
const TYPED_KEY = 'sk_test_new-key-typed-4455';

const paypal: PaymentSettings = {
  mode: 'simulator',
  clientId: '',
  hasClientSecret: false,
  clientSecretSource: null,
  settlementCurrency: 'USD',
  settlementRate: '3.75',
  webhookId: '',
  source: 'environment',
  activeProvider: { name: 'paypal-simulator', simulated: true },
  updatedAt: null,
};

function providersOf(): PaymentProviders {
  return {
    moyasar: {
      mode: 'test',
      hasSecretKey: true,
      secretKeyLast4: MOYASAR_KEY.slice(-4),
      secretKeySource: 'stored',
      hasWebhookSecret: true,
      webhookSecretSource: 'stored',
      marks: ['mada', 'visa', 'applepay'],
      source: 'stored',
      activeProvider: { name: 'moyasar', simulated: false },
      updatedAt: '2026-11-20T09:00:00.000Z',
    },
    tabby: {
      mode: 'simulator',
      hasSecretKey: false,
      secretKeyLast4: null,
      secretKeySource: null,
      hasWebhookSecret: false,
      webhookSecretSource: null,
      merchantCode: '',
      captureOn: 'shipment',
      source: 'environment',
      activeProvider: { name: 'tabby-simulator', simulated: true },
      updatedAt: null,
    },
    methods: [
      { method: 'paypal', enabled: true, minHalalas: null, maxHalalas: null },
      { method: 'moyasar', enabled: true, minHalalas: 1050, maxHalalas: null },
      { method: 'tabby', enabled: true, minHalalas: null, maxHalalas: null },
      { method: 'cod', enabled: true, minHalalas: null, maxHalalas: 500000 },
    ],
    methodsUpdatedAt: null,
  };
}

interface Reply {
  status: number;
  body: unknown;
}

const json = (reply: Reply) =>
  new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The admin API as the page sees it: GET answers the settings in force; each PUT and connection
 * test is recorded and answered by `answers` (by default a save succeeds and is echoed back).
 */
function fakeApi(
  answers: {
    save?: (section: string, body: Record<string, unknown>) => Reply | null;
    test?: (provider: string, body: Record<string, unknown>) => Reply;
    webhook?: () => Reply;
  } = {},
) {
  const current = providersOf();
  const saves: { section: string; body: Record<string, unknown> }[] = [];
  const tests: { provider: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === '/api/admin/payment-settings') {
      return json({ status: 200, body: { success: true, data: paypal } });
    }
    const save = /^\/api\/admin\/payments\/providers\/(moyasar|tabby|methods)$/.exec(path);
    if (save && init?.method === 'PUT') {
      saves.push({ section: save[1]!, body });
      const refused = answers.save?.(save[1]!, body);
      if (refused) return json(refused);
      if (save[1] === 'methods') {
        current.methods = body.methods as PaymentProviders['methods'];
        current.methodsUpdatedAt = '2026-11-21T10:00:00.000Z';
      } else {
        const provider = save[1] as 'moyasar' | 'tabby';
        const typed = body.secretKey as string | undefined;
        Object.assign(current[provider], {
          mode: body.mode,
          ...(typed
            ? { hasSecretKey: true, secretKeyLast4: typed.slice(-4), secretKeySource: 'stored' }
            : {}),
          ...(provider === 'moyasar'
            ? { marks: body.marks }
            : { merchantCode: body.merchantCode, captureOn: body.captureOn }),
          source: 'stored',
          updatedAt: '2026-11-21T10:00:00.000Z',
        });
      }
      return json({
        status: 200,
        body: { success: true, data: current, message: 'Payment provider settings saved' },
      });
    }
    const test = /^\/api\/admin\/payments\/providers\/(moyasar|tabby)\/test-connection$/.exec(path);
    if (test) {
      tests.push({ provider: test[1]!, body });
      return json(
        answers.test?.(test[1]!, body) ?? {
          status: 200,
          body: {
            success: true,
            data: {
              ok: true,
              outcome: 'connected',
              mode: 'test',
              message: 'accepted',
              providerMessage: null,
            } satisfies ConnectionTestResult,
          },
        },
      );
    }
    if (path === '/api/admin/payments/providers/tabby/webhook' && init?.method === 'POST') {
      return json(
        answers.webhook?.() ?? {
          status: 200,
          body: {
            success: true,
            data: {
              ok: true,
              outcome: 'connected',
              mode: 'test',
              message: 'registered',
              providerMessage: null,
              url: 'https://shop.example.com/api/tabby/webhook',
              alreadyRegistered: false,
            },
          },
        },
      );
    }
    if (path === '/api/admin/payments/providers') {
      return json({ status: 200, body: { success: true, data: current } });
    }
    return json({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'No' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { saves, tests };
}

afterEach(() => vi.unstubAllGlobals());

/** Every text and every field value on the page. */
function everythingShown(): string {
  const values = [...document.querySelectorAll('input')].map((input) => input.value);
  return `${document.body.textContent}\n${values.join('\n')}\n${document.body.innerHTML}`;
}

function connectionResult(
  outcome: ConnectionTestResult['outcome'],
  providerMessage: string | null,
) {
  return {
    status: 200,
    body: {
      success: true,
      data: { ok: outcome === 'connected', outcome, mode: 'test', message: '', providerMessage },
    },
  };
}

describe('Moyasar and Tabby settings', () => {
  it('shows a stored key only by its last 4 characters, and what checkout uses', async () => {
    fakeApi();
    await renderWithApp(<PaymentSettingsScreen />);
    const masked = await screen.findByTestId('moyasar-secret-key-masked');
    expect(masked.textContent).toContain('••••ab12');
    expect(masked.textContent).toContain('ending in ab12');
    expect(screen.getByTestId('moyasar-secret-key-state').textContent).toContain('Set');
    expect(screen.getByTestId('tabby-secret-key-state').textContent).toContain('Not set');
    expect(screen.getByTestId('moyasar-in-force').textContent).toContain(
      'Checkout uses Moyasar (Test).',
    );
    expect(screen.getByTestId('tabby-in-force').textContent).toContain('the simulator');
    expect((screen.getByTestId('moyasar-mode-test') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('moyasar-mark-master') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('moyasar-mark-applepay') as HTMLInputElement).checked).toBe(true);
    expect(everythingShown()).not.toContain(MOYASAR_KEY);
  });

  it('refuses a key that does not fit the mode before sending; a good one is sent once, then forgotten', async () => {
    const { saves } = fakeApi();
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);

    await user.click(await screen.findByTestId('moyasar-secret-key-replace'));
    const input = screen.getByTestId('moyasar-secret-key-input');
    expect(input.getAttribute('type')).toBe('password');
    await user.type(input, 'sk_live_abcdef123456');
    await user.click(screen.getByTestId('moyasar-save'));
    expect(
      await screen.findByText('This is a live key: test mode needs a test key (sk_test_…)'),
    ).toBeTruthy();
    expect(saves).toHaveLength(0);

    await user.clear(input);
    await user.type(input, TYPED_KEY);
    await user.click(screen.getByTestId('moyasar-mark-stcpay'));
    await user.click(screen.getByTestId('moyasar-save'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      section: 'moyasar',
      body: {
        mode: 'test',
        secretKey: TYPED_KEY,
        clearSecretKey: false,
        clearWebhookSecret: false,
        marks: ['mada', 'visa', 'applepay', 'stcpay'],
      },
    });
    expect(await screen.findByText('Moyasar settings saved')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('moyasar-secret-key-masked').textContent).toContain('••••4455'),
    );
    expect(screen.queryByTestId('moyasar-secret-key-input')).toBeNull();
    expect(everythingShown()).not.toContain(TYPED_KEY);
  });

  it('shows the server’s refusal on the field in Arabic, keeping what was typed', async () => {
    const { saves } = fakeApi({
      save: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: `Invalid body: secretKey: ${PROVIDER_SETTING_PROBLEMS.liveKeyNeeded}`,
          errors: [{ field: 'secretKey', message: PROVIDER_SETTING_PROBLEMS.liveKeyNeeded }],
        },
      }),
    });
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />, { language: 'ar' });
    await user.click(await screen.findByTestId('moyasar-mode-live'));
    expect(screen.getByTestId('moyasar-live-warning').textContent).toContain(
      'الوضع الفعلي يحصّل أموالًا حقيقية',
    );
    await user.click(screen.getByTestId('moyasar-save'));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).not.toHaveProperty('secretKey');
    const field = screen.getByTestId('moyasar-secret-key-field');
    expect(
      await within(field).findByText('هذا مفتاح تجريبي: الوضع الفعلي يتطلب المفتاح الفعلي'),
    ).toBeTruthy();
    expect(await screen.findByText('تعذّر حفظ إعدادات ميسّر')).toBeTruthy();
    expect((screen.getByTestId('moyasar-mode-live') as HTMLInputElement).checked).toBe(true);
  });

  it('tests the connection with the key typed, and shows the provider’s own words', async () => {
    const { tests, saves } = fakeApi({
      test: () => connectionResult('key-refused', 'Invalid authorization credentials'),
    });
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);
    await user.click(await screen.findByTestId('moyasar-secret-key-replace'));
    await user.type(screen.getByTestId('moyasar-secret-key-input'), TYPED_KEY);
    await user.click(screen.getByTestId('moyasar-test-connection'));

    const result = screen.getByTestId('moyasar-connection-result');
    expect(
      await within(result).findByText(
        'Moyasar refused the key. Check that it is the secret key for this mode.',
      ),
    ).toBeTruthy();
    expect(result.textContent).toContain('Moyasar said: Invalid authorization credentials');
    expect(tests).toEqual([{ provider: 'moyasar', body: { mode: 'test', secretKey: TYPED_KEY } }]);
    expect(saves).toHaveLength(0);
  });

  it('registers the webhook with Tabby and says where Tabby will post', async () => {
    fakeApi();
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);
    await user.click(await screen.findByTestId('tabby-register-webhook'));
    const result = await screen.findByText(/^Registered: Tabby now sends its webhooks to/);
    expect(result.textContent).toContain('https://shop.example.com/api/tabby/webhook');
  });

  it('says in Arabic why the webhook cannot be registered', async () => {
    fakeApi({
      webhook: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Invalid body',
          errors: [{ field: 'webhook', message: PROVIDER_SETTING_PROBLEMS.httpsNeeded }],
        },
      }),
    });
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />, { language: 'ar' });
    await user.click(await screen.findByTestId('tabby-register-webhook'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ترسل تابي الإشعارات إلى عنوان https فقط');
  });

  it('says in Arabic when the provider did not answer', async () => {
    const { tests } = fakeApi({ test: () => connectionResult('unavailable', null) });
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />, { language: 'ar' });
    await user.click(await screen.findByTestId('tabby-test-connection'));
    expect(
      await screen.findByText(
        'لم تُجب تابي (انتهت المهلة أو خطأ في خادمها). حاول بعد قليل؛ لم يتغيّر شيء.',
      ),
    ).toBeTruthy();
    expect(tests).toEqual([{ provider: 'tabby', body: { mode: 'simulator' } }]);
  });

  it('needs Tabby’s merchant code for test mode, and sends the capture timing', async () => {
    const { saves } = fakeApi();
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);
    await user.click(await screen.findByTestId('tabby-mode-test'));
    await user.click(screen.getByTestId('tabby-secret-key-replace'));
    await user.type(screen.getByTestId('tabby-secret-key-input'), 'sk_test_tabby-0001');
    await user.click(screen.getByTestId('tabby-save'));
    expect(await screen.findByText('Enter the merchant code: test and live need one')).toBeTruthy();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByTestId('tabby-merchant-code'), 'STORE_SA');
    await user.click(screen.getByTestId('tabby-capture-payment'));
    await user.click(screen.getByTestId('tabby-save'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({
      mode: 'test',
      secretKey: 'sk_test_tabby-0001',
      clearSecretKey: false,
      clearWebhookSecret: false,
      merchantCode: 'STORE_SA',
      captureOn: 'payment',
    });
  });
});

describe('payment methods', () => {
  it('shows the limits in SAR and saves switches and limits as halalas', async () => {
    const { saves } = fakeApi();
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />);
    const moyasarMin = (await screen.findByTestId('method-moyasar-min')) as HTMLInputElement;
    expect(moyasarMin.value).toBe('10.50');
    expect((screen.getByTestId('method-cod-max') as HTMLInputElement).value).toBe('5000');

    await user.click(screen.getByTestId('method-cod-enabled'));
    await user.type(screen.getByTestId('method-tabby-min'), '100');
    await user.type(screen.getByTestId('method-tabby-max'), '50');
    await user.click(screen.getByTestId('methods-save'));
    expect(await screen.findByText('The maximum must not be below the minimum')).toBeTruthy();
    expect(saves).toHaveLength(0);

    await user.clear(screen.getByTestId('method-tabby-max'));
    await user.type(screen.getByTestId('method-tabby-max'), '5000.5');
    await user.click(screen.getByTestId('methods-save'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      section: 'methods',
      body: {
        methods: [
          { method: 'paypal', enabled: true, minHalalas: null, maxHalalas: null },
          { method: 'moyasar', enabled: true, minHalalas: 1050, maxHalalas: null },
          { method: 'tabby', enabled: true, minHalalas: 10000, maxHalalas: 500050 },
          { method: 'cod', enabled: false, minHalalas: null, maxHalalas: 500000 },
        ],
      },
    });
    expect(await screen.findByText('Payment methods saved')).toBeTruthy();
  });

  it('reads Arabic-Indic digits, and puts the server’s refusal on its row in Arabic', async () => {
    const { saves } = fakeApi({
      save: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Invalid body',
          errors: [
            { field: 'methods.2.maxHalalas', message: PROVIDER_SETTING_PROBLEMS.maxBelowMin },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    await renderWithApp(<PaymentSettingsScreen />, { language: 'ar' });
    await user.type(await screen.findByTestId('method-tabby-min'), '١٠٠٫٥');
    await user.click(screen.getByTestId('methods-save'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0]!.body.methods as { minHalalas: number | null }[])[2]!.minHalalas).toBe(10050);
    const row = screen.getByTestId('method-row-tabby');
    expect(await within(row).findByText('يجب ألا يقل الحد الأقصى عن الحد الأدنى')).toBeTruthy();
    expect((screen.getByTestId('method-tabby-min') as HTMLInputElement).value).toBe('١٠٠٫٥');
  });
});
