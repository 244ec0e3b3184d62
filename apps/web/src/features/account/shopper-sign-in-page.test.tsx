import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@store/shared/locales';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShopperSignInPage } from './components/shopper-sign-in-page.tsx';
import { SHOPPER_ACCOUNT } from './testing/shopper-account.ts';

afterEach(() => vi.unstubAllGlobals());

/** A refusal as the server sends it; its message is deliberately not what the page must show. */
function refused(status: number, key: string, params: Record<string, number> = {}) {
  return {
    status,
    body: {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'server wording',
      reason: { key, params },
    },
  };
}

type Answer = { status?: number; body: unknown };

/** The sign-in API: the codes' and the verifications' answers, in the order given. */
function serve({ sends = [], verifies = [] }: { sends?: Answer[]; verifies?: Answer[] }) {
  const sent = {
    status: 202,
    body: { success: true, data: { channel: 'phone', expiresInSeconds: 300, codeLength: 6 } },
  };
  return fakeApi((call: Call) => {
    if (call.path === '/api/account/me') return refused(401, 'notSignedIn');
    if (call.method === 'POST' && call.path === '/api/account/sign-in/code')
      return sends.shift() ?? sent;
    if (call.method === 'POST' && call.path === '/api/account/sign-in/verify') {
      return (
        verifies.shift() ??
        okBody({ account: SHOPPER_ACCOUNT, sessionExpiresAt: '2026-04-01T10:00:00.000Z' })
      );
    }
    return undefined;
  });
}

