import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@store/shared/schemas/audit';
import { createAccount, signInAs, bearer } from '../auth/testing.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { auditChanges } from './audit-diff.ts';
import { auditLog } from './audit.table.ts';

let ctx: TestContext;
let users: AdminTestHeaders;
let secondAdmin: { headers: Record<string, string>; id: string; email: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  users = await signInTestUsers(ctx.app, ctx.database.db);
  const account = await createAccount(ctx.database.db);
  secondAdmin = {
    headers: bearer((await signInAs(ctx.app, account)).token),
    id: account.id,
    email: account.email,
  };
  // Writes through the API: ending a session records who did it.
  const extra = await createAccount(ctx.database.db);
  await signInAs(ctx.app, extra);
  const monitoring = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/monitoring',
    headers: users.admin,
  });
  const target = monitoring
    .json()
    .data.sessions.find((s: { user: { email: string } }) => s.user.email === extra.email);
  const ended = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/admin/sessions/${target.id}`,
    headers: secondAdmin.headers,
  });
  expect(ended.statusCode).toBe(200);
  // And older records of other kinds, written as the recorder would.
  await ctx.database.db.insert(auditLog).values([
    {
      actorId: users.adminId,
      actorEmail: users.adminEmail,
      action: 'updated',
      entity: 'product',
      entityId: 'p-1',
      details: {
        before: { name: { en: 'Oud', ar: 'عود' }, price: 100 },
        after: { name: { en: 'Oud Royal', ar: 'عود' }, price: 100 },
      },
      createdAt: new Date('2026-01-10T10:00:00Z'),
    },
    {
      actorId: users.adminId,
      actorEmail: users.adminEmail,
      action: 'created',
      entity: 'category',
      entityId: 'c-1',
      details: { before: null, after: { slug: 'floral' }, note: 'from the wizard' },
      createdAt: new Date('2026-01-12T23:30:00Z'),
    },
  ]);
}, 60_000);
afterAll(() => ctx.close());

async function list(query = '', headers = users.admin) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers });
  return res;
}

async function entries(query = ''): Promise<AuditEntryView[]> {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/audit-log', () => {
  it('lists newest first, with who, what and the changes', async () => {
    const all = await entries();
    expect(all.map((e) => e.entity)).toEqual(['session', 'category', 'product']);
    const [session, category, product] = all as [AuditEntryView, AuditEntryView, AuditEntryView];
    expect(session).toMatchObject({
      action: 'ended',
      actor: { id: secondAdmin.id, email: secondAdmin.email },
      hasBefore: true,
      hasAfter: false,
    });
    expect(product.changes).toEqual([{ path: 'name.en', before: '"Oud"', after: '"Oud Royal"' }]);
    expect(category).toMatchObject({
      hasBefore: false,
      note: 'from the wizard',
      changes: [{ path: 'slug', before: null, after: '"floral"' }],
    });
  });

  it('filters by user (id or part of the email), entity, action and date range', async () => {
    expect((await entries(`?user=${secondAdmin.id}`)).map((e) => e.entity)).toEqual(['session']);
    const byEmail = await entries(`?user=${encodeURIComponent(users.adminEmail.slice(0, 8))}`);
    expect(byEmail.map((e) => e.entity)).toEqual(['category', 'product']);
    expect((await entries('?entity=product')).map((e) => e.entityId)).toEqual(['p-1']);
    expect((await entries('?action=created')).map((e) => e.entity)).toEqual(['category']);
    // A bare "to" day includes that whole day.
    expect((await entries('?from=2026-01-11&to=2026-01-12')).map((e) => e.entity)).toEqual([
      'category',
    ]);
    expect((await entries('?to=2026-01-11')).map((e) => e.entity)).toEqual(['product']);
  });

  it('paginates', async () => {
    const res = await list('?limit=2&page=2');
    expect(res.json().data).toHaveLength(1);
    expect(res.json().pagination).toMatchObject({
      page: 2,
      total: 3,
      hasPrev: true,
      hasNext: false,
    });
  });

  it('answers 400 for a bad date or page, with the field', async () => {
    const bad = await list('?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('from');
    expect((await list('?page=abc')).json().errors[0].field).toBe('page');
  });

  it('offers the recorded entities and actions for the filters', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-log/facets',
      headers: users.admin,
    });
    expect(res.json().data).toEqual({
      entities: ['category', 'product', 'session'],
      actions: ['created', 'ended', 'updated'],
    });
  });

  it('answers 401 anonymous and 403 to a non-admin', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', users.customer)).statusCode).toBe(403);
  });
});

describe('auditChanges', () => {
  it('lists changed, added and removed keys; arrays as values', () => {
    expect(
      auditChanges(
        { a: 1, b: { c: 'x' }, tags: ['1'], gone: true },
        { a: 1, b: { c: 'y' }, tags: ['1', '2'], added: null },
      ),
    ).toEqual([
      { path: 'b.c', before: '"x"', after: '"y"' },
      { path: 'tags', before: '["1"]', after: '["1","2"]' },
      { path: 'gone', before: 'true', after: null },
      { path: 'added', before: null, after: 'null' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
