import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPromotion, PromotionInput } from '@store/shared/schemas/promotions';
import { auditLog, promotions } from '../../db/schema.ts';
import {
  adminApiCaller,
  signInTestUsers,
  type AdminTestHeaders,
} from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const call = adminApiCaller(
  () => ctx.app,
  () => users,
);

let codes = 0;
function input(values: Partial<PromotionInput> = {}): PromotionInput {
  codes++;
  return { code: `ADMIN${codes}`, kind: 'percent', percent: 10, ...values };
}

async function create(values: Partial<PromotionInput> = {}): Promise<AdminPromotion> {
  const { status, body } = await call('POST', '/api/admin/promotions', input(values));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function rowCount(): Promise<number> {
  return (await ctx.database.db.select({ id: promotions.id }).from(promotions)).length;
}

describe('admin discount codes', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/promotions', undefined, {})).status).toBe(401);
    expect((await call('GET', '/api/admin/promotions', undefined, users.customer)).status).toBe(
      403,
    );
    expect((await call('POST', '/api/admin/promotions', input(), users.customer)).status).toBe(403);
  });

  it('creates a code in its one form, with amounts in halalas and an audit record', async () => {
    const created = await create({
      code: ' ramadan٢٥ ',
      kind: 'fixed',
      percent: undefined,
      amount: 25.5,
      minOrder: 300,
      startsAt: '2026-03-01T00:00:00+03:00',
      endsAt: '2026-03-31T23:59:00+03:00',
      usageLimit: 100,
      perCustomerLimit: 1,
      scope: 'only',
      families: ['woody'],
      firstOrderOnly: true,
      combinable: true,
    });
    expect(created).toMatchObject({
      code: 'RAMADAN25',
      kind: 'fixed',
      amount: 25.5,
      percent: null,
      minOrder: 300,
      startsAt: '2026-02-28T21:00:00.000Z',
      endsAt: '2026-03-31T20:59:00.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      scope: 'only',
      families: ['woody'],
      firstOrderOnly: true,
      combinable: true,
      active: true,
      timesUsed: 0,
    });
    const [row] = await ctx.database.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, created.id));
    expect(row).toMatchObject({ amountHalalas: 2550, minOrderHalalas: 30_000 });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, created.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'created', actorId: users.adminId });
  });

  it('refuses absurd values with the problem’s key, and changes nothing', async () => {
    const before = await rowCount();
    const cases: [Partial<PromotionInput>, string, string][] = [
      [{ percent: 101 }, 'percent', 'percentRange'],
      [{ percent: 0 }, 'percent', 'percentRange'],
      [{ percent: -5 }, 'percent', 'percentRange'],
      [{ kind: 'fixed', amount: 0 }, 'amount', 'amountPositive'],
      [{ kind: 'fixed', amount: -10 }, 'amount', 'amountPositive'],
      [{ kind: 'fixed', amount: 10.001 }, 'amount', 'amountPositive'],
      [{ kind: 'fixed', amount: 1e9 }, 'amount', 'amountTooLarge'],
      [{ minOrder: -1 }, 'minOrder', 'minOrderInvalid'],
      [
        { startsAt: '2026-03-10T00:00:00Z', endsAt: '2026-03-09T00:00:00Z' },
        'endsAt',
        'endsBeforeStarts',
      ],
      [{ endsAt: 'tomorrow' }, 'endsAt', 'dateInvalid'],
      [{ usageLimit: 0 }, 'usageLimit', 'limitInvalid'],
      [{ perCustomerLimit: 1.5 }, 'perCustomerLimit', 'limitInvalid'],
      [{ code: '' }, 'code', 'codeRequired'],
      [{ code: 'A B!' }, 'code', 'codeShape'],
      [{ scope: 'only' }, 'scope', 'scopeEmpty'],
    ];
    for (const [values, field, key] of cases) {
      const { status, body } = await call('POST', '/api/admin/promotions', input(values));
      expect(status, JSON.stringify(values)).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: { key, params: { field } },
      });
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses a code already in use, whatever its case or digits', async () => {
    await create({ code: 'WELCOME' });
    const before = await rowCount();
    const { status, body } = await call(
      'POST',
      '/api/admin/promotions',
      input({ code: 'welcome' }),
    );
    expect(status).toBe(409);
    expect(body.reason).toEqual({ key: 'codeTaken', params: { code: 'WELCOME' } });
    expect(await rowCount()).toBe(before);
  });

  it('edits, deactivates and duplicates a code, each audited', async () => {
    const code = await create({ code: 'EDITME', percent: 15 });
    const edited = await call('PUT', `/api/admin/promotions/${code.id}`, {
      ...input({ code: 'EDITED', percent: 12.5 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ code: 'EDITED', percent: 12.5 });

    const refused = await call('PUT', `/api/admin/promotions/${code.id}`, {
      ...input({ code: 'EDITED', percent: 150 }),
    });
    expect(refused.status).toBe(400);
    expect(
      (await call('GET', `/api/admin/promotions/${code.id}`)).body.data.promotion.percent,
    ).toBe(12.5);

    const off = await call('PUT', `/api/admin/promotions/${code.id}/active`, { active: false });
    expect(off.body.data).toMatchObject({ active: false, state: 'inactive' });

    const copy = await call('POST', `/api/admin/promotions/${code.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      code: 'EDITED-COPY',
      percent: 12.5,
      active: false,
      timesUsed: 0,
    });
    const again = await call('POST', `/api/admin/promotions/${code.id}/duplicate`);
    expect(again.body.data.code).toBe('EDITED-COPY2');

    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, code.id)))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action).sort()).toEqual(['created', 'deactivated', 'updated']);
    expect((await call('GET', '/api/admin/promotions/not-an-id')).status).toBe(404);
  });

  it('lists codes with search, state and kind filters', async () => {
    const now = Date.now();
    await create({ code: 'LISTLIVE', description: 'Summer sale' });
    await create({ code: 'LISTSOON', startsAt: new Date(now + 86_400_000).toISOString() });
    await create({
      code: 'LISTOLD',
      startsAt: new Date(now - 2 * 86_400_000).toISOString(),
      endsAt: new Date(now - 86_400_000).toISOString(),
    });
    await create({ code: 'LISTSHIP', kind: 'free_shipping', percent: undefined });

    const list = async (query: string) =>
      (await call('GET', `/api/admin/promotions?${query}`)).body.data.map(
        (p: AdminPromotion) => p.code,
      ) as string[];
    expect(await list('search=list')).toEqual(
      expect.arrayContaining(['LISTLIVE', 'LISTSOON', 'LISTOLD', 'LISTSHIP']),
    );
    expect(await list('search=summer')).toEqual(['LISTLIVE']);
    const scheduled = await list('search=list&state=scheduled');
    expect(scheduled).toEqual(['LISTSOON']);
    expect(await list('search=list&state=expired')).toEqual(['LISTOLD']);
    expect((await list('search=list&state=active')).sort()).toEqual(['LISTLIVE', 'LISTSHIP']);
    expect(await list('search=list&kind=free_shipping')).toEqual(['LISTSHIP']);
    const bad = await call('GET', '/api/admin/promotions?state=nonsense');
    expect(bad.status).toBe(400);
  });
});
