import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_STATES, type Job, type JobState } from '@store/shared/schemas/jobs';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MonitoringScreen } from './monitoring-screen.tsx';

function Texts({ children }: { children: React.ReactNode }) {
  useAdminAreaTexts();
  return children;
}

const LONG_ERROR = `SMTP 421 4.7.0 Try again later, closing connection. ${'x'.repeat(120)} (end of the error)`;

function job(id: string, type: string, state: JobState, extra: Partial<Job> = {}): Job {
  return {
    id,
    type,
    state,
    attempts: 0,
    maxAttempts: 5,
    // 21:30 UTC is 00:30 the next day in Riyadh.
    runAt: '2026-01-01T21:30:00Z',
    lastError: null,
    payload: {},
    createdAt: '2026-01-01T20:00:00Z',
    updatedAt: '2026-01-01T21:00:00Z',
    ...extra,
  };
}

function seedJobs(): Job[] {
  return [
    job('5', 'email.order-confirmation', 'failed', {
      attempts: 2,
      lastError: LONG_ERROR,
    }),
    job('4', 'zatca.report-invoice', 'queued'),
    job('3', 'email.order-notice', 'dead', { attempts: 5, lastError: 'Mailbox unavailable' }),
    job('2', 'checkout.expire-pending-payments', 'running', { attempts: 1 }),
    job('1', 'jobs.prune', 'done', { attempts: 1 }),
  ];
}

interface FakeServer {
  calls: string[];
  jobs: Job[];
  /** Ids whose retry or discard the server refuses, as if the job had just started running. */
  busy: Set<string>;
  /** The list answers a server error. */
  failList?: boolean;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const conflict = (message: string) => json({ success: false, code: 'CONFLICT', message }, 409);

/** The jobs routes as the contract describes them, over an in-memory queue. */
function fakeServer(server: FakeServer) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    server.calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/admin/jobs' && method === 'GET') {
      if (server.failList) {
        return json({ success: false, code: 'INTERNAL', message: 'Queue table missing' }, 500);
      }
      const state = url.searchParams.get('state');
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const matching = server.jobs.filter((j) => (state ? j.state === state : j.state !== 'done'));
      const counts = Object.fromEntries(
        JOB_STATES.map((s) => [s, server.jobs.filter((j) => j.state === s).length]),
      );
      const pages = Math.ceil(matching.length / limit);
      return json({
        success: true,
        data: { jobs: matching.slice((page - 1) * limit, page * limit), counts },
        pagination: {
          page,
          limit,
          total: matching.length,
          pages,
          hasNext: page < pages,
          hasPrev: page > 1,
        },
      });
    }
    const match = /^\/api\/admin\/jobs\/(\d+)(\/retry)?$/.exec(url.pathname);
    const found = match ? server.jobs.find((j) => j.id === match[1]) : undefined;
    if (match && !found)
      return json({ success: false, code: 'NOT_FOUND', message: 'No such job' }, 404);
    if (found && match?.[2] && method === 'POST') {
      if (server.busy.has(found.id) || !['failed', 'dead'].includes(found.state)) {
        return conflict('Only a failed or dead job can be retried; this one is running.');
      }
      Object.assign(found, { state: 'queued', attempts: 0, lastError: null });
      return json({ success: true, data: found });
    }
    if (found && !match?.[2] && method === 'DELETE') {
      if (server.busy.has(found.id) || ['running', 'done'].includes(found.state)) {
        return conflict('A running or finished job cannot be discarded.');
      }
      server.jobs = server.jobs.filter((j) => j !== found);
      return json({ success: true, data: { id: found.id } });
    }
    if (url.pathname === '/api/admin/monitoring') {
      return json({ success: false, code: 'INTERNAL', message: 'not under test' }, 500);
    }
    return json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

function setup(overrides: Partial<FakeServer> = {}): FakeServer {
  const server: FakeServer = { calls: [], jobs: seedJobs(), busy: new Set(), ...overrides };
  vi.stubGlobal('fetch', fakeServer(server));
  return server;
}

async function renderScreen(language: 'en' | 'ar' = 'en', route = '/admin/monitoring') {
  return renderWithApp(
    <Texts>
      <MonitoringScreen />
    </Texts>,
    { route, language },
  );
}

/** The date, the left-to-right clock and the whole time line of a date-time cell. */
const dateTime = (time: Element) => [
  time.querySelector('[data-part="date"]')?.textContent,
  time.querySelector('[data-part="time"] [dir="ltr"]')?.textContent,
  time.querySelector('[data-part="time"]')?.textContent,
];
const listCalls = (server: FakeServer) =>
  server.calls.filter((call) => call.startsWith('GET /api/admin/jobs'));
