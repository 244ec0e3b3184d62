import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SellerProfile, SiteSettings } from '@store/shared/schemas/settings';
import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import { EMPTY_SELLER_PROFILE } from '@store/shared/store-defaults';
import { auditLog } from '../../db/schema.ts';
import { demoSettings } from '../../db/seed/demo-settings.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { customer, insertProduct, orderByNumber } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { readSellerProfile } from './index.ts';
import { settings } from './settings.table.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await storeSite(demoSettings);
});

async function storeSite(value: unknown) {
  await ctx.database.db.update(settings).set({ value }).where(eq(settings.key, 'site'));
  await ctx.app.publicCache.invalidate('settings');
}

async function storedSite(): Promise<SiteSettings> {
  const [row] = await ctx.database.db.select().from(settings).where(eq(settings.key, 'site'));
  return row!.value as SiteSettings;
}

async function call(method: 'GET' | 'PUT', url: string, payload?: object, headers = users.admin) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

const storefront = async () => (await call('GET', '/api/public/site-settings', undefined, {})).body;

function fields(body: { errors?: { field: string }[] }) {
  return (body.errors ?? []).map((e) => e.field).sort();
}

/** Maison Anbar's legal identity, as a merchant enters it. */
const profile: SellerProfile = SAMPLE_SELLER_PROFILE;

describe('the seller profile', () => {
  it('starts empty with e-invoicing off, and the storefront shows no tax numbers', async () => {
    const admin = await call('GET', '/api/site-settings');
    expect(admin.body.data.sellerProfile).toEqual(EMPTY_SELLER_PROFILE);
    expect(admin.body.data.commerce).not.toHaveProperty('vatNumber');
    expect((await storefront()).data.sellerProfile).toEqual({
      legalName: { en: '', ar: '' },
      crNumber: '',
      vatNumber: '',
    });
  });

  it('saves alone, shows the public part on the storefront at once, audits, and keeps the rest private', async () => {
    await storefront(); // warm the public cache
    const saved = await call('PUT', '/api/site-settings', { sellerProfile: profile });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data.sellerProfile).toEqual(profile);
    expect(saved.body.data.commerce).toEqual(demoSettings.commerce);
    expect((await storedSite()).sellerProfile).toEqual(profile);

    const shown = await storefront();
    expect(shown.data.sellerProfile).toEqual({
      legalName: profile.legalName,
      crNumber: '1010123456',
      vatNumber: '310123456700003',
    });
    const raw = JSON.stringify(shown);
    for (const secret of ['2322', '8228', 'phase2', 'einvoicingMode', 'buildingNumber']) {
      expect(raw).not.toContain(secret);
    }

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'sellerProfile'));
    expect(audit).toMatchObject({ action: 'updated', entity: 'settings', actorId: users.adminId });
    expect(audit!.details).toMatchObject({
      before: { sellerProfile: EMPTY_SELLER_PROFILE },
      after: { sellerProfile: profile },
    });
  });

  it('takes Arabic-Indic digits and spaces in number fields and stores ASCII digits', async () => {
    const saved = await call('PUT', '/api/site-settings', {
      sellerProfile: {
        ...profile,
        vatNumber: '٣١٠ ١٢٣٤ ٥٦٧٠ ٠٠٠٣',
        crNumber: '١٠١٠١٢٣٤٥٦',
        address: {
          ...profile.address,
          buildingNumber: '٢٣٢٢',
          postalCode: '۱۲۲۴۱', // Persian digits, as some keyboards type them
          additionalNumber: ' ٨٢٢٨ ',
        },
      },
    });
    expect(saved.status, saved.raw).toBe(200);
    expect((await storedSite()).sellerProfile).toEqual(profile);
  });

  it('with e-invoicing on, needs the Arabic legal name, VAT and CR numbers and the whole address', async () => {
    await call('PUT', '/api/site-settings', { sellerProfile: profile });
    const { status, body } = await call('PUT', '/api/site-settings', {
      sellerProfile: { ...EMPTY_SELLER_PROFILE, einvoicingMode: 'phase1' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(fields(body)).toEqual(
      [
        'legalName.ar',
        'vatNumber',
        'crNumber',
        'address.buildingNumber',
        'address.street.ar',
        'address.street.en',
        'address.district.ar',
        'address.district.en',
        'address.city.ar',
        'address.city.en',
        'address.postalCode',
        'address.additionalNumber',
      ]
        .map((field) => `sellerProfile.${field}`)
        .sort(),
    );
    // The English legal name is not needed: Arabic is what a tax invoice must carry.
    expect(fields(body)).not.toContain('sellerProfile.legalName.en');
    // A refused save loses nothing already saved.
    expect((await storedSite()).sellerProfile).toEqual(profile);
  });

  it('with e-invoicing off, takes empty fields but refuses wrong ones, field by field', async () => {
    const off = await call('PUT', '/api/site-settings', { sellerProfile: EMPTY_SELLER_PROFILE });
    expect(off.status, off.raw).toBe(200);

    const { status, body } = await call('PUT', '/api/site-settings', {
      sellerProfile: {
        ...EMPTY_SELLER_PROFILE,
        vatNumber: '123456789012345',
        crNumber: '101012345',
        address: {
          ...EMPTY_SELLER_PROFILE.address,
          buildingNumber: '23A2',
          postalCode: '1224',
          additionalNumber: '82281',
        },
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'sellerProfile.vatNumber' }),
        expect.objectContaining({ field: 'sellerProfile.crNumber' }),
        expect.objectContaining({ field: 'sellerProfile.address.buildingNumber' }),
        expect.objectContaining({ field: 'sellerProfile.address.postalCode' }),
        expect.objectContaining({ field: 'sellerProfile.address.additionalNumber' }),
      ]),
    );
    expect(body.errors).toHaveLength(5);
    expect((await storedSite()).sellerProfile).toEqual(EMPTY_SELLER_PROFILE);
  });

  it.each([
    ['an unknown e-invoicing mode', { ...profile, einvoicingMode: 'phase3' }, 'einvoicingMode'],
    ['a VAT number of 14 digits', { ...profile, vatNumber: '31012345670003' }, 'vatNumber'],
    ['a VAT number ending in 4', { ...profile, vatNumber: '310123456700004' }, 'vatNumber'],
    ['a CR number with letters', { ...profile, crNumber: 'CR10101234' }, 'crNumber'],
    [
      'a legal name too long',
      { ...profile, legalName: { en: 'x', ar: 'ش'.repeat(301) } },
      'legalName.ar',
    ],
  ])('refuses %s', async (_, sellerProfile, field) => {
    const { status, body } = await call('PUT', '/api/site-settings', { sellerProfile });
    expect(status).toBe(400);
    expect(fields(body)).toEqual([`sellerProfile.${field}`]);
    expect((await storedSite()).sellerProfile).toEqual(EMPTY_SELLER_PROFILE);
  });

  it('is for admins only', async () => {
    const put = (headers: Record<string, string>) =>
      call('PUT', '/api/site-settings', { sellerProfile: profile }, headers);
    expect((await put({})).status).toBe(401);
    expect((await put(users.customer)).status).toBe(403);
    expect((await storedSite()).sellerProfile).toEqual(EMPTY_SELLER_PROFILE);
  });

  it('is what readSellerProfile answers, even when another group of the stored settings is broken', async () => {
    expect(await readSellerProfile(ctx.database.db)).toEqual(EMPTY_SELLER_PROFILE);
    await call('PUT', '/api/site-settings', { sellerProfile: profile });
    expect(await readSellerProfile(ctx.database.db)).toEqual(profile);

    await storeSite({ ...(await storedSite()), socialMedia: 'broken' });
    expect(await readSellerProfile(ctx.database.db)).toEqual(profile);
  });
});

