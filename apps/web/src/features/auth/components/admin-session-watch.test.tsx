import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAdminSession, updateAdminSession } from '../../../lib/auth/session-record.ts';
import { useAdminAreaTexts } from '../../../lib/i18n/use-admin-area-texts.ts';
import { useAuth } from '../../../stores/use-auth.ts';
import {
  authApi,
  makeToken,
  startAppAuthStore,
  storeSignedIn,
  verifyAnswer,
} from '../../../test/auth-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AdminSessionWatch } from './admin-session-watch.tsx';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function Watched() {
  useAdminAreaTexts();
  const { isAuthenticated, error, sessionWarning } = useAuth();
  return (
    <>
      <AdminSessionWatch />
      <output data-testid="auth">
        {isAuthenticated ? `in${sessionWarning ? ' (warned)' : ''}` : `out: ${error ?? ''}`}
      </output>
    </>
  );
}

function api() {
  return authApi({
    '/api/auth/refresh': () => ({
      status: 200,
      body: {
        success: true,
        data: { accessToken: makeToken(), refreshToken: 'refresh-n', expiresIn: 900 },
      },
    }),
    '/api/auth/verify': verifyAnswer(),
  });
}

async function watch(language: 'en' | 'ar' = 'en') {
  await startAppAuthStore();
  await renderWithApp(<Watched />, { language, route: '/admin' });
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const auth = () => screen.getByTestId('auth').textContent;
const dialog = () => screen.queryByRole('alertdialog');

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 8) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('admin session watch (spec section 4, "Admin session")', () => {
  it('warns 5 minutes before the idle limit, counting down', async () => {
    api();
    storeSignedIn();
    await watch();
    await advance(3 * HOUR + 54 * MINUTE);
    expect(dialog()).toBeNull();
    await advance(1 * MINUTE);
    expect(dialog()).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your session is about to expire' })).toBeTruthy();
    expect(dialog()!.textContent).toContain('you will be signed out in 5:00.');
    expect(auth()).toBe('in (warned)');
    await advance(1 * SECOND);
    expect(dialog()!.textContent).toContain('4:59');
  });

  it('"Stay signed in" restarts the idle clock and renews the session on the server', async () => {
    const calls = api();
    storeSignedIn();
    await watch();
    await advance(3 * HOUR + 56 * MINUTE);
    const refreshesBefore = calls.callsTo('/api/auth/refresh').length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    });
    expect(dialog()).toBeNull();
    expect(auth()).toBe('in');
    expect(readAdminSession()?.lastActivity).toBe(Date.now());
    expect(calls.callsTo('/api/auth/refresh').length).toBe(refreshesBefore + 1);
    await advance(3 * HOUR);
    expect(dialog()).toBeNull();
  });

  it('signs out when the time is up, with the expiry message', async () => {
    const calls = api();
    storeSignedIn();
    await watch();
    await advance(4 * HOUR + 1 * SECOND);
    expect(auth()).toBe('out: Session expired. Please login again.');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('admin_session')).toBeNull();
    expect(calls.callsTo('/api/auth/logout')).toHaveLength(1);
  });

  it('counts mouse, keyboard, scroll, touch and clicks as activity', async () => {
    api();
    storeSignedIn();
    await watch();
    const events: [string, () => void][] = [
      ['mousedown', () => fireEvent.mouseDown(document.body)],
      ['mousemove', () => fireEvent.mouseMove(document.body)],
      ['keydown', () => fireEvent.keyDown(document.body, { key: 'a' })],
      ['scroll', () => fireEvent.scroll(window)],
      ['touchstart', () => fireEvent.touchStart(document.body)],
      ['click', () => fireEvent.click(document.body)],
    ];
    for (const [name, fire] of events) {
      await advance(1 * HOUR);
      fire();
      expect(readAdminSession()?.lastActivity, name).toBe(Date.now());
    }
    // Six hours in, never idle: no warning, still signed in.
    expect(dialog()).toBeNull();
    expect(auth()).toBe('in');
  });

  it('lifts the warning when the person comes back and moves the mouse', async () => {
    api();
    storeSignedIn();
    await watch();
    await advance(3 * HOUR + 57 * MINUTE);
    expect(dialog()).toBeTruthy();
    fireEvent.mouseMove(document.body);
    await advance(1 * SECOND);
    expect(dialog()).toBeNull();
    expect(auth()).toBe('in');
  });

  it('warns before the 12-hour limit too, which nothing extends', async () => {
    api();
    storeSignedIn();
    updateAdminSession({ loginTime: Date.now() - 11 * HOUR - 54 * MINUTE });
    await watch();
    await advance(1 * MINUTE);
    expect(dialog()!.textContent).toContain('Sessions last 12 hours at most');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(dialog()).toBeNull();
    await advance(3 * MINUTE);
    expect(dialog()).toBeNull();
    expect(auth()).toBe('in');
    // 12 hours are up at 6 minutes in; the next check (every 60 s) ends it.
    await advance(3 * MINUTE);
    expect(auth()).toBe('out: Session expired. Please login again.');
  });

  it('"Sign out now" signs out', async () => {
    const calls = api();
    storeSignedIn();
    await watch();
    await advance(3 * HOUR + 56 * MINUTE);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    });
    expect(auth()).toBe('out: ');
    expect(calls.callsTo('/api/auth/logout')).toHaveLength(1);
  });

  it('flags a change of browser user agent, once', async () => {
    api();
    storeSignedIn();
    await watch();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Another Browser/1.0');
    await advance(1 * MINUTE);
    expect(readAdminSession()?.suspicious).toBe(true);
    expect(screen.getAllByText('This session changed browsers')).toHaveLength(1);
    // Flagged once: the next checks add no second warning.
    await advance(2 * MINUTE);
    expect(screen.queryAllByText('This session changed browsers').length).toBeLessThanOrEqual(1);
  });

  it('warns in Arabic on an Arabic page', async () => {
    api();
    storeSignedIn();
    await watch('ar');
    await advance(3 * HOUR + 55 * MINUTE);
    expect(screen.getByRole('heading', { name: 'جلستك على وشك الانتهاء' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'البقاء متصلًا' })).toBeTruthy();
    expect(dialog()!.textContent).toContain('5:00');
  });
});
