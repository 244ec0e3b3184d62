import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOffer, OfferInput } from '@store/shared/schemas/offers';
import { auditLog, offers } from '../../db/schema.ts';
import {
  adminApiCaller,
  signInTestUsers,
  type AdminTestHeaders,
} from '../../test/admin-session.ts';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';

const HOUR = 3_600_000;
const clock = createTestClock();
let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, clock: clock.now });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const call = adminApiCaller(
  () => ctx.app,
  () => users,
);

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';

function buyTwo(values: Partial<OfferInput> = {}): OfferInput {
  return {
    name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
    kind: 'buy_n_percent',
    minQuantity: 2,
    percent: 10,
    ...values,
  };
}

async function create(input: OfferInput): Promise<AdminOffer> {
  const { status, body } = await call('POST', '/api/admin/offers', input);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function rowCount(): Promise<number> {
  return (await ctx.database.db.select({ id: offers.id }).from(offers)).length;
}

async function publicOffers(): Promise<{ id: string }[]> {
  const { status, body } = await call('GET', '/api/public/offers', undefined, {});
  expect(status).toBe(200);
  return body.data;
}

describe('automatic offers: admin and public reads', () => {
  it('is for admins only, the public read for anyone', async () => {
    expect((await call('GET', '/api/admin/offers', undefined, {})).status).toBe(401);
    expect((await call('GET', '/api/admin/offers', undefined, users.customer)).status).toBe(403);
    expect((await call('POST', '/api/admin/offers', buyTwo(), users.customer)).status).toBe(403);
    expect((await call('GET', '/api/public/offers', undefined, {})).status).toBe(200);
  });

  it('stores each kind as its rule in halalas and basis points, with an audit record', async () => {
    const buy = await create(buyTwo({ percent: 12.5, productIds: [P1, P1, P2] }));
    expect(buy.rule).toEqual({ kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1250 });
    expect(buy.productIds).toEqual([P1, P2]);
    expect(buy.state).toBe('active');
    const bundle = await create({
      name: { en: 'The pair', ar: 'الثنائي' },
      kind: 'bundle_price',
      bundlePrice: 600.5,
      productIds: [P1, P2],
    });
    expect(bundle.rule).toEqual({ kind: 'bundle_price', bundlePriceHalalas: 60_050 });
    const wrap = await create({
      name: { en: 'Free wrapping', ar: 'تغليف مجاني' },
      kind: 'free_gift_wrap',
      minSubtotal: 300,
      productIds: [P1],
    });
    expect(wrap.rule).toEqual({ kind: 'free_gift_wrap', minSubtotalHalalas: 30_000 });
    expect(wrap.productIds).toEqual([]);
    const sample = await create({
      name: { en: 'A sample more', ar: 'عينة إضافية' },
      kind: 'free_sample',
      minSubtotal: 0,
      samples: 1,
    });
    expect(sample.rule).toEqual({ kind: 'free_sample', minSubtotalHalalas: 0, samples: 1 });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, buy.id)));
    expect(audit.map((row) => row.action)).toEqual(['created']);
  });

  it('refuses wrong input in the page’s language and stores nothing', async () => {
    const before = await rowCount();
    const cases: [Partial<OfferInput>, string, string][] = [
      [{ percent: -5 }, 'percentRange', 'percent'],
      [{ percent: 150 }, 'percentRange', 'percent'],
      [{ minQuantity: 1 }, 'minQuantityInvalid', 'minQuantity'],
      [{ name: { en: 'x', ar: '' } }, 'nameRequired', 'name'],
      [
        { kind: 'bundle_price', bundlePrice: 100, productIds: [P1] },
        'bundleNeedsTwo',
        'productIds',
      ],
      [
        { kind: 'bundle_price', bundlePrice: -1, productIds: [P1, P2] },
        'amountPositive',
        'bundlePrice',
      ],
      [{ kind: 'free_gift_wrap', minSubtotal: 1e9 }, 'amountTooLarge', 'minSubtotal'],
      [{ kind: 'free_sample', minSubtotal: 10, samples: 500 }, 'samplesInvalid', 'samples'],
      [
        { startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' },
        'endsBeforeStarts',
        'endsAt',
      ],
      [{ position: -1 }, 'positionInvalid', 'position'],
    ];
    for (const [values, key, field] of cases) {
      const { status, body } = await call('POST', '/api/admin/offers', buyTwo(values));
      expect(status, key).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', reason: { key, params: { field } } });
    }
    const arabic = await call('POST', '/api/admin/offers', buyTwo({ percent: 0 }), {
      ...users.admin,
      'accept-language': 'ar',
    });
    expect(arabic.body.message).toContain('يجب أن تكون النسبة أكبر من 0');
    const english = await call('POST', '/api/admin/offers', buyTwo({ percent: 0 }));
    expect(english.body.message).toContain('The percent must be more than 0');
    expect(await rowCount()).toBe(before);
  });

  it('edits and deactivates; the public read follows each write at once', async () => {
    const offer = await create(buyTwo({ name: { en: 'Edit me', ar: 'عدّلني' } }));
    expect((await publicOffers()).map((o) => o.id)).toContain(offer.id);
    const edited = await call('PUT', `/api/admin/offers/${offer.id}`, buyTwo({ percent: 20 }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.rule.percentBasisPoints).toBe(2000);
    const refused = await call('PUT', `/api/admin/offers/${offer.id}`, buyTwo({ percent: 101 }));
    expect(refused.status).toBe(400);
    expect(
      (await call('GET', `/api/admin/offers/${offer.id}`)).body.data.rule.percentBasisPoints,
    ).toBe(2000);
    const off = await call('PUT', `/api/admin/offers/${offer.id}/active`, { active: false });
    expect(off.body.data.state).toBe('inactive');
    expect((await publicOffers()).map((o) => o.id)).not.toContain(offer.id);
    expect((await call('PUT', '/api/admin/offers/nope/active', { active: false })).status).toBe(
      404,
    );
  });

  it('serves only the offers running now, in their order of application', async () => {
    const now = clock.now().getTime();
    const later = await create(
      buyTwo({ position: 5, startsAt: new Date(now + 2 * HOUR).toISOString() }),
    );
    const ended = await create(buyTwo({ endsAt: new Date(now + HOUR).toISOString() }));
    const first = await create(buyTwo({ position: 0 }));
    const second = await create(buyTwo({ position: 1 }));
    let ids = (await publicOffers()).map((o) => o.id);
    expect(ids).not.toContain(later.id);
    expect(ids).toContain(ended.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const list = await call('GET', '/api/admin/offers');
    expect(list.body.data.find((o: AdminOffer) => o.id === later.id).state).toBe('scheduled');

    clock.advance(3 * HOUR);
    users = await signInTestUsers(ctx.app, ctx.database.db);
    // An admin write clears the public read; the clock alone does not (the cache's minute).
    await call('PUT', `/api/admin/offers/${second.id}`, buyTwo({ position: 1 }));
    ids = (await publicOffers()).map((o) => o.id);
    expect(ids).toContain(later.id);
    expect(ids).not.toContain(ended.id);
    const again = await call('GET', '/api/admin/offers');
    expect(again.body.data.find((o: AdminOffer) => o.id === ended.id).state).toBe('expired');
  });
});
