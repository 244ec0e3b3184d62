import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import { DEFAULT_PRIVACY_POLICY } from '@store/shared/privacy-policy-default';
import {
  auditLog,
  consentRecords,
  orders,
  shopperAccounts,
  shopperAddresses,
  shopperSessions,
  shopperWishlistItems,
  taxDocuments,
} from '../../db/schema.ts';
import {
  freshMobile,
  Outboxes,
  signInShopper,
  withShopperCookie,
} from '../../modules/accounts/testing.ts';
import { recordConsent } from '../../modules/privacy/index.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  codOrderBody,
  customer,
  insertProduct,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { eraseBuyersPastRetention } from './retention.ts';

const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;
let users: AdminTestHeaders;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
  productId = (await insertProduct(ctx.database.db, { stock: 1000 })).id;
  // Phase 1 invoices, so that a delivered cash order has a tax document naming its buyer.
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/site-settings',
    headers: users.admin,
    payload: { sellerProfile: { ...SAMPLE_SELLER_PROFILE, einvoicingMode: 'phase1' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

async function placeGuestOrder(phone: string, email: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...codOrderBody(productId, 1), customerInfo: { ...customer, phone, email } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.orderNumber as string;
}

async function orderRow(orderNumber: string) {
  const [row] = await ctx.database.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row!;
}

/** Moved to delivered by the admin, as a courier's last scan would; its invoice issued. */
async function deliver(orderNumber: string): Promise<string> {
  const { id } = await orderRow(orderNumber);
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: users.admin,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  await ctx.app.jobs.drain();
  return id;
}

function asShopper(
  method: 'GET' | 'DELETE',
  url: string,
  token: string | undefined,
  language = 'en',
) {
  return ctx.app.inject({
    method,
    url,
    cookies: token ? withShopperCookie(token) : {},
    headers: { 'accept-language': language },
  });
}

describe('the privacy policy', () => {
  it('is published as version 1 with the default text and six years until the merchant writes one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/privacy-policy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 1,
      text: DEFAULT_PRIVACY_POLICY,
      retentionYears: 6,
    });
  });

  it('refuses a period shorter than the tax law’s six years, an empty text, and a non-admin, changing nothing', async () => {
    const put = (payload: object, headers = users.admin) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/privacy-policy', headers, payload });
    const text = { en: 'Ours.', ar: 'سياستنا.' };
    expect((await put({ text, retentionYears: 5 })).statusCode).toBe(400);
    expect((await put({ text: { en: ' ', ar: 'x' }, retentionYears: 6 })).statusCode).toBe(400);
    expect((await put({ text, retentionYears: 7 }, users.customer)).statusCode).toBe(403);
    expect((await put({ text, retentionYears: 7 }, {})).statusCode).toBe(401);
    const current = await ctx.app.inject({ method: 'GET', url: '/api/privacy-policy' });
    expect(current.json().data.version).toBe(1);
  });

  it('publishes the merchant’s text as a new version, audited; consents name the version shown', async () => {
    const text = { en: 'We keep little.\n\nAsk us anything.', ar: 'نحتفظ بالقليل.' };
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/privacy-policy',
      headers: users.admin,
      payload: { text, retentionYears: 8 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, text, retentionYears: 8 });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'privacy-policy'));
    expect(audit).toMatchObject({ action: 'published', entityId: '2' });

    const subject = `consent-${Date.now()}@example.com`;
    await recordConsent(
      ctx.database.db,
      { subject },
      { purpose: 'cart-reminders', granted: true, wording: 'Remind me', language: 'en' },
    );
    const [consent] = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subject, subject));
    expect(consent).toMatchObject({ policyVersion: 2, granted: true, wording: 'Remind me' });
  });
});

