import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonitoringSnapshot } from '@store/shared/schemas/monitoring';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MonitoringScreen } from './monitoring-screen.tsx';

function Texts({ children }: { children: React.ReactNode }) {
  useAdminAreaTexts();
  return children;
}

function snapshot(): MonitoringSnapshot {
  const now = Date.parse('2026-01-01T12:00:00Z');
  return {
    generatedAt: new Date(now).toISOString(),
    health: {
      status: 'ok',
      version: '1.0.0',
      uptimeSeconds: 93_784,
      startedAt: new Date(now - 93_784_000).toISOString(),
      nodeVersion: 'v20.0.0',
      database: { kind: 'pglite', status: 'up', latencyMs: 0.8 },
      memory: {
        rssBytes: 200 * 1024 * 1024,
        heapUsedBytes: 50 * 1024 * 1024,
        heapTotalBytes: 80 * 1024 * 1024,
      },
    },
    traffic: {
      windowMinutes: 60,
      perMinute: Array.from({ length: 60 }, (_, i) => ({
        minute: new Date(now - (59 - i) * 60_000).toISOString(),
        requests: i === 59 ? 10 : 0,
        clientErrors: i === 59 ? 2 : 0,
        serverErrors: i === 59 ? 1 : 0,
        avgMs: i === 59 ? 12 : null,
      })),
      totals: { requests: 10, clientErrors: 2, serverErrors: 1 },
    },
    errors: [
      {
        time: new Date(now).toISOString(),
        method: 'GET',
        route: '/api/products/:id',
        status: 500,
        message: 'Error: boom',
      },
    ],
    sessions: [
      {
        id: 'me',
        user: { id: 'u1', email: 'me@maison.test', name: 'Noor Haddad', role: 'admin' },
        ipAddress: '10.0.0.1',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36',
        createdAt: new Date(now - 3_600_000).toISOString(),
        lastActivityAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 3_600_000).toISOString(),
        current: true,
      },
      {
        id: 'other',
        user: { id: 'u2', email: 'sara@maison.test', name: 'Sara Ali', role: 'admin' },
        ipAddress: '10.0.0.2',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
        createdAt: new Date(now - 7_200_000).toISOString(),
        lastActivityAt: new Date(now - 600_000).toISOString(),
        expiresAt: new Date(now + 3_600_000).toISOString(),
        current: false,
      },
    ],
  };
}

function api(calls: string[]) {
  let ended = false;
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/admin/monitoring') {
      const data = snapshot();
      if (ended) data.sessions = data.sessions.filter((s) => s.id !== 'other');
      return json({ success: true, data });
    }
    if (url.pathname === '/api/admin/sessions/other' && init?.method === 'DELETE') {
      ended = true;
      return json({ success: true, data: { id: 'other' } });
    }
    return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'x' }), {
      status: 404,
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('MonitoringScreen', () => {
  it('shows health, traffic, errors and sessions, the caller’s own without an end button', async () => {
    vi.stubGlobal('fetch', api([]));
    await renderWithApp(
      <Texts>
        <MonitoringScreen />
      </Texts>,
      { route: '/admin/monitoring' },
    );
    expect((await screen.findByTestId('health-database')).textContent).toContain('Reachable');
    expect(screen.getByTestId('health-uptime').textContent).toContain('1 d 2 h 3 min');
    expect(screen.getByTestId('traffic-serverErrors').textContent).toContain('10%');
    expect(
      within(screen.getByTestId('monitoring-errors')).getByText(/\/api\/products\/:id/),
    ).toBeTruthy();
    const rows = screen.getAllByTestId('monitoring-session');
    expect(within(rows[0]!).getByText('This session')).toBeTruthy();
    expect(within(rows[0]!).queryByTestId('end-session')).toBeNull();
    expect(within(rows[1]!).getByText('Safari · iOS')).toBeTruthy();
  });

  it('ends another session after confirmation', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', api(calls));
    const user = userEvent.setup();
    await renderWithApp(
      <Texts>
        <MonitoringScreen />
      </Texts>,
      { route: '/admin/monitoring' },
    );
    const rows = await screen.findAllByTestId('monitoring-session');
    await user.click(within(rows[1]!).getByTestId('end-session'));
    expect(calls).not.toContain('DELETE /api/admin/sessions/other');
    await user.click(await screen.findByRole('button', { name: 'End session' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/admin/sessions/other'));
    await waitFor(() => expect(screen.getAllByTestId('monitoring-session')).toHaveLength(1));
  });
});
