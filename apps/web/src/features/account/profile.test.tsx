import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AccountPage } from './components/account-page.tsx';
import { SHOPPER_ACCOUNT } from './testing/shopper-account.ts';

afterEach(() => vi.unstubAllGlobals());

const NO_ORDERS = {
  body: {
    success: true,
    data: [],
    pagination: { page: 1, limit: 10, total: 0, pages: 0, hasNext: false, hasPrev: false },
  },
};

/** The account's server: it keeps what it is sent, and refuses what `refuse` says. */
function serve(
  refuse: (call: Call) => { status: number; body: unknown } | undefined = () => undefined,
) {
  let account = { ...SHOPPER_ACCOUNT };
  return fakeApi((call) => {
    if (call.path === '/api/account/me') {
      return okBody({ account, sessionExpiresAt: '2026-04-01T10:00:00.000Z' });
    }
    if (call.path.startsWith('/api/account/orders')) return NO_ORDERS;
    if (call.path === '/api/account/addresses') return okBody([]);
    const refused = refuse(call);
    if (refused) return refused;
    const body = call.body as Record<string, unknown>;
    if (call.path === '/api/account/profile') {
      account = { ...account, name: String(body.name) || null };
      return okBody(account);
    }
    if (call.path === '/api/account/marketing') {
      const at = (on: unknown) => (on ? '2026-03-05T08:00:00.000Z' : null);
      account = {
        ...account,
        marketing: { email: at(body.email), sms: at(body.sms), whatsapp: at(body.whatsapp) },
      };
      return okBody(account);
    }
    if (call.path === '/api/account/contact/code') {
      return {
        status: 202,
        body: { success: true, data: { channel: 'phone', expiresInSeconds: 300, codeLength: 6 } },
      };
    }
    if (call.path === '/api/account/contact/verify') {
      account = { ...account, phone: '+966559876543' };
      return okBody(account);
    }
    return undefined;
  });
}

function renderPage(language: 'en' | 'ar') {
  return renderWithApp(<AccountPage />, { language, route: `/${language}/account` });
}

const INTRO =
  'Choose how we may tell you about new perfumes and offers. Nothing is sent unless you tick it.';

describe('the profile', () => {
  it('changes the mobile in Arabic only after the code, and says why a code is refused', async () => {
    let tries = 0;
    const api = serve((call) => {
      if (call.path !== '/api/account/contact/verify' || (tries += 1) > 1) return undefined;
      return {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'That code is not right.',
          reason: { key: 'codeWrong', params: { triesLeft: 4 } },
        },
      };
    });
    const user = userEvent.setup();
    await renderPage('ar');
    await user.click(await screen.findByTestId('account-change-phone'));
    const change = screen.getByTestId('contact-change-phone');
    // A number that is not a Saudi mobile is refused before asking.
    await user.type(within(change).getByLabelText(/^رقم الجوال السعودي الجديد/), '0212345678');
    await user.click(within(change).getByRole('button', { name: 'أرسل الرمز' }));
    expect(screen.getByTestId('contact-change-error').textContent).toBe(
      'يرجى إدخال رقم جوال سعودي، مثل 05X XXX XXXX.',
    );
    expect(api.writes()).toEqual([]);

    const field = within(change).getByLabelText(/^رقم الجوال السعودي الجديد/);
    await user.clear(field);
    await user.type(field, '٠٥٥٩٨٧٦٥٤٣');
    await user.click(within(change).getByRole('button', { name: 'أرسل الرمز' }));
    await user.type(await within(change).findByLabelText(/^الرمز/), '111111');
    await user.click(within(change).getByRole('button', { name: 'تأكيد التغيير' }));
    expect((await screen.findByTestId('contact-change-error')).textContent).toBe(
      'الرمز غير صحيح. تبقّت لك 4 محاولات.',
    );
    expect(screen.getByTestId('account-phone').textContent).toContain('+966551234567');

    const code = within(change).getByLabelText(/^الرمز/);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(change).getByRole('button', { name: 'تأكيد التغيير' }));
    await waitFor(() =>
      expect(screen.getByTestId('account-phone').textContent).toContain('+966559876543'),
    );
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      ['/api/account/contact/code', { phone: '٠٥٥٩٨٧٦٥٤٣', language: 'ar' }],
      ['/api/account/contact/verify', { phone: '٠٥٥٩٨٧٦٥٤٣', code: '111111', language: 'ar' }],
      ['/api/account/contact/verify', { phone: '٠٥٥٩٨٧٦٥٤٣', code: '123456', language: 'ar' }],
    ]);
  });

  it('says in English when the number belongs to another account', async () => {
    serve((call) =>
      call.path === '/api/account/contact/code'
        ? {
            status: 409,
            body: {
              success: false,
              code: 'CONFLICT',
              message: 'taken',
              reason: { key: 'contactTaken', params: {} },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await renderPage('en');
    await user.click(await screen.findByTestId('account-change-phone'));
    await user.type(screen.getByLabelText(/^New Saudi mobile number/), '0559876543');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect((await screen.findByTestId('contact-change-error')).textContent).toBe(
      'This number or address belongs to another account. Sign in with it there, or use another.',
    );
  });

  it('saves the name and the marketing opt-ins, all off at first', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderPage('en');
    const marketing = await screen.findByTestId('account-marketing');
    for (const channel of ['email', 'sms', 'whatsapp']) {
      expect((screen.getByTestId(`marketing-${channel}`) as HTMLInputElement).checked).toBe(false);
    }
    await user.click(screen.getByTestId('marketing-whatsapp'));
    await user.click(within(marketing).getByRole('button', { name: 'Save my choices' }));
    expect((await screen.findByTestId('marketing-saved')).textContent).toBe(
      'Your choices are saved.',
    );
    expect(marketing.textContent).toMatch(/By WhatsApp\s*On since/);

    await user.type(screen.getByLabelText(/^Name/), 'Noura');
    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    await screen.findByText('Saved.');
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      [
        '/api/account/marketing',
        {
          email: false,
          sms: false,
          whatsapp: true,
          language: 'en',
          // The words beside each box go with the choice, kept with the consent.
          wording: {
            email: `${INTRO} By email`,
            sms: `${INTRO} By SMS`,
            whatsapp: `${INTRO} By WhatsApp`,
          },
        },
      ],
      ['/api/account/profile', { name: 'Noura', language: 'en' }],
    ]);
  });

  it('sends to sign-in when a change finds the session ended (a cookie used after sign-out)', async () => {
    let ended = false;
    fakeApi((call) => {
      if (call.path === '/api/account/me') {
        return ended
          ? {
              status: 401,
              body: {
                success: false,
                code: 'UNAUTHORIZED',
                message: 'ended',
                reason: { key: 'sessionReused', params: {} },
              },
            }
          : okBody({ account: SHOPPER_ACCOUNT, sessionExpiresAt: '2026-04-01T10:00:00.000Z' });
      }
      if (call.path.startsWith('/api/account/orders')) return NO_ORDERS;
      if (call.path === '/api/account/addresses') return okBody([]);
      if (call.path === '/api/account/marketing') {
        ended = true;
        return {
          status: 401,
          body: {
            success: false,
            code: 'UNAUTHORIZED',
            message: 'ended',
            reason: { key: 'sessionReused', params: {} },
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await renderPage('en');
    await user.click(await screen.findByTestId('marketing-email'));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/en\/account\/sign-in\?next=/),
    );
  });
});
