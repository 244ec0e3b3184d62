import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSiteSettings } from '@store/shared/schemas/settings';
import type { ZatcaStatus } from '@store/shared/schemas/zatca';
import { EMPTY_SELLER_PROFILE } from '@store/shared/store-defaults';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

const settings: AdminSiteSettings = {
  siteInfo: {
    siteName: { en: 'Maison Anbar', ar: 'دار عنبر' },
    tagline: { en: 'Arabian perfumery', ar: 'فن العطور' },
    description: { en: 'A perfume house', ar: 'دار عطور' },
    logo: '/images/brand/logo.svg',
    favicon: '/favicon.svg',
    defaultLanguage: 'ar',
  },
  contactInfo: {
    email: 'hello@anbar.example',
    phone: '+966 11 234 5678',
    whatsapp: '+966 50 123 4567',
    whatsappEnabled: true,
    address: { en: 'Riyadh', ar: 'الرياض' },
    workingHours: { en: 'Daily', ar: 'يوميًا' },
  },
  socialMedia: {
    facebook: '',
    instagram: 'https://instagram.com/anbar',
    twitter: '',
    youtube: '',
    tiktok: '',
    snapchat: '',
  },
  emailSettings: {
    adminEmail: 'orders@anbar.example',
    fromEmail: 'no-reply@anbar.example',
    fromName: 'Maison Anbar',
    enableNotifications: true,
    enableCustomerConfirmation: true,
    smtp: {
      host: 'smtp.anbar.example',
      port: 587,
      secure: false,
      user: 'mailer',
      passwordSet: true,
    },
  },
  commerce: {
    currency: 'SAR',
    vatRate: 15,
    pricesIncludeVat: true,
    giftWrapFee: 0,
    maxSamples: 0,
  },
  sellerProfile: EMPTY_SELLER_PROFILE,
};