describe('a copy of the shopper’s data', () => {
  it('answers 401 without a session', async () => {
    const res = await asShopper('GET', '/api/account/data', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ reason: { key: 'notSignedIn' } });
  });

  it('is a JSON download of the profile, the orders, the consents and the devices, never cached', async () => {
    const mobile = freshMobile();
    const email = `export-${Date.now()}@example.com`;
    const orderNumber = await placeGuestOrder(mobile.local, email);
    const other = await placeGuestOrder(freshMobile().local, `other-${Date.now()}@example.com`);
    const { token, accountId } = await signInShopper(ctx.app, outboxes, mobile.local);
    await recordConsent(
      ctx.database.db,
      { accountId },
      { purpose: 'marketing-sms', granted: true, wording: 'عروض بالرسائل', language: 'ar' },
    );

    const res = await asShopper('GET', '/api/account/data', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-/);
    expect(res.headers['cache-control']).toBe('no-store');
    const exported = JSON.parse(res.body);
    expect(exported.profile).toMatchObject({ id: accountId, phone: mobile.e164 });
    expect(exported.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      orderNumber,
    ]);
    expect(res.body).not.toContain(other);
    expect(exported.orders[0]).toMatchObject({
      customer: { email, phone: mobile.e164 },
      items: [{ quantity: 1 }],
    });
    expect(exported.consents).toEqual([
      expect.objectContaining({ purpose: 'marketing-sms', granted: true, language: 'ar' }),
    ]);
    expect(exported.devices).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('is refused, in the shopper’s language, while an order is still to be delivered; nothing changes', async () => {
    const mobile = freshMobile();
    const orderNumber = await placeGuestOrder(mobile.local, `open-${Date.now()}@example.com`);
    const { token, accountId } = await signInShopper(ctx.app, outboxes, mobile.local);

    const res = await asShopper('DELETE', '/api/account', token, 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      reason: { key: 'openOrders', params: { count: 1 } },
    });
    expect(res.json().message).toBe('لديك طلب لم يكتمل بعد. يمكنك حذف حسابك بعد توصيله أو إلغائه.');
    const [account] = await ctx.database.db
      .select()
      .from(shopperAccounts)
      .where(eq(shopperAccounts.id, accountId));
    expect(account).toMatchObject({ phone: mobile.e164, deletedAt: null });
    expect((await orderRow(orderNumber)).customerPhone).toBe(mobile.e164);
    expect((await asShopper('GET', '/api/account/orders', token)).statusCode).toBe(200);
  });

  it('erases the account and the buyer’s details of its orders, keeps the orders’ amounts and the invoice’s buyer name until the retention ends', async () => {
    const mobile = freshMobile();
    const email = `erase-${Date.now()}@example.com`;
    const orderNumber = await placeGuestOrder(mobile.local, email);
    const kept = await placeGuestOrder(freshMobile().local, `kept-${Date.now()}@example.com`);
    const orderId = await deliver(orderNumber);
    const keptId = await deliver(kept);
    const before = await orderRow(orderNumber);
    const { token, accountId } = await signInShopper(ctx.app, outboxes, mobile.local);
    await recordConsent(
      ctx.database.db,
      { accountId },
      { purpose: 'marketing-email', granted: true, wording: 'Offers by email', language: 'en' },
    );

    // What the account keeps besides: a saved address, a wishlist, a marketing opt-in.
    const withCookie = { cookies: withShopperCookie(token) };
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      payload: {
        label: 'Home',
        cityId: 'riyadh',
        district: 'Al Olaya',
        street: '12 King Fahd Road',
        buildingNumber: '1234',
        postalCode: '12345',
      },
      ...withCookie,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const wished = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/wishlist',
      payload: { add: [productId] },
      ...withCookie,
    });
    expect(wished.statusCode, wished.body).toBe(200);
    const opted = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/marketing',
      payload: {
        email: false,
        sms: true,
        whatsapp: false,
        wording: { email: 'Offers by email', sms: 'Offers by SMS', whatsapp: 'Offers by WhatsApp' },
      },
      ...withCookie,
    });
    expect(opted.statusCode, opted.body).toBe(200);
    const copy = JSON.parse((await asShopper('GET', '/api/account/data', token)).body);
    expect(copy.addresses).toEqual([expect.objectContaining({ street: '12 King Fahd Road' })]);
    expect(copy.wishlist).toHaveLength(1);
    expect(copy.profile.marketing.sms).not.toBeNull();
    expect(copy.consents).toContainEqual(
      expect.objectContaining({
        purpose: 'marketing-sms',
        granted: true,
        wording: 'Offers by SMS',
      }),
    );

    const res = await asShopper('DELETE', '/api/account', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { ordersErased: 1 },
      message: 'Your account is deleted. Your personal details have been erased.',
    });
    const cleared = res.cookies.find((c) => c.name === 'shopper_session');
    expect(cleared?.value).toBe('');

    const [account] = await ctx.database.db
      .select()
      .from(shopperAccounts)
      .where(eq(shopperAccounts.id, accountId));
    expect(account).toMatchObject({
      name: null,
      phone: null,
      email: null,
      marketingSmsSince: null,
    });
    for (const table of [shopperAddresses, shopperWishlistItems]) {
      expect(
        await ctx.database.db.select().from(table).where(eq(table.accountId, accountId)),
      ).toEqual([]);
    }
    expect(account!.deletedAt).toBeInstanceOf(Date);
    const sessions = await ctx.database.db
      .select()
      .from(shopperSessions)
      .where(eq(shopperSessions.accountId, accountId));
    expect(sessions).toEqual([]);
    const consents = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.accountId, accountId));
    expect(consents).toEqual([]);

    const after = await orderRow(orderNumber);
    expect(after).toMatchObject({
      customerFirstName: '',
      customerLastName: '',
      customerEmail: '',
      customerPhone: '',
      addressLine: '',
      buildingNumber: null,
      shortAddress: null,
      // What the tax law and the reports need stays.
      totalHalalas: before.totalHalalas,
      taxHalalas: before.taxHalalas,
      city: before.city,
      status: 'delivered',
    });
    expect(after.personalDataErasedAt).toBeInstanceOf(Date);
    expect((await orderRow(kept)).customerFirstName).toBe(customer.firstName);

    const [invoice] = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    expect(invoice!.buyer).toEqual({
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: '',
      phone: '',
    });

    // The old cookie opens nothing; the same number signs in to a new, empty account.
    expect((await asShopper('GET', '/api/account/orders', token)).statusCode).toBe(401);
    const again = await signInShopper(ctx.app, outboxes, mobile.local);
    expect(again.accountId).not.toBe(accountId);
    const list = await asShopper('GET', '/api/account/orders', again.token);
    expect(list.json().data).toEqual([]);

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, accountId));
    expect(audits).toContainEqual(
      expect.objectContaining({ action: 'deleted', entity: 'shopper-account' }),
    );
    // The log names the account by id only, before and after: nothing to erase there.
    expect(JSON.stringify(audits.map((audit) => audit.details))).not.toContain(
      mobile.e164.slice(4),
    );

    // The retention period (8 years, published above) ends: the invoice loses the buyer's name.
    const placed = after.createdAt;
    const sevenYears = new Date(placed.getTime() + 7 * 366 * 86_400_000);
    expect(await eraseBuyersPastRetention(ctx.database.db, sevenYears)).toBe(0);
    const nineYears = new Date(placed.getTime() + 9 * 366 * 86_400_000);
    expect(await eraseBuyersPastRetention(ctx.database.db, nineYears)).toBeGreaterThanOrEqual(1);
    const [expired] = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    expect(expired!.buyer).toEqual({ name: '', email: '', phone: '' });
    expect(expired!.xml).toBeNull();
    expect(expired!.number).toBe(invoice!.number);
    // An order whose buyer kept their account is not touched.
    const [untouched] = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, keptId));
    expect(untouched!.buyer.name).not.toBe('');
  });
});
