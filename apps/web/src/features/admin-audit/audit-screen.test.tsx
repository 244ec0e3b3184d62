import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView } from '@store/shared/schemas/audit';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuditScreen } from './audit-screen.tsx';

function Texts({ children }: { children: React.ReactNode }) {
  useAdminAreaTexts();
  return children;
}

const entry: AuditEntryView = {
  id: 'e1',
  actor: { id: 'u1', email: 'noor@maison.test' },
  action: 'updated',
  entity: 'product',
  entityId: 'p-1',
  changes: [{ path: 'name.en', before: '"Oud"', after: '"Oud Royal"' }],
  hasBefore: true,
  hasAfter: true,
  note: null,
  ipAddress: '10.0.0.1',
  userAgent: 'test',
  createdAt: '2026-01-10T10:00:00.000Z',
};

function api(calls: URL[]) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/audit-log/facets') {
      return json({ success: true, data: { entities: ['product'], actions: ['updated'] } });
    }
    if (url.pathname === '/api/audit-log') {
      const filtered = url.searchParams.get('entity') === 'category';
      const data = filtered ? [] : [entry];
      return json({
        success: true,
        data,
        pagination: {
          page: 1,
          limit: 25,
          total: data.length,
          pages: 1,
          hasNext: false,
          hasPrev: false,
        },
      });
    }
    return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'x' }), {
      status: 404,
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AuditScreen', () => {
  it('shows who did what and expands the changes', async () => {
    vi.stubGlobal('fetch', api([]));
    const user = userEvent.setup();
    await renderWithApp(
      <Texts>
        <AuditScreen />
      </Texts>,
      { route: '/admin/audit-log' },
    );
    const row = await screen.findByTestId('audit-row');
    expect(within(row).getByText('noor@maison.test')).toBeTruthy();
    expect(within(row).getByText('Updated')).toBeTruthy();
    expect(within(row).getByText('Product')).toBeTruthy();

    await user.click(within(row).getByTestId('audit-toggle'));
    const changes = screen.getByTestId('audit-changes');
    expect(within(changes).getByText('name.en')).toBeTruthy();
    expect(within(changes).getByText('"Oud Royal"')).toBeTruthy();
  });

  it('sends the filters from the URL and refuses a backwards date range without asking', async () => {
    const calls: URL[] = [];
    vi.stubGlobal('fetch', api(calls));
    await renderWithApp(
      <Texts>
        <AuditScreen />
      </Texts>,
      { route: '/admin/audit-log?entity=category&from=2026-01-01', language: 'ar' },
    );
    await screen.findByText('لا يوجد سجل يطابق عوامل التصفية هذه.');
    const list = calls.find((u) => u.pathname === '/api/audit-log')!;
    expect(list.searchParams.get('entity')).toBe('category');
    expect(list.searchParams.get('from')).toBe('2026-01-01');

    const user = userEvent.setup();
    const before = calls.length;
    const to = screen.getByTestId('audit-filter-to');
    await user.type(to, '2025-12-01');
    await waitFor(() =>
      expect(screen.getByText('يجب أن يكون تاريخ «من» قبل تاريخ «إلى» أو مساويًا له.')).toBeTruthy(),
    );
    expect(calls.slice(before).some((u) => u.searchParams.get('to') === '2025-12-01')).toBe(false);
  });
});
