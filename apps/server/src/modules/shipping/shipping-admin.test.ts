import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ShippingAdminView,
  ShippingZone,
  ShippingZoneInput,
} from '@store/shared/schemas/shipping';
import { auditLog } from '../../db/schema.ts';
import {
  adminApiCaller,
  signInTestUsers,
  type AdminTestHeaders,
} from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { quoteShipping } from './index.ts';
import { methodInput, setShippingZones, zoneInput } from './testing.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const DEFAULT_ZONE_ID = '00000000-0000-4000-8000-000000000019';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = adminApiCaller(
  () => ctx.app,
  () => users,
);

async function view(): Promise<ShippingAdminView> {
  const { status, body } = await call('GET', '/api/admin/shipping');
  expect(status).toBe(200);
  return body.data;
}

async function createZone(input: ShippingZoneInput): Promise<ShippingZone> {
  const { status, body } = await call('POST', '/api/admin/shipping/zones', input);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const riyadh = { countryCode: 'SA', cityId: 'riyadh' };
const parcel = { subtotalHalalas: 10_000, weightGrams: 500 };

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

describe('GET /api/admin/shipping', () => {
  it('shows the zone migration 0007 made from the old flat fee, and the options', async () => {
    const { zones, options } = await view();
    expect(zones).toHaveLength(1);
    expect(zones[0]).toMatchObject({
      id: DEFAULT_ZONE_ID,
      name: { en: 'All of Saudi Arabia', ar: 'جميع مناطق المملكة' },
      codEnabled: true,
      active: true,
      methods: [
        {
          kind: 'standard',
          rule: { type: 'flat', priceHalalas: 0 },
          freeAboveHalalas: 20_000,
          active: true,
        },
      ],
    });
    expect(zones[0]!.regions).toHaveLength(13);
    expect(options).toEqual({
      shipAbroad: false,
      abroadCountries: [],
      defaultItemWeightGrams: 500,
    });
  });
});

describe('zones: create, replace, delete', () => {
  beforeEach(() => setShippingZones(ctx.app, []));

  it('creates zones last in order, with their methods in order, and records the audit', async () => {
    const first = await createZone(zoneInput({ name: { en: 'Riyadh', ar: 'الرياض' } }));
    const second = await createZone(
      zoneInput({
        name: { en: '  Jeddah and Makkah ', ar: 'جدة ومكة' },
        regions: [],
        cityIds: ['jeddah', 'makkah'],
        codEnabled: false,
        codFeeHalalas: 1_000,
        methods: [
          methodInput({ kind: 'express', name: { en: 'Express', ar: 'سريع' } }),
          methodInput({
            kind: 'pickup',
            name: { en: 'Pickup', ar: 'استلام من المتجر' },
            rule: { type: 'flat', priceHalalas: 0 },
            pickupAddress: { en: 'Tahlia St, Jeddah', ar: 'شارع التحلية، جدة' },
            minDays: 0,
            maxDays: 1,
          }),
        ],
      }),
    );
    expect(first.position).toBeLessThan(second.position);
    expect(second).toMatchObject({
      name: { en: 'Jeddah and Makkah', ar: 'جدة ومكة' },
      regions: [],
      cityIds: ['jeddah', 'makkah'],
      codEnabled: false,
      codFeeHalalas: 1_000,
      methods: [
        { kind: 'express', pickupAddress: null },
        { kind: 'pickup', pickupAddress: { en: 'Tahlia St, Jeddah', ar: 'شارع التحلية، جدة' } },
      ],
    });

    const { zones } = await view();
    expect(zones.map((zone) => zone.id)).toEqual([first.id, second.id]);
    expect(zones[1]!.methods.map((method) => method.kind)).toEqual(['express', 'pickup']);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shipping'), eq(auditLog.entityId, second.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'created', actorId: users.adminId });
  });

  it('replaces a zone: sent methods keep their ids, new ones get one, those left out go', async () => {
    const zone = await createZone(
      zoneInput({
        methods: [
          methodInput({ name: { en: 'A', ar: 'أ' } }),
          methodInput({ name: { en: 'B', ar: 'ب' } }),
          methodInput({ name: { en: 'C', ar: 'ج' } }),
        ],
      }),
    );
    const [a, b, c] = zone.methods;
    const other = await createZone(zoneInput({ name: { en: 'Other', ar: 'أخرى' } }));

    const { status, body } = await call(
      'PUT',
      `/api/admin/shipping/zones/${zone.id}`,
      zoneInput({
        name: { en: 'Riyadh renamed', ar: 'الرياض' },
        regions: ['SA-01', 'SA-05'],
        codEnabled: false,
        methods: [
          methodInput({ id: c!.id, name: { en: 'C first', ar: 'ج' } }),
          methodInput({ name: { en: 'New', ar: 'جديد' } }),
          methodInput({ id: a!.id, name: { en: 'A', ar: 'أ' }, active: false }),
          // Another zone's method id is not taken over: the method is new here.
          methodInput({ id: other.methods[0]!.id, name: { en: 'Stolen', ar: 'مأخوذ' } }),
        ],
      }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const saved: ShippingZone = body.data;
    expect(saved.name.en).toBe('Riyadh renamed');
    expect(saved.regions).toEqual(['SA-01', 'SA-05']);
    expect(saved.codEnabled).toBe(false);
    expect(saved.position).toBe(zone.position);
    expect(saved.methods.map((m) => m.name.en)).toEqual(['C first', 'New', 'A', 'Stolen']);
    expect(saved.methods[0]!.id).toBe(c!.id);
    expect(saved.methods[2]).toMatchObject({ id: a!.id, active: false });
    const ids = saved.methods.map((m) => m.id);
    expect(ids).not.toContain(b!.id);
    expect(saved.methods[1]!.id).not.toBe(b!.id);
    expect(saved.methods[3]!.id).not.toBe(other.methods[0]!.id);

    const { zones } = await view();
    expect(zones.find((z) => z.id === other.id)!.methods[0]!.id).toBe(other.methods[0]!.id);
  });

  it('deletes a zone with its methods (204), then 404s', async () => {
    const zone = await createZone(zoneInput());
    const removed = await call('DELETE', `/api/admin/shipping/zones/${zone.id}`);
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    expect((await view()).zones).toEqual([]);
    const again = await call('DELETE', `/api/admin/shipping/zones/${zone.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown or malformed zone id, changing nothing', async () => {
    await createZone(zoneInput());
    const before = await view();
    for (const id of [MISSING_ID, 'not-a-uuid']) {
      const put = await call('PUT', `/api/admin/shipping/zones/${id}`, zoneInput());
      expect(put.status).toBe(404);
      expect(put.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(await view()).toEqual(before);
  });
});

describe('validation', () => {
  let zone: ShippingZone;
  beforeEach(async () => {
    await setShippingZones(ctx.app, []);
    zone = await createZone(zoneInput({ cityIds: ['riyadh'] }));
  });

  async function refused(input: unknown) {
    const before = await view();
    const put = await call('PUT', `/api/admin/shipping/zones/${zone.id}`, input);
    const post = await call('POST', '/api/admin/shipping/zones', input);
    expect(put.status).toBe(400);
    expect(post.status).toBe(400);
    expect(put.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    // Bad input loses nothing already saved.
    expect(await view()).toEqual(before);
    return put.body.errors as { field: string; message: string }[];
  }

  it('names a city id that is not in the list', async () => {
    const errors = await refused(zoneInput({ cityIds: ['riyadh', 'atlantis'] }));
    expect(errors).toContainEqual({
      field: 'cityIds.1',
      message: 'no city of the list has the id "atlantis"',
    });
  });

  it('needs a region, a city or a country', async () => {
    const errors = await refused(zoneInput({ regions: [], cityIds: [], countries: [] }));
    expect(errors).toContainEqual({
      field: 'regions',
      message: 'choose at least one region, city or country',
    });
  });

  it('refuses unknown regions and countries, and names in neither language', async () => {
    const errors = await refused(
      zoneInput({ regions: ['SA-99'], countries: ['US'] as never, name: { en: ' ', ar: '' } }),
    );
    const fields = errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['regions.0', 'countries.0', 'name.en']));
  });

  it('refuses order-value bands that do not start at 0 or do not go up', async () => {
    const bands = (list: { fromHalalas: number; priceHalalas: number }[]) =>
      zoneInput({ methods: [methodInput({ rule: { type: 'order_value', bands: list } })] });
    expect(await refused(bands([{ fromHalalas: 100, priceHalalas: 500 }]))).toContainEqual({
      field: 'methods.0.rule.bands',
      message: 'the first band starts at 0',
    });
    expect(
      await refused(
        bands([
          { fromHalalas: 0, priceHalalas: 500 },
          { fromHalalas: 10_000, priceHalalas: 0 },
          { fromHalalas: 10_000, priceHalalas: 0 },
        ]),
      ),
    ).toContainEqual({ field: 'methods.0.rule.bands', message: 'bands must go up in order' });
    expect(await refused(bands([]))).toContainEqual({
      field: 'methods.0.rule.bands',
      message: 'needs at least one band',
    });
  });

  it('refuses weight bands out of order, fractional grams and halalas, and negative prices', async () => {
    const weight = (
      list: { upToGrams: number; priceHalalas: number }[],
      perExtraKgHalalas: number | null = null,
    ) =>
      zoneInput({
        methods: [methodInput({ rule: { type: 'weight', bands: list, perExtraKgHalalas } })],
      });
    expect(
      await refused(
        weight([
          { upToGrams: 2_000, priceHalalas: 2_000 },
          { upToGrams: 1_000, priceHalalas: 1_500 },
        ]),
      ),
    ).toContainEqual({ field: 'methods.0.rule.bands', message: 'bands must go up in order' });
    expect(await refused(weight([{ upToGrams: 0.5, priceHalalas: 100 }]))).toContainEqual({
      field: 'methods.0.rule.bands.0.upToGrams',
      message: 'must be a whole number of grams',
    });
    expect(await refused(weight([{ upToGrams: 500, priceHalalas: 12.5 }]))).toContainEqual({
      field: 'methods.0.rule.bands.0.priceHalalas',
      message: 'must be a whole number of halalas',
    });
    expect(await refused(weight([{ upToGrams: 500, priceHalalas: 100 }], -1))).toContainEqual({
      field: 'methods.0.rule.perExtraKgHalalas',
      message: 'must not be negative',
    });
  });

  it('refuses days that run backwards and store pickup without an address', async () => {
    const errors = await refused(
      zoneInput({
        methods: [
          methodInput({ minDays: 5, maxDays: 2 }),
          methodInput({ kind: 'pickup', pickupAddress: { en: '', ar: '' } }),
        ],
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'methods.0.maxDays', message: 'must not be below minDays' },
        { field: 'methods.1.pickupAddress', message: 'is required for store pickup' },
      ]),
    );
  });

  it('refuses a method id sent twice', async () => {
    const id = zone.methods[0]!.id;
    const errors = await refused(
      zoneInput({ methods: [methodInput({ id }), methodInput({ id })] }),
    );
    expect(errors).toContainEqual({
      field: 'methods.1.id',
      message: 'lists the same method twice',
    });
  });
});

describe('PUT /api/admin/shipping/zones/order', () => {
  it('sets the order zones are matched in, and must name every zone once', async () => {
    const [a, b, c] = await setShippingZones(ctx.app, [
      zoneInput({ name: { en: 'A', ar: 'أ' } }),
      zoneInput({ name: { en: 'B', ar: 'ب' } }),
      zoneInput({ name: { en: 'C', ar: 'ج' } }),
    ]);
    const reordered = await call('PUT', '/api/admin/shipping/zones/order', {
      ids: [c!.id, a!.id, b!.id],
    });
    expect(reordered.status).toBe(200);
    const order = (reordered.body.data as ShippingAdminView).zones.map((zone) => zone.name.en);
    expect(order).toEqual(['C', 'A', 'B']);
    expect((await view()).zones.map((zone) => zone.name.en)).toEqual(['C', 'A', 'B']);

    for (const ids of [
      [c!.id, a!.id],
      [c!.id, a!.id, b!.id, b!.id],
      [c!.id, a!.id, MISSING_ID],
    ]) {
      const bad = await call('PUT', '/api/admin/shipping/zones/order', { ids });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'ids' }],
      });
    }
    expect((await view()).zones.map((zone) => zone.name.en)).toEqual(['C', 'A', 'B']);
  });
});

describe('options', () => {
  beforeEach(() => setShippingZones(ctx.app, [zoneInput()]));

  it('saves the options; the public options list the countries while shipping abroad is on', async () => {
    const publicOptions = async () =>
      (await call('GET', '/api/public/shipping/options', undefined, {})).body.data;
    expect(await publicOptions()).toEqual({ countries: ['SA'], freeShipping: null });

    const saved = await call('PUT', '/api/admin/shipping/options', {
      shipAbroad: true,
      abroadCountries: ['QA', 'AE', 'QA'],
      defaultItemWeightGrams: 750,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      shipAbroad: true,
      abroadCountries: ['AE', 'QA'],
      defaultItemWeightGrams: 750,
    });
    expect((await view()).options).toEqual(saved.body.data);
    // The public answer is cached; the save dropped it.
    expect(await publicOptions()).toEqual({ countries: ['SA', 'AE', 'QA'], freeShipping: null });

    await call('PUT', '/api/admin/shipping/options', {
      shipAbroad: false,
      abroadCountries: ['AE', 'QA'],
      defaultItemWeightGrams: 750,
    });
    expect((await publicOptions()).countries).toEqual(['SA']);
  });

  it('refuses options out of bounds, keeping the saved ones', async () => {
    const before = (await view()).options;
    for (const body of [
      { shipAbroad: true, abroadCountries: ['SA'], defaultItemWeightGrams: 500 },
      { shipAbroad: true, abroadCountries: [], defaultItemWeightGrams: 0 },
      { shipAbroad: true, abroadCountries: [], defaultItemWeightGrams: 1_000_001 },
      { shipAbroad: 'yes', abroadCountries: [], defaultItemWeightGrams: 500 },
    ]) {
      const res = await call('PUT', '/api/admin/shipping/options', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect((await view()).options).toEqual(before);
  });
});

describe('the quote follows every admin write at once (the in-memory copy is dropped)', () => {
  it('prices with the zone as just saved, and offers nothing once it is deleted', async () => {
    const [zone] = await setShippingZones(ctx.app, [zoneInput()]);
    expect((await quoteShipping(ctx.database.db, riyadh, parcel)).offers[0]!.priceHalalas).toBe(
      2_500,
    );
    await call(
      'PUT',
      `/api/admin/shipping/zones/${zone!.id}`,
      zoneInput({ methods: [methodInput({ rule: { type: 'flat', priceHalalas: 1_900 } })] }),
    );
    expect((await quoteShipping(ctx.database.db, riyadh, parcel)).offers[0]!.priceHalalas).toBe(
      1_900,
    );
    await call('DELETE', `/api/admin/shipping/zones/${zone!.id}`);
    expect((await quoteShipping(ctx.database.db, riyadh, parcel)).problem).toBe('noZone');
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to a non-admin, on every shipping admin route', async () => {
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/admin/shipping'],
      ['POST', '/api/admin/shipping/zones', zoneInput()],
      ['PUT', `/api/admin/shipping/zones/${DEFAULT_ZONE_ID}`, zoneInput()],
      ['DELETE', `/api/admin/shipping/zones/${DEFAULT_ZONE_ID}`],
      ['PUT', '/api/admin/shipping/zones/order', { ids: [DEFAULT_ZONE_ID] }],
      [
        'PUT',
        '/api/admin/shipping/options',
        { shipAbroad: false, abroadCountries: [], defaultItemWeightGrams: 500 },
      ],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, users.customer)).status, `${method} ${url}`).toBe(
        403,
      );
    }
  });
});