function renderPage(language: Language, search = '') {
  return renderWithApp(
    <Routes>
      <Route path="/:language/account/sign-in" element={<ShopperSignInPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { language, route: `/${language}/account/sign-in${search}` },
  );
}

const errorText = () => screen.getByTestId('sign-in-error').textContent;

describe('the shopper’s sign-in page', () => {
  it('words every refusal in English from its reason, then signs in and goes to the account', async () => {
    const api = serve({
      sends: [refused(400, 'notSaudiMobile')],
      verifies: [
        refused(400, 'codeWrong', { triesLeft: 4 }),
        refused(400, 'codeWrong', { triesLeft: 1 }),
      ],
    });
    const user = userEvent.setup();
    await renderPage('en');

    // Nothing typed: said on the page, nothing sent.
    await user.click(await screen.findByTestId('sign-in-send'));
    expect(screen.getByTestId('sign-in-problem').textContent).toBe(
      'Please enter your mobile number.',
    );
    expect(api.writes()).toEqual([]);

    await user.type(screen.getByTestId('sign-in-phone'), '0123');
    await user.click(screen.getByTestId('sign-in-send'));
    await waitFor(() =>
      expect(errorText()).toBe('Please enter a Saudi mobile number, for example 05X XXX XXXX.'),
    );
    // Still on the first step.
    expect(screen.queryByTestId('sign-in-code')).toBeNull();

    await user.clear(screen.getByTestId('sign-in-phone'));
    await user.type(screen.getByTestId('sign-in-phone'), '055 123 4567');
    await user.click(screen.getByTestId('sign-in-send'));
    const code = await screen.findByTestId('sign-in-code');
    expect(screen.getByTestId('sign-in-sent').textContent).toBe(
      'We sent a code by SMS to 055 123 4567.',
    );
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    // A new code is not offered at once.
    expect(screen.queryByTestId('sign-in-resend')).toBeNull();
    expect(screen.getByTestId('sign-in-resend-wait').textContent).toMatch(
      /^You can ask for a new code in \d+ seconds\.$/,
    );

    // Too short: said, not sent.
    await user.type(code, '123');
    await user.click(screen.getByTestId('sign-in-verify'));
    expect(screen.getByTestId('sign-in-problem').textContent).toBe(
      'Please enter the six digits of the code.',
    );
    expect(api.calls.filter((c) => c.path === '/api/account/sign-in/verify')).toEqual([]);

    await user.type(code, '999');
    await user.click(screen.getByTestId('sign-in-verify'));
    await waitFor(() => expect(errorText()).toBe('That code is not right. You have 4 tries left.'));
    await user.click(screen.getByTestId('sign-in-verify'));
    await waitFor(() => expect(errorText()).toBe('That code is not right. You have 1 try left.'));

    await user.click(screen.getByTestId('sign-in-verify'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/account'));
    const verifies = api.calls.filter((c) => c.path === '/api/account/sign-in/verify');
    expect(verifies.at(-1)!.body).toEqual({
      phone: '055 123 4567',
      code: '123999',
      language: 'en',
    });
  });

  it('in Arabic: takes Arabic-Indic digits, words dead codes and too many sends, and goes back where the shopper came from', async () => {
    const api = serve({
      sends: [
        {
          status: 202,
          body: { success: true, data: { channel: 'email', expiresInSeconds: 300, codeLength: 6 } },
        },
        refused(429, 'tooManySends', { minutes: 3 }),
      ],
      verifies: [refused(400, 'codeWrong', { triesLeft: 2 }), refused(400, 'codeDead')],
    });
    const user = userEvent.setup();
    await renderPage('ar', `?next=${encodeURIComponent('/ar/checkout')}`);

    await user.click(await screen.findByTestId('sign-in-method-email'));
    await user.click(screen.getByTestId('sign-in-send'));
    expect(screen.getByTestId('sign-in-problem').textContent).toBe('يرجى إدخال بريدك الإلكتروني.');
    await user.type(screen.getByTestId('sign-in-email'), 'noura@example.com');
    await user.click(screen.getByTestId('sign-in-send'));

    const code = (await screen.findByTestId('sign-in-code')) as HTMLInputElement;
    expect(screen.getByTestId('sign-in-sent').textContent).toBe(
      'أرسلنا رمزًا بالبريد الإلكتروني إلى noura@example.com.',
    );
    await user.type(code, '١٢٣ ٤٥٦');
    expect(code.value).toBe('123456');
    await user.click(screen.getByTestId('sign-in-verify'));
    await waitFor(() => expect(errorText()).toBe('الرمز غير صحيح. تبقّت لك محاولتان.'));
    expect(api.calls.find((c) => c.path === '/api/account/sign-in/verify')!.body).toEqual({
      email: 'noura@example.com',
      code: '123456',
      language: 'ar',
    });

    await user.click(screen.getByTestId('sign-in-verify'));
    await waitFor(() =>
      expect(errorText()).toBe('انتهت صلاحية هذا الرمز أو سبق استخدامه. يرجى طلب رمز جديد.'),
    );
    // A dead code: the field is emptied and a new code may be asked for at once.
    expect(code.value).toBe('');
    await user.click(screen.getByTestId('sign-in-resend'));
    await waitFor(() =>
      expect(errorText()).toBe(
        'أُرسل عدد كبير من الرموز إلى هذا الرقم أو العنوان. يرجى المحاولة مرة أخرى بعد 3 دقائق.',
      ),
    );
    expect(api.calls.filter((c) => c.path === '/api/account/sign-in/code')).toHaveLength(2);

    await user.type(code, '654321');
    await user.click(screen.getByTestId('sign-in-verify'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ar/checkout'));
  });

  it('offers a new code only once 30 seconds have passed since the last', async () => {
    const api = serve({});
    const realNow = Date.now.bind(Date);
    let offset = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    const user = userEvent.setup();
    await renderPage('en');
    await user.type(await screen.findByTestId('sign-in-phone'), '0551234567');
    // Counted from the sending, not from when the page opened.
    offset = 60_000;
    await user.click(screen.getByTestId('sign-in-send'));
    await screen.findByTestId('sign-in-code');
    expect(screen.getByTestId('sign-in-resend-wait').textContent).toMatch(
      /^You can ask for a new code in (30|29) seconds\.$/,
    );
    expect(screen.queryByTestId('sign-in-resend')).toBeNull();
    offset += 27_000;
    await waitFor(() =>
      expect(screen.getByTestId('sign-in-resend-wait').textContent).toMatch(
        /^You can ask for a new code in (1 second|[23] seconds)\.$/,
      ),
    );
    expect(screen.queryByTestId('sign-in-resend')).toBeNull();
    offset += 3_000;
    await user.click(await screen.findByTestId('sign-in-resend'));
    await waitFor(() => expect(screen.getByTestId('sign-in-resent')).toBeTruthy());
    expect(api.calls.filter((c) => c.path === '/api/account/sign-in/code')).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('never goes to another site after signing in', async () => {
    serve({});
    const user = userEvent.setup();
    await renderPage('en', `?next=${encodeURIComponent('//evil.example/steal')}`);
    await user.type(await screen.findByTestId('sign-in-phone'), '0551234567');
    await user.click(screen.getByTestId('sign-in-send'));
    await user.type(await screen.findByTestId('sign-in-code'), '123456');
    await user.click(screen.getByTestId('sign-in-verify'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/account'));
  });
});
