import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarketingTagsInput } from '@store/shared/schemas/marketing-tags';
import { auditLog, settings } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MARKETING_TAGS_KEY } from './index.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(settings).where(eq(settings.key, MARKETING_TAGS_KEY));
  await ctx.app.publicCache.invalidate('marketing');
});

const ALL_OFF: MarketingTagsInput = {
  ga4: { id: '', enabled: false },
  gtm: { id: '', enabled: false },
  meta: { id: '', enabled: false },
  snap: { id: '', enabled: false },
  tiktok: { id: '', enabled: false },
};
const GA4 = 'G-ABC123XYZ9';
const META = '123456789012345';
const SNAP = 'c9215353-76c9-4423-a615-21b4ac088222';
const TIKTOK = 'CCO0N03C77U3QS7T8KLG';

function save(body: object, headers = users.admin) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/marketing-tags',
    headers,
    payload: body,
  });
}

function cspOf(headers: Record<string, unknown>): Map<string, string[]> {
  const policy = String(headers['content-security-policy']);
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the marketing tags', () => {
  it('are none until saved, and only an admin may read or change them', async () => {
    const read = await ctx.app.inject({ url: '/api/admin/marketing-tags', headers: users.admin });
    expect(read.json().data).toMatchObject({ ...ALL_OFF, updatedAt: null });
    const pub = await ctx.app.inject('/api/public/marketing-tags');
    expect(pub.json().data).toEqual({ version: '', tags: {} });
    expect((await ctx.app.inject('/api/admin/marketing-tags')).statusCode).toBe(401);
    expect((await save(ALL_OFF, users.customer)).statusCode).toBe(403);
  });

  it('are saved normalised, audited, and the public read shows only the IDs that are on', async () => {
    const res = await save({
      ...ALL_OFF,
      ga4: { id: ' g-abc123xyz9 ', enabled: true },
      meta: { id: META, enabled: false },
      snap: { id: SNAP.toUpperCase(), enabled: true },
      tiktok: { id: TIKTOK.toLowerCase(), enabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ga4: { id: GA4, enabled: true },
      meta: { id: META, enabled: false },
      snap: { id: SNAP, enabled: true },
      tiktok: { id: TIKTOK, enabled: true },
    });
    const pub = (await ctx.app.inject('/api/public/marketing-tags')).json().data;
    expect(pub).toEqual({
      version: 'ga4,snap,tiktok',
      tags: { ga4: GA4, snap: SNAP, tiktok: TIKTOK },
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, MARKETING_TAGS_KEY));
    expect(audit).toMatchObject({ action: 'updated', actorId: users.adminId });
  });

  it.each([
    ['ga4', 'UA-12345-1'],
    ['gtm', 'GTM_12'],
    ['meta', '12ab34'],
    ['snap', 'not-a-uuid'],
    ['tiktok', 'C4ABC'],
  ])('refuse a malformed %s ID and keep what was saved', async (tag, id) => {
    await save({ ...ALL_OFF, ga4: { id: GA4, enabled: true } });
    const res = await save({ ...ALL_OFF, [tag]: { id, enabled: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(res.json())).toContain(`${tag}.id`);
    const pub = (await ctx.app.inject('/api/public/marketing-tags')).json().data;
    expect(pub.tags).toEqual({ ga4: GA4 });
  });

  it('refuse a tag switched on without an ID', async () => {
    const res = await save({ ...ALL_OFF, meta: { id: ' ', enabled: true } });
    expect(res.statusCode).toBe(400);
  });
});

// The policy of documents (pages, files); a JSON answer's is frame-ancestors alone (decision 056).
describe('the Content-Security-Policy', () => {
  it('adds no origin while no tag is on', async () => {
    await save({ ...ALL_OFF, meta: { id: META, enabled: false } });
    const csp = cspOf((await ctx.app.inject('/robots.txt')).headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows exactly the origins of the tags that are on, and drops them when switched off', async () => {
    await save({
      ...ALL_OFF,
      meta: { id: META, enabled: true },
      tiktok: { id: TIKTOK, enabled: true },
      snap: { id: SNAP, enabled: false },
    });
    let csp = cspOf((await ctx.app.inject('/robots.txt')).headers);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://www.facebook.com',
      'https://analytics.tiktok.com',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.facebook.com',
      'https://analytics.tiktok.com',
    ]);
    expect(csp.get('default-src')).toEqual(["'self'"]);

    await save({
      ...ALL_OFF,
      ga4: { id: GA4, enabled: true },
      gtm: { id: 'GTM-AB12CD', enabled: true },
    });
    csp = cspOf((await ctx.app.inject('/robots.txt')).headers);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://*.googletagmanager.com',
      'https://www.googletagmanager.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://www.googletagmanager.com',
      'https://www.google.com',
    ]);

    await save(ALL_OFF);
    csp = cspOf((await ctx.app.inject('/robots.txt')).headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });
});
