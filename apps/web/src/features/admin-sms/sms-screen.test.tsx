import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SMS_SETTING_PROBLEMS,
  type SmsSettings,
  type SmsTestResult,
} from '@store/shared/schemas/sms';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SmsScreen } from './sms-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const OUTBOX: SmsSettings = {
  provider: 'unifonic',
  hasAppSid: false,
  appSidLast4: null,
  senderId: '',
  delivery: 'outbox',
  production: false,
  outbox: {
    directory: '/srv/store/data/sms-outbox',
    recent: [
      {
        file: '2026-11-26T09-15-00-000Z-test-1a2b3c.json',
        at: '2026-11-26T09:15:00.000Z',
        to: '+966551234567',
        text: 'Your sign-in code: 482913',
        reference: 'test-1a2b3c',
      },
    ],
  },
  updatedAt: null,
};

const PROVIDER: SmsSettings = {
  ...OUTBOX,
  hasAppSid: true,
  appSidLast4: 'x9Qz',
  senderId: 'PerfumeSA',
  delivery: 'provider',
  outbox: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

function serve(
  settings: SmsSettings,
  answers: {
    save?: (call: Call) => { status?: number; body: unknown };
    test?: (call: Call) => SmsTestResult;
  } = {},
) {
  return fakeApi((call) => {
    if (call.path === '/api/admin/sms/settings' && call.method === 'GET') return okBody(settings);
    if (call.path === '/api/admin/sms/settings' && call.method === 'PUT') {
      return answers.save?.(call) ?? okBody(PROVIDER);
    }
    if (call.path === '/api/admin/sms/test-message' && answers.test) {
      return okBody(answers.test(call));
    }
    return undefined;
  });
}

/** The text under a field (its hint, or its error), as the screen reader hears it. */
const describedText = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

const fieldError = (problem: keyof typeof SMS_SETTING_PROBLEMS) => ({
  status: 400,
  body: {
    success: false,
    code: 'VALIDATION_FAILED',
    message: `Invalid body: field: ${SMS_SETTING_PROBLEMS[problem]}`,
    errors: [
      {
        field: problem === 'invalidMobile' ? 'to' : 'appSid',
        message: SMS_SETTING_PROBLEMS[problem],
      },
    ],
  },
});

describe('the SMS screen', () => {
  it('without an AppSid: says nothing is sent, shows the outbox, and writes a test message there', async () => {
    const api = serve(OUTBOX, {
      test: () => ({
        ok: true,
        delivery: 'outbox',
        to: '+966551234567',
        messageId: '2026-11-26T09-20-00-000Z-test-9f8e7d.json',
        reason: null,
        providerMessage: null,
      }),
    });
    const user = userEvent.setup();
    await renderWithApp(<SmsScreen />, { route: '/admin/sms' });
    const notice = await screen.findByTestId('sms-delivery');
    expect(notice.dataset.delivery).toBe('outbox');
    expect(notice.textContent).toContain('Development outbox: nothing is sent');
    const outbox = screen.getByTestId('sms-outbox');
    expect(within(outbox).getByText('/srv/store/data/sms-outbox')).toBeTruthy();
    expect(within(outbox).getByText('Your sign-in code: 482913')).toBeTruthy();

    const test = screen.getByTestId('sms-test');
    await user.type(within(test).getByTestId('sms-test-to'), '٠٥٥١٢٣٤٥٦٧');
    await user.click(within(test).getByTestId('sms-test-send'));
    const result = await within(test).findByTestId('sms-test-result');
    expect(result.dataset.ok).toBe('true');
    expect(result.textContent).toContain('Written to the outbox folder for +966551234567');
    expect(result.textContent).toContain('2026-11-26T09-20-00-000Z-test-9f8e7d.json');
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/sms/test-message', body: { to: '٠٥٥١٢٣٤٥٦٧' } },
    ]);
  });

  it('refuses bad input in Arabic before sending anything, then saves the AppSid typed', async () => {
    const api = serve(OUTBOX);
    const user = userEvent.setup();
    await renderWithApp(<SmsScreen />, { route: '/admin/sms', language: 'ar' });
    const form = await screen.findByTestId('sms-settings');
    const sender = within(form).getByTestId('sms-sender-id');
    const save = within(form).getByTestId('sms-save');

    await user.click(save);
    expect(within(form).getByText('أدخل اسم المرسل المسجّل لدى يونيفونك.')).toBeTruthy();
    await user.type(sender, 'PerfumeStore1');
    await user.click(save);
    expect(within(form).getByText('لا يزيد اسم المرسل على 11 حرفًا.')).toBeTruthy();
    await user.clear(sender);
    await user.type(sender, 'عطور');
    await user.click(save);
    expect(
      within(form).getByText('استخدم حروفًا لاتينية وأرقامًا ومسافات فقط، مع حرف واحد على الأقل.'),
    ).toBeTruthy();

    const test = screen.getByTestId('sms-test');
    await user.type(within(test).getByTestId('sms-test-to'), '12345');
    await user.click(within(test).getByTestId('sms-test-send'));
    expect(within(test).getByText('أدخل رقم جوال سعوديًا، مثل 05XXXXXXXX.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.clear(sender);
    await user.type(sender, 'PerfumeSA');
    await user.type(within(form).getByTestId('sms-app-sid'), 'appSid-x9Qz');
    await user.click(save);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/sms/settings',
      body: { appSid: 'appSid-x9Qz', clearAppSid: false, senderId: 'PerfumeSA' },
    });
    await waitFor(() =>
      expect(describedText(screen.getByTestId('sms-app-sid'))).toBe(
        'محفوظ وينتهي بـ x9Qz. اتركه فارغًا للإبقاء عليه.',
      ),
    );
    expect((await screen.findByTestId('sms-delivery')).dataset.delivery).toBe('provider');
    expect(screen.queryByTestId('sms-outbox')).toBeNull();
  });

  it('shows a refusal of the server on its field in the page language', async () => {
    serve(PROVIDER, { save: () => fieldError('appSidTooLong') });
    const user = userEvent.setup();
    await renderWithApp(<SmsScreen />, { route: '/admin/sms', language: 'ar' });
    const form = await screen.findByTestId('sms-settings');
    await user.click(within(form).getByTestId('sms-app-sid'));
    await user.paste('s'.repeat(201));
    await user.click(within(form).getByTestId('sms-save'));
    expect(await within(form).findByText('لا يزيد معرّف التطبيق على 200 حرف.')).toBeTruthy();
  });

  it('says why Unifonic refused a test message, with Unifonic’s own words', async () => {
    serve(PROVIDER, {
      test: () => ({
        ok: false,
        delivery: 'provider',
        to: '+966551234567',
        messageId: null,
        reason: 'bad-credentials',
        providerMessage: 'Authentication failed',
      }),
    });
    const user = userEvent.setup();
    await renderWithApp(<SmsScreen />, { route: '/admin/sms' });
    const notice = await screen.findByTestId('sms-delivery');
    expect(notice.textContent).toContain('Sending through Unifonic');
    expect(notice.textContent).toContain('PerfumeSA');
    expect(describedText(screen.getByTestId('sms-app-sid'))).toBe(
      'Saved, ending in x9Qz. Leave empty to keep it.',
    );

    const test = screen.getByTestId('sms-test');
    await user.type(within(test).getByTestId('sms-test-to'), '0551234567');
    await user.click(within(test).getByTestId('sms-test-send'));
    const result = await within(test).findByTestId('sms-test-result');
    expect(result.dataset.ok).toBe('false');
    expect(result.textContent).toContain('Not sent to +966551234567.');
    expect(result.textContent).toContain(
      'Unifonic refused the AppSid. Check it in Unifonic Cloud.',
    );
    expect(result.textContent).toContain('Unifonic said: Authentication failed');
  });

  it('in production without an AppSid: says in red that no message reaches a phone', async () => {
    serve({ ...OUTBOX, production: true });
    await renderWithApp(<SmsScreen />, { route: '/admin/sms', language: 'ar' });
    const notice = await screen.findByTestId('sms-delivery');
    expect(notice.dataset.state).toBe('production');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('لا يوجد مزوّد للرسائل: لا تصل أي رسالة إلى جوال');
    expect(screen.getByTestId('sms-outbox')).toBeTruthy();
  });
});