const row = (id: string) =>
  screen.getAllByTestId('monitoring-job').find((r) => r.textContent?.includes(`#${id}`))!;

afterEach(() => vi.unstubAllGlobals());

describe('MonitoringScreen background jobs', () => {
  it('shows the counts per state and the jobs not done, with labels, attempts, Riyadh times and errors', async () => {
    const server = setup();
    const user = userEvent.setup();
    await renderScreen();

    await screen.findAllByTestId('monitoring-job');
    expect(listCalls(server)[0]).toBe('GET /api/admin/jobs?page=1&limit=20');
    expect(screen.getByTestId('jobs-count-not-done').textContent).toBe('Not done4');
    expect(screen.getByTestId('jobs-count-queued').textContent).toBe('Queued1');
    expect(screen.getByTestId('jobs-count-running').textContent).toBe('Running1');
    expect(screen.getByTestId('jobs-count-failed').textContent).toBe('Failed1');
    expect(screen.getByTestId('jobs-count-dead').textContent).toBe('Dead1');
    expect(screen.getByTestId('jobs-count-done').textContent).toBe('Done1');
    expect(screen.getByTestId('jobs-count-not-done').getAttribute('aria-pressed')).toBe('true');

    const rows = screen.getAllByTestId('monitoring-job');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual([
      'failed',
      'queued',
      'dead',
      'running',
    ]);
    const failed = within(rows[0]!);
    expect(failed.getByText('Order confirmation email')).toBeTruthy();
    expect(failed.getByText('Failed').getAttribute('data-state')).toBe('failed');
    expect(failed.getByText('2 / 5').closest('[dir="ltr"]')).toBeTruthy();
    // Riyadh time, the date over the time, the clock's digits left to right.
    const [runAt, updatedAt] = rows[0]!.querySelectorAll('time');
    expect(runAt!.getAttribute('datetime')).toBe('2026-01-01T21:30:00Z');
    expect(dateTime(runAt!)).toEqual(['Jan 2, 2026', '12:30', '12:30 AM']);
    expect(dateTime(updatedAt!)).toEqual(['Jan 2, 2026', '12:00', '12:00 AM']);
    // An unknown type is shown as stored.
    expect(within(rows[1]!).getAllByText('zatca.report-invoice').length).toBeGreaterThan(0);
    expect(within(rows[2]!).getByText('New order notice to the store')).toBeTruthy();
    expect(within(rows[3]!).getByText('Expiry of unpaid orders')).toBeTruthy();

    // Actions follow the state: retry for failed and dead, discard for queued, failed and dead.
    const actions = (r: HTMLElement) =>
      within(r)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('data-testid'))
        .filter((id) => id === 'retry-job' || id === 'discard-job');
    expect(rows.map(actions)).toEqual([
      ['retry-job', 'discard-job'],
      ['discard-job'],
      ['retry-job', 'discard-job'],
      [],
    ]);

    // A long error is cut, the whole text a click away (and in the title).
    const error = within(rows[0]!).getByTestId('job-error');
    expect(error.textContent).not.toContain('(end of the error)');
    expect(error.textContent!.endsWith('…')).toBe(true);
    expect(error.getAttribute('title')).toBe(LONG_ERROR);
    await user.click(within(rows[0]!).getByRole('button', { name: 'Show all' }));
    expect(error.textContent).toBe(LONG_ERROR);
    expect(within(rows[2]!).getByTestId('job-error').textContent).toBe('Mailbox unavailable');
  });

  it('asks the API for one state when its count is chosen, and for every job not done again', async () => {
    const server = setup();
    const user = userEvent.setup();
    await renderScreen();
    await screen.findAllByTestId('monitoring-job');

    await user.click(screen.getByTestId('jobs-count-dead'));
    await waitFor(() =>
      expect(listCalls(server)).toContain('GET /api/admin/jobs?state=dead&page=1&limit=20'),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('monitoring-job').map((r) => r.dataset.state)).toEqual(['dead']),
    );
    expect(screen.getByTestId('jobs-count-dead').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/admin/monitoring?jobState=dead');

    await user.click(screen.getByTestId('jobs-count-done'));
    await waitFor(() =>
      expect(screen.getAllByTestId('monitoring-job').map((r) => r.dataset.state)).toEqual(['done']),
    );

    await user.click(screen.getByTestId('jobs-count-not-done'));
    await waitFor(() => expect(screen.getAllByTestId('monitoring-job')).toHaveLength(4));
    expect(listCalls(server).at(-1)).toBe('GET /api/admin/jobs?page=1&limit=20');
  });

  it('retries a failed job through POST …/retry and refreshes the list and counts', async () => {
    const server = setup();
    const user = userEvent.setup();
    await renderScreen();
    await screen.findAllByTestId('monitoring-job');
    const before = listCalls(server).length;

    await user.click(within(row('5')).getByTestId('retry-job'));
    await waitFor(() => expect(server.calls).toContain('POST /api/admin/jobs/5/retry'));
    expect(await screen.findByText('The job will run again now')).toBeTruthy();
    await waitFor(() => expect(row('5').dataset.state).toBe('queued'));
    expect(listCalls(server).length).toBeGreaterThan(before);
    expect(screen.getByTestId('jobs-count-failed').textContent).toBe('Failed0');
    expect(screen.getByTestId('jobs-count-queued').textContent).toBe('Queued2');
    expect(within(row('5')).queryByTestId('retry-job')).toBeNull();
  });

  it('discards a job only after confirmation, through DELETE', async () => {
    const server = setup();
    const user = userEvent.setup();
    await renderScreen();
    await screen.findAllByTestId('monitoring-job');

    await user.click(within(row('3')).getByTestId('discard-job'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('“New order notice to the store” (job 3)');
    expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    // Cancelling leaves the job alone.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(within(row('3')).getByTestId('discard-job'));
    await user.click(await screen.findByRole('button', { name: 'Discard job' }));
    await waitFor(() => expect(server.calls).toContain('DELETE /api/admin/jobs/3'));
    expect(await screen.findByText('Job discarded')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('monitoring-job')).toHaveLength(3));
    expect(screen.getByTestId('jobs-count-dead').textContent).toBe('Dead0');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server’s message when it refuses (409), and refreshes the list', async () => {
    const server = setup({ busy: new Set(['5']) });
    const user = userEvent.setup();
    await renderScreen();
    await screen.findAllByTestId('monitoring-job');

    await user.click(within(row('5')).getByTestId('retry-job'));
    const alert = await screen.findByTestId('toast-error');
    expect(alert.textContent).toContain('The job could not be retried');
    expect(alert.textContent).toContain(
      'Only a failed or dead job can be retried; this one is running.',
    );
    await waitFor(() => expect(listCalls(server).length).toBe(2));

    await user.click(within(row('5')).getByTestId('discard-job'));
    await user.click(await screen.findByRole('button', { name: 'Discard job' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('toast-error')
          .some((t) => t.textContent?.includes('A running or finished job cannot be discarded.')),
      ).toBe(true),
    );
    expect(screen.getAllByTestId('monitoring-job')).toHaveLength(4);
  });

  it('says so when there is no job, and when the list cannot be loaded', async () => {
    setup({ jobs: [] });
    const { unmount } = await renderScreen();
    const section = await screen.findByTestId('monitoring-jobs');
    expect((await within(section).findByTestId('list-empty')).textContent).toContain(
      'No background jobs',
    );
    expect(screen.getByTestId('jobs-count-not-done').textContent).toBe('Not done0');
    unmount();

    setup({ failList: true });
    await renderScreen();
    const failed = await within(await screen.findByTestId('monitoring-jobs')).findByTestId(
      'list-error',
    );
    expect(failed.textContent).toContain('Background jobs could not be loaded');
    expect(failed.textContent).toContain('Queue table missing');
  });

  it('pages through the jobs', async () => {
    const many = Array.from({ length: 25 }, (_, i) => job(String(100 - i), 'jobs.prune', 'queued'));
    const server = setup({ jobs: many });
    const user = userEvent.setup();
    await renderScreen();
    await screen.findAllByTestId('monitoring-job');
    expect(screen.getAllByTestId('monitoring-job')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(server)).toContain('GET /api/admin/jobs?page=2&limit=20'));
    await waitFor(() => expect(screen.getAllByTestId('monitoring-job')).toHaveLength(5));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('reads in Arabic, right to left', async () => {
    setup();
    await renderScreen('ar');
    await screen.findAllByTestId('monitoring-job');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    const section = screen.getByTestId('monitoring-jobs');
    expect(within(section).getByRole('heading', { name: 'المهام في الخلفية' })).toBeTruthy();
    expect(screen.getByTestId('jobs-count-dead').textContent).toBe('متوقفة1');
    expect(within(row('5')).getByText('بريد تأكيد الطلب')).toBeTruthy();
    expect(within(row('5')).getByText('فشلت')).toBeTruthy();
    expect(within(row('5')).getByRole('button', { name: /إعادة محاولة المهمة 5/ })).toBeTruthy();
    expect(dateTime(row('5').querySelector('time')!)).toEqual(['2 يناير 2026', '12:30', '12:30 ص']);
    expect(row('5').querySelector('[data-part="date"] [dir="ltr"]')).toBeNull();
    expect(within(row('4')).getAllByText('zatca.report-invoice').length).toBeGreaterThan(0);
  });
});
