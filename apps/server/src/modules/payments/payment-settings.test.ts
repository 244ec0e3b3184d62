import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, secrets, settings } from '../../db/schema.ts';
import { insertProduct } from '../../test/checkout-support.ts';
import type { TestContext } from '../../test/test-app.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import type { FakePaypal } from './paypal/fake-paypal-server.ts';

/**
 * Payment-provider settings, with PayPal first configured by the environment (pointing at the
 * local fake), as a store upgraded from before the admin existed would be.
 */
let ctx: TestContext;
let fake: FakePaypal;
let users: AdminTestHeaders;
import { useFakePaypalApp } from '../../test/fake-paypal-app.ts';

const paypal = useFakePaypalApp({ timeoutMs: 2000 });
const WRONG_SECRET = 'WRONG-secret-value-9911';
/** Every response body of this file, to prove no secret ever leaves the server. */
const bodies: string[] = [];

beforeAll(async () => {
  ({ ctx, fake } = paypal);
  users = await signInTestUsers(ctx.app, ctx.database.db);
});

async function getSettings(headers = users.admin) {
  const res = await ctx.app.inject({ url: '/api/admin/payment-settings', headers });
  bodies.push(res.body);
  return res;
}

async function putSettings(payload: object, headers = users.admin) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/payment-settings',
    headers,
    payload,
  });
  bodies.push(res.body);
  return res;
}

const sandbox = {
  mode: 'sandbox',
  clientId: 'fake-client-id',
  settlementCurrency: 'USD',
  settlementRate: '3.75',
  webhookId: 'FAKEWEBHOOK1',
};

let product: { id: string; priceHalalas: number };