describe('the VAT number moved from commerce into the seller profile', () => {
  /** Site settings as stored before the seller profile: the VAT number in commerce. */
  function olderSettings(vatNumber: string) {
    const { sellerProfile: _none, ...rest } = demoSettings;
    return { ...rest, commerce: { ...demoSettings.commerce, vatNumber } };
  }

  it('reads a VAT number stored in commerce as the seller profile’s', async () => {
    await storeSite(olderSettings('300000000000003'));
    const admin = await call('GET', '/api/site-settings');
    expect(admin.status).toBe(200);
    // The other groups still read as stored (not replaced by defaults).
    expect(admin.body.data.contactInfo).toEqual(demoSettings.contactInfo);
    expect(admin.body.data.commerce).toEqual(demoSettings.commerce);
    expect(admin.body.data.sellerProfile).toEqual({
      ...EMPTY_SELLER_PROFILE,
      vatNumber: '300000000000003',
    });
    expect((await storefront()).data.sellerProfile.vatNumber).toBe('300000000000003');
    expect((await readSellerProfile(ctx.database.db)).vatNumber).toBe('300000000000003');
  });

  it('keeps it when another group is saved, and writes it in its new place only', async () => {
    await storeSite(olderSettings('300000000000003'));
    const saved = await call('PUT', '/api/site-settings', {
      commerce: { ...demoSettings.commerce, vatRate: 5 },
    });
    expect(saved.status, saved.raw).toBe(200);
    const stored = await storedSite();
    expect(stored.sellerProfile.vatNumber).toBe('300000000000003');
    expect(stored.commerce).toEqual({ ...demoSettings.commerce, vatRate: 5 });
  });

  it('prints the seller profile’s VAT number on the admin invoice', async () => {
    await storeSite(olderSettings('300000000000003'));
    const product = await insertProduct(ctx.database.db, { stock: 2 });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        items: [{ productId: product.id, quantity: 1 }],
        customerInfo: customer,
        paymentMethod: 'cod',
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const { order: row } = await orderByNumber(ctx.database.db, order.json().data.orderNumber);
    const id = row.id;

    const before = await call('GET', `/api/admin/orders/${id}/invoice`);
    expect(before.status, before.raw).toBe(200);
    expect(before.body.data.store.vatNumber).toBe('300000000000003');

    await call('PUT', '/api/site-settings', { sellerProfile: profile });
    const after = await call('GET', `/api/admin/orders/${id}/invoice`);
    expect(after.body.data.store.vatNumber).toBe('310123456700003');
  });
});