/** The settings API: GET answers `settings`; PUT answers them with the saved group merged in. */
function settingsApi(extra?: (call: Call) => { status?: number; body: unknown } | undefined) {
  return fakeApi((call) => {
    const more = extra?.(call);
    if (more) return more;
    if (call.path === '/api/site-settings' && call.method === 'GET') return okBody(settings);
    if (call.path === '/api/site-settings' && call.method === 'PUT') {
      const update = call.body as Partial<AdminSiteSettings>;
      const email = update.emailSettings as
        (AdminSiteSettings['emailSettings'] & { smtp: { password?: string | null } }) | undefined;
      const merged = {
        ...settings,
        ...update,
        ...(email
          ? {
              emailSettings: {
                ...email,
                smtp: {
                  host: email.smtp.host,
                  port: email.smtp.port,
                  secure: email.smtp.secure,
                  user: email.smtp.user,
                  passwordSet:
                    email.smtp.password === null
                      ? false
                      : email.smtp.password
                        ? true
                        : settings.emailSettings.smtp.passwordSet,
                },
              },
            }
          : {}),
      };
      return okBody(merged);
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of toastStore.getState()) toastStore.dismiss(toast.id);
});

async function renderScreen(language: 'en' | 'ar' = 'en') {
  const result = await renderWithApp(
    <Texts>
      <SettingsScreen />
    </Texts>,
    { route: '/admin/settings', language },
  );
  await screen.findByTestId('settings-site-name-en');
  return result;
}

describe('SettingsScreen', () => {
  it('shows the loading state, then every group', async () => {
    settingsApi();
    await renderWithApp(
      <Texts>
        <SettingsScreen />
      </Texts>,
    );
    expect(screen.getByTestId('list-loading')).toBeTruthy();
    expect(await screen.findByTestId('settings-site-name-en')).toHaveProperty(
      'value',
      'Maison Anbar',
    );
    expect(screen.getByTestId('settings-contact-email')).toHaveProperty(
      'value',
      'hello@anbar.example',
    );
    expect(screen.getByTestId('settings-vat-rate')).toHaveProperty('valueAsNumber', 15);
  });

  it('says when the settings cannot be loaded', async () => {
    fakeApi(() => ({
      status: 500,
      body: { success: false, code: 'INTERNAL_ERROR', message: 'Down' },
    }));
    await renderWithApp(
      <Texts>
        <SettingsScreen />
      </Texts>,
    );
    expect(await screen.findByText('Failed to load site settings')).toBeTruthy();
  });

  it('checks a group in English before saving and sends nothing while it is wrong', async () => {
    const api = settingsApi();
    await renderScreen('en');
    const user = userEvent.setup();
    await user.clear(screen.getByTestId('settings-site-name-en'));
    await user.click(screen.getByTestId('settings-site-info-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    await user.clear(screen.getByTestId('settings-contact-email'));
    await user.type(screen.getByTestId('settings-contact-email'), 'hello@');
    await user.click(screen.getByTestId('settings-contact-save'));
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('words the same problems in Arabic', async () => {
    const api = settingsApi();
    await renderScreen('ar');
    const user = userEvent.setup();
    await user.clear(screen.getByTestId('settings-site-name-ar'));
    await user.click(screen.getByTestId('settings-site-info-save'));
    expect(await screen.findByText('هذا الحقل مطلوب.')).toBeTruthy();

    await user.clear(screen.getByTestId('settings-social-facebook'));
    await user.type(screen.getByTestId('settings-social-facebook'), 'http://facebook.com/anbar');
    await user.click(screen.getByTestId('settings-social-save'));
    expect(
      await screen.findByText('أدخل عنوانًا كاملًا يبدأ بـ https://، أو اتركه فارغًا.'),
    ).toBeTruthy();

    await user.clear(screen.getByTestId('settings-vat-rate'));
    await user.type(screen.getByTestId('settings-vat-rate'), '-5');
    await user.click(screen.getByTestId('settings-commerce-save'));
    expect(await screen.findByText('أدخل 0 أو أكثر.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('saves one group alone and confirms', async () => {
    const api = settingsApi();
    await renderScreen();
    const user = userEvent.setup();
    await user.clear(screen.getByTestId('settings-vat-rate'));
    await user.type(screen.getByTestId('settings-vat-rate'), '5');
    await user.click(screen.getByTestId('settings-commerce-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      commerce: { ...settings.commerce, vatRate: 5 },
    });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('sets the store’s default language, labelled in the admin’s language (decision 027)', async () => {
    const api = settingsApi();
    await renderScreen('ar');
    const user = userEvent.setup();
    const select = screen.getByLabelText('اللغة الافتراضية');
    expect((select as HTMLSelectElement).value).toBe('ar');
    await user.selectOptions(select, 'en');
    await user.click(screen.getByTestId('settings-site-info-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ siteInfo: { defaultLanguage: 'en' } });
  });

  it('keeps what was typed and shows the server reason when a save is refused', async () => {
    settingsApi((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION_FAILED',
              message: 'Invalid body: contactInfo.phone: not a phone',
              errors: [{ field: 'contactInfo.phone', message: 'not a phone' }],
            },
          }
        : undefined,
    );
    await renderScreen();
    const user = userEvent.setup();
    const phone = screen.getByTestId('settings-contact-phone');
    await user.clear(phone);
    await user.type(phone, '+966 55 555 5555');
    await user.click(screen.getByTestId('settings-contact-save'));
    expect(await screen.findByText('Failed to save settings')).toBeTruthy();
    expect(await screen.findByText('not a phone')).toBeTruthy();
    expect(phone).toHaveProperty('value', '+966 55 555 5555');
  });
});

describe('the SMTP password', () => {
  it('is never shown: only whether one is set', async () => {
    settingsApi();
    const { container } = await renderScreen();
    expect(screen.getByTestId('smtp-password-status').textContent).toBe('Set');
    expect(screen.queryByTestId('smtp-password-input')).toBeNull();
    for (const input of container.querySelectorAll('input')) {
      expect(input.type === 'password' ? input.value : '').toBe('');
    }
  });

  it('is left out of a save that keeps it, sent when replaced, null when cleared', async () => {
    const api = settingsApi();
    await renderScreen();
    const user = userEvent.setup();

    await user.click(screen.getByTestId('settings-email-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const kept = api.writes()[0]!.body as { emailSettings: { smtp: object } };
    expect(kept.emailSettings.smtp).not.toHaveProperty('password');

    await user.click(screen.getByTestId('smtp-password-replace'));
    const input = screen.getByTestId('smtp-password-input');
    expect(input).toHaveProperty('type', 'password');
    expect(input).toHaveProperty('value', '');
    await user.click(screen.getByTestId('settings-email-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.type(input, 'n3w-secret');
    await user.click(screen.getByTestId('settings-email-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]!.body).toMatchObject({
      emailSettings: { smtp: { password: 'n3w-secret' } },
    });
    await waitFor(() => expect(screen.queryByTestId('smtp-password-input')).toBeNull());
    expect(document.body.textContent).not.toContain('n3w-secret');

    await user.click(screen.getByTestId('smtp-password-clear'));
    await user.click(screen.getByTestId('settings-email-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    expect(api.writes()[2]!.body).toMatchObject({ emailSettings: { smtp: { password: null } } });
    await waitFor(() =>
      expect(screen.getByTestId('smtp-password-status').textContent).toBe('Not set'),
    );
  });
});

describe('the test email', () => {
  it('reports where it went', async () => {
    const api = settingsApi((call) =>
      call.path === '/api/site-settings/email/test'
        ? okBody({ to: 'orders@anbar.example', via: 'smtp', server: 'smtp.anbar.example:587' })
        : undefined,
    );
    await renderScreen();
    await userEvent.setup().click(screen.getByTestId('email-test-send'));
    const result = await screen.findByTestId('email-test-result');
    expect(result.textContent).toContain('Test email sent to orders@anbar.example');
    expect(result.textContent).toContain('smtp.anbar.example:587');
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/site-settings/email/test', body: {} },
    ]);
  });

  it('shows the SMTP error as the server words it', async () => {
    settingsApi((call) =>
      call.path === '/api/site-settings/email/test'
        ? {
            status: 502,
            body: {
              success: false,
              code: 'SERVICE_UNAVAILABLE',
              message: 'The test email could not be sent: Invalid login: 535 Authentication failed',
            },
          }
        : undefined,
    );
    await renderScreen();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('email-test-to'), 'owner@anbar.example');
    await user.click(screen.getByTestId('email-test-send'));
    const result = await screen.findByTestId('email-test-result');
    expect(result.textContent).toContain('Invalid login: 535 Authentication failed');
    expect(result.getAttribute('role')).toBe('alert');
  });
});

describe('the seller profile', () => {
  const sellerFields = [
    'settings-seller-legal-name-ar',
    'settings-seller-vat-number',
    'settings-seller-cr-number',
    'settings-seller-building-number',
    'settings-seller-street-en',
    'settings-seller-street-ar',
    'settings-seller-district-en',
    'settings-seller-district-ar',
    'settings-seller-city-en',
    'settings-seller-city-ar',
    'settings-seller-postal-code',
    'settings-seller-additional-number',
  ];

  it('saves alone, with Arabic-Indic digits sent as ASCII ones', async () => {
    const api = settingsApi();
    await renderScreen('ar');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('settings-seller-legal-name-ar'), 'شركة دار عنبر للتجارة');
    await user.type(screen.getByTestId('settings-seller-vat-number'), '٣١٠١٢٣٤٥٦٧٠٠٠٠٣');
    await user.type(screen.getByTestId('settings-seller-cr-number'), '١٠١٠ ١٢٣٤٥٦');
    await user.click(screen.getByTestId('settings-seller-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      sellerProfile: {
        ...EMPTY_SELLER_PROFILE,
        legalName: { en: '', ar: 'شركة دار عنبر للتجارة' },
        vatNumber: '310123456700003',
        crNumber: '1010123456',
      },
    });
    // The form then shows what was stored, with nothing left unsaved.
    await waitFor(() =>
      expect(screen.getByTestId('settings-seller-vat-number')).toHaveProperty(
        'value',
        '310123456700003',
      ),
    );
    expect(screen.queryByText('تغييرات غير محفوظة')).toBeNull();
  });

  it('with e-invoicing on, asks for every missing field in English and sends nothing', async () => {
    const api = settingsApi();
    await renderScreen('en');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('settings-einvoicing-phase1'));
    expect(screen.getByTestId('settings-seller-required-note')).toBeTruthy();
    await user.click(screen.getByTestId('settings-seller-save'));
    expect(await screen.findAllByText('Needed while e-invoicing is on.')).toHaveLength(
      sellerFields.length,
    );
    for (const id of sellerFields) {
      expect(screen.getByTestId(id).getAttribute('aria-invalid'), id).toBe('true');
    }
    // The English legal name stays optional.
    expect(screen.getByTestId('settings-seller-legal-name-en').getAttribute('aria-invalid')).toBe(
      null,
    );
    expect(api.writes()).toEqual([]);
  });

  it('words the same in Arabic, and a wrong number by its rule', async () => {
    const api = settingsApi();
    await renderScreen('ar');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('settings-einvoicing-phase2'));
    await user.type(screen.getByTestId('settings-seller-cr-number'), '١٢٣٤٥');
    await user.type(screen.getByTestId('settings-seller-postal-code'), '1224');
    await user.click(screen.getByTestId('settings-seller-save'));
    expect(await screen.findByText('أدخل رقم السجل التجاري المكوّن من 10 أرقام.')).toBeTruthy();
    expect(screen.getByText('أدخل الرمز البريدي المكوّن من 5 أرقام.')).toBeTruthy();
    expect(screen.getAllByText('هذا الحقل مطلوب ما دامت الفوترة الإلكترونية مفعّلة.')).toHaveLength(
      sellerFields.length - 2,
    );
    expect(api.writes()).toEqual([]);
  });

  it('with e-invoicing off, takes empty fields but not a wrong one', async () => {
    const api = settingsApi();
    await renderScreen('en');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('settings-seller-vat-number'), '123456789012345');
    await user.click(screen.getByTestId('settings-seller-save'));
    expect(
      await screen.findByText('Enter the 15-digit VAT number, starting and ending with 3.'),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await user.clear(screen.getByTestId('settings-seller-vat-number'));
    await user.click(screen.getByTestId('settings-seller-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ sellerProfile: EMPTY_SELLER_PROFILE });
  });

  it('keeps what was typed and puts the server’s reason on the field when a save is refused', async () => {
    settingsApi((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION_FAILED',
              message: 'Invalid body: sellerProfile.crNumber: must be 10 digits',
              errors: [{ field: 'sellerProfile.crNumber', message: 'must be 10 digits' }],
            },
          }
        : undefined,
    );
    await renderScreen();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('settings-seller-cr-number'), '1010123456');
    await user.click(screen.getByTestId('settings-seller-save'));
    expect(await screen.findByText('must be 10 digits')).toBeTruthy();
    expect(screen.getByTestId('settings-seller-cr-number')).toHaveProperty('value', '1010123456');
  });

  it('shows the stored profile', async () => {
    settings.sellerProfile = SAMPLE_SELLER_PROFILE;
    try {
      settingsApi();
      await renderScreen();
      expect(screen.getByTestId('settings-seller-vat-number')).toHaveProperty(
        'value',
        '310123456700003',
      );
      expect(screen.getByTestId('settings-seller-city-ar')).toHaveProperty('value', 'الرياض');
      expect(screen.getByTestId('settings-einvoicing-phase2')).toHaveProperty('checked', true);
    } finally {
      settings.sellerProfile = EMPTY_SELLER_PROFILE;
    }
  });
});

describe('ZATCA onboarding', () => {
  const notStarted: ZatcaStatus = {
    environment: 'stand-in',
    state: 'not-started',
    mode: 'phase2',
    complianceCertificate: null,
    productionCertificate: null,
    complianceChecks: [],
    lastError: null,
    counterValue: 0,
    lastHash:
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    pendingReports: 0,
    failedReports: 0,
  };
  const certificate = {
    serialNumber: '379112742831380471835263969587287663520528387',
    issuer: 'CN=eInvoicing',
    notAfter: '2031-11-20T09:00:00.000Z',
    expired: false,
  };
  const ready: ZatcaStatus = {
    ...notStarted,
    environment: 'simulation',
    state: 'ready',
    complianceCertificate: certificate,
    productionCertificate: { ...certificate, serialNumber: '1690302001' },
    complianceChecks: (['invoice', 'credit', 'debit'] as const).map((kind) => ({
      kind,
      passed: true,
      messages: [],
    })),
    counterValue: 6,
    pendingReports: 2,
    failedReports: 1,
  };
  const zatcaSaid = {
    type: 'ERROR',
    code: 'Invalid-OTP',
    category: 'Authentication',
    message: 'The provided OTP is invalid or expired.',
    status: 'ERROR',
  };

  function onboardingApi(onboard: (call: Call) => { status?: number; body: unknown }) {
    let status = notStarted;
    return settingsApi((call) => {
      if (call.path === '/api/admin/zatca' && call.method === 'GET') return okBody(status);
      if (call.path === '/api/admin/zatca/onboard' && call.method === 'POST') {
        const answer = onboard(call);
        const body = answer.body as { success: boolean; data?: ZatcaStatus };
        status = body.success
          ? body.data!
          : {
              ...notStarted,
              lastError: {
                step: 'compliance-csid',
                message: 'ZATCA refused the request',
                messages: [zatcaSaid],
                reason: { key: 'refused', params: {} },
                at: '2026-11-20T21:30:00.000Z',
              },
            };
        return answer;
      }
      return undefined;
    });
  }

  async function withPhase2(run: () => Promise<void>) {
    settings.sellerProfile = { ...EMPTY_SELLER_PROFILE, einvoicingMode: 'phase2' };
    try {
      await run();
    } finally {
      settings.sellerProfile = EMPTY_SELLER_PROFILE;
    }
  }

  it('only explains itself outside phase 2, and asks nothing of ZATCA', async () => {
    const api = settingsApi();
    await renderScreen();
    expect(screen.getByTestId('zatca-not-phase2').textContent).toContain('Phase 2');
    expect(screen.queryByTestId('zatca-form')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/admin/zatca'))).toBe(false);
  });

  it('connects with an OTP typed in Arabic-Indic digits, then shows the certificates and the chain', async () => {
    await withPhase2(async () => {
      const api = onboardingApi(() => okBody(ready));
      const user = userEvent.setup();
      await renderScreen();
      expect((await screen.findByTestId('zatca-state')).textContent).toBe('Not connected');
      expect(screen.getByTestId('zatca-compliance-certificate').textContent).toBe('None yet');
      const select = screen.getByTestId('zatca-environment-select') as HTMLSelectElement;
      expect([...select.options].map((option) => option.text)).toEqual([
        'Try it without ZATCA (built-in stand-in)',
        'ZATCA developer portal (sandbox)',
        'Simulation',
        'Production (Fatoora)',
      ]);

      await user.click(screen.getByTestId('zatca-connect'));
      expect(screen.getByText('Enter the 6 digits of the OTP.')).toBeTruthy();
      expect(api.writes()).toEqual([]);

      await user.selectOptions(select, 'simulation');
      await user.type(screen.getByTestId('zatca-otp'), '١٢٣٤٥٦');
      await user.click(screen.getByTestId('zatca-connect'));
      await waitFor(() =>
        expect(screen.getByTestId('zatca-state').textContent).toBe(
          'Connected: documents are signed and reported',
        ),
      );
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/admin/zatca/onboard',
          body: { environment: 'simulation', otp: '123456' },
        },
      ]);
      expect(screen.getByTestId('zatca-environment').textContent).toBe('Simulation');
      expect(screen.getByTestId('zatca-production-certificate').textContent).toContain(
        'Valid until Nov 20, 2031',
      );
      expect(screen.getByTestId('zatca-production-certificate').textContent).toContain(
        '1690302001',
      );
      expect(screen.getAllByTestId('zatca-check').map((check) => check.textContent)).toEqual([
        'Tax invoicePassed',
        'Credit notePassed',
        'Debit notePassed',
      ]);
      expect(screen.getByTestId('zatca-counter').textContent).toBe('6');
      expect(screen.getByTestId('zatca-last-hash').textContent).toBe(ready.lastHash);
      expect(screen.getByTestId('zatca-pending').textContent).toContain('2');
      expect(screen.getByTestId('zatca-failed').querySelector('a')?.getAttribute('href')).toBe(
        '/admin/tax-documents?status=failed',
      );
      expect(toastStore.getState().map((t) => t.title)).toContain(
        'The store is connected to ZATCA.',
      );
      expect(screen.queryByTestId('zatca-last-error')).toBeNull();
    });
  });

  it("shows where onboarding stopped, in Arabic, with ZATCA's own messages", async () => {
    await withPhase2(async () => {
      onboardingApi(() => ({
        status: 422,
        body: {
          success: false,
          code: 'ZATCA_ONBOARDING_FAILED',
          message: 'ZATCA refused the request',
        },
      }));
      const user = userEvent.setup();
      await renderScreen('ar');
      await user.type(await screen.findByTestId('zatca-otp'), '123456');
      await user.click(screen.getByTestId('zatca-connect'));
      const failure = await screen.findByTestId('zatca-last-error');
      expect(failure.textContent).toContain('تعذّر الربط');
      expect(screen.getByTestId('zatca-last-error-step').textContent).toBe(
        'توقّف عند: الحصول على شهادة الامتثال',
      );
      // Our reason in Arabic; ZATCA's own message in its words.
      expect(screen.getByTestId('zatca-last-error-reason').textContent).toBe('رفضت الهيئة الطلب.');
      const message = within(failure).getByTestId('zatca-message');
      expect(message.textContent).toContain('The provided OTP is invalid or expired.');
      expect(message.textContent).toContain('Invalid-OTP');
      expect(message.querySelector('[dir="ltr"]')).toBeTruthy();
      expect(screen.getByTestId('zatca-state').textContent).toBe('غير مربوط');
      expect(screen.queryByTestId('zatca-error')).toBeNull();
    });
  });

  it('says so when the server cannot be reached', async () => {
    await withPhase2(async () => {
      onboardingApi(() => ({
        status: 503,
        body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Try again later' },
      }));
      const user = userEvent.setup();
      await renderScreen();
      await user.type(await screen.findByTestId('zatca-otp'), '123456');
      await user.click(screen.getByTestId('zatca-connect'));
      expect((await screen.findByTestId('zatca-error')).textContent).toBe(
        'Onboarding failed: Try again later',
      );
    });
  });
});