/** Starts an online payment the way the storefront does. */
async function startCheckout() {
  product ??= await insertProduct(ctx.database.db, { stock: 100, priceHalalas: 37500 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/orders',
    headers: { host: 'shop.test' },
    payload: {
      amount: 375,
      currency: 'SAR',
      orderData: {
        items: [{ productId: product.id, quantity: 1 }],
        customerInfo: {
          firstName: 'Noura',
          lastName: 'Al-Harbi',
          email: 'noura@example.com',
          phone: '+966 50 123 4567',
          address: 'Tahlia Street 12',
          city: 'Riyadh',
          cityId: 'riyadh',
          district: 'Al Olaya',
          country: 'Saudi Arabia',
        },
        paymentMethod: 'paypal',
      },
    },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/admin/payment-settings', () => {
  it('shows the environment’s PayPal before anything is saved, without its secret', async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      mode: 'sandbox',
      clientId: 'fake-client-id',
      hasClientSecret: true,
      clientSecretSource: 'environment',
      settlementCurrency: 'USD',
      settlementRate: '3.75',
      webhookId: 'FAKEWEBHOOK1',
      source: 'environment',
      activeProvider: { name: 'paypal', simulated: false },
      updatedAt: null,
    });
    expect(res.body).not.toContain(fake.clientSecret);
  });

  it('is for admins only', async () => {
    expect((await getSettings({})).statusCode).toBe(401);
    expect((await getSettings(users.customer)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/payment-settings', () => {
  it('switches the next checkout to the simulator, and back to PayPal, without a restart', async () => {
    const before = await startCheckout();
    expect(before.status).toBe(201);
    expect(before.body.data.simulated).toBe(false);
    expect(before.body.data.approveUrl).not.toContain('/paypal-simulator/');
    // No simulator while PayPal is in force.
    expect((await ctx.app.inject('/paypal-simulator/checkoutnow?token=SIMX')).statusCode).toBe(404);

    const saved = await putSettings({ ...sandbox, mode: 'simulator', settlementRate: '3.75' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Payment settings saved');
    expect(saved.json().data).toMatchObject({
      mode: 'simulator',
      source: 'stored',
      activeProvider: { name: 'paypal-simulator', simulated: true },
    });

    const simulated = await startCheckout();
    expect(simulated.status).toBe(201);
    expect(simulated.body.data.simulated).toBe(true);
    expect(simulated.body.data.approveUrl).toContain('/paypal-simulator/checkoutnow');
    const page = await ctx.app.inject(
      new URL(simulated.body.data.approveUrl).pathname +
        new URL(simulated.body.data.approveUrl).search,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const back = await putSettings(sandbox);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.activeProvider).toEqual({ name: 'paypal', simulated: false });
    const real = await startCheckout();
    expect(real.status).toBe(201);
    expect(real.body.data.simulated).toBe(false);
    expect(fake.orders.has(real.body.data.token)).toBe(true);
  });

  it('uses a newly saved secret for the next checkout, stores it encrypted, never shows it', async () => {
    const wrong = await putSettings({ ...sandbox, clientSecret: WRONG_SECRET });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json().data).toMatchObject({
      hasClientSecret: true,
      clientSecretSource: 'stored',
    });
    // PayPal (the fake) refuses the wrong credentials: proof the stored secret is the one used.
    const refused = await startCheckout();
    expect(refused.status).toBeGreaterThanOrEqual(500);

    const right = await putSettings({ ...sandbox, clientSecret: fake.clientSecret });
    expect(right.statusCode).toBe(200);
    const paid = await startCheckout();
    expect(paid.status).toBe(201);
    expect(paid.body.data.simulated).toBe(false);

    // An empty secret field keeps the stored one.
    const kept = await putSettings({ ...sandbox, clientSecret: '', webhookId: 'WH-2' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      webhookId: 'WH-2',
      hasClientSecret: true,
      clientSecretSource: 'stored',
    });
    expect((await startCheckout()).status).toBe(201);

    // Saved encrypted: neither secret appears in the database's settings, secrets or audit log.
    const stored = JSON.stringify([
      await ctx.database.db.select().from(secrets),
      await ctx.database.db.select().from(settings),
      await ctx.database.db.select().from(auditLog),
    ]);
    expect(stored).not.toContain(fake.clientSecret);
    expect(stored).not.toContain(WRONG_SECRET);
    const [sealed] = await ctx.database.db
      .select()
      .from(secrets)
      .where(eq(secrets.key, 'paypal.clientSecret'));
    expect(sealed?.ciphertext).toBeTruthy();
  });

  it('audits each save with a summary: who, before and after, never the secret', async () => {
    const saved = await putSettings({
      ...sandbox,
      settlementCurrency: 'EUR',
      settlementRate: '4.08',
      clientSecret: WRONG_SECRET,
    });
    expect(saved.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'payments'));
    const last = rows.sort((a, b) => +a.createdAt - +b.createdAt).at(-1)!;
    expect(last).toMatchObject({ action: 'updated', entity: 'settings', actorId: users.adminId });
    expect(last.details).toMatchObject({
      before: { settlementCurrency: 'USD', hasClientSecret: true },
      after: { settlementCurrency: 'EUR', settlementRate: '4.08', hasClientSecret: true },
    });
    expect(last.details?.note).toContain('client secret replaced');
    expect(JSON.stringify(rows)).not.toContain(WRONG_SECRET);
    // The settlement in force follows: the next PayPal order is charged in EUR.
    await putSettings({
      ...sandbox,
      settlementCurrency: 'EUR',
      settlementRate: '4.08',
      clientSecret: fake.clientSecret,
    });
    const eur = await startCheckout();
    expect(eur.status).toBe(201);
    const order = fake.orders.get(eur.body.data.token)!;
    expect(JSON.stringify(order.request)).toContain('"currency_code":"EUR"');
  });

  it('clears the stored secret on request; the environment’s one applies again', async () => {
    const cleared = await putSettings({ ...sandbox, clearClientSecret: true });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({
      hasClientSecret: true,
      clientSecretSource: 'environment',
    });
    expect(await ctx.database.db.select().from(secrets)).toHaveLength(0);
  });

  it.each([
    [{ ...sandbox, mode: 'production' }, 'mode'],
    [{ ...sandbox, clientId: '' }, 'clientId'],
    [{ ...sandbox, mode: 'live', clientId: '   ' }, 'clientId'],
    [{ ...sandbox, settlementCurrency: 'SAR' }, 'settlementCurrency'],
    [{ ...sandbox, settlementRate: 'three' }, 'settlementRate'],
    [{ ...sandbox, settlementRate: '0' }, 'settlementRate'],
    [{ ...sandbox, settlementRate: '3.1234567' }, 'settlementRate'],
    [{ ...sandbox, clientSecret: 'x', clearClientSecret: true }, 'clientSecret'],
    [{ ...sandbox, webhookId: 'w'.repeat(101) }, 'webhookId'],
    [{ mode: 'simulator' }, 'settlementCurrency'],
  ])('refuses %o (400 on %s) and changes nothing', async (payload, field) => {
    const before = (await getSettings()).json().data;
    const res = await putSettings(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await getSettings()).json().data).toEqual(before);
  });

  it('answers 401 without a token and 403 to a non-admin, and changes nothing', async () => {
    const before = (await getSettings()).json().data;
    expect((await putSettings({ ...sandbox, mode: 'simulator' }, {})).statusCode).toBe(401);
    expect((await putSettings({ ...sandbox, mode: 'simulator' }, users.customer)).statusCode).toBe(
      403,
    );
    expect((await getSettings()).json().data).toEqual(before);
  });

  it('never sent a secret in any answer', () => {
    const all = bodies.join('\n');
    expect(all).not.toContain(fake.clientSecret);
    expect(all).not.toContain(WRONG_SECRET);
  });
});
