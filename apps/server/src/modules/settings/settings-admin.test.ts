import { methodInput, setShippingZones, zoneInput } from '../shipping/testing.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@store/shared/schemas/settings';
import { demoSettings } from '../../db/seed/demo-settings.ts';
import {
  adminApiCaller,
  signInTestUsers,
  type AdminTestHeaders,
} from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { customer, insertProduct, orderByNumber } from '../../test/checkout-support.ts';
import { auditLog } from '../../db/schema.ts';
import { secrets, settings } from './settings.table.ts';

const PASSWORD = 'smtp-Pa55word-that-must-never-leave';

/** A real SMTP server that wants a user name and password, keeping what it receives. */
async function startSmtp(user: string, password: string) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

let ctx: TestContext;
let users: AdminTestHeaders;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-settings-'));

beforeAll(async () => {
  smtp = await startSmtp('mailer', PASSWORD);
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const db = ctx.database.db;
  await db.update(settings).set({ value: demoSettings }).where(eq(settings.key, 'site'));
  await db.delete(settings).where(eq(settings.key, 'smtp'));
  await db.delete(secrets);
  await ctx.app.publicCache.invalidate('settings');
});

type Method = 'GET' | 'PUT' | 'POST';
const call = adminApiCaller(
  () => ctx.app,
  () => users,
);

async function storedSite(): Promise<SiteSettings> {
  const [row] = await ctx.database.db.select().from(settings).where(eq(settings.key, 'site'));
  return row!.value as SiteSettings;
}

function fields(body: { errors?: { field: string }[] }) {
  return (body.errors ?? []).map((e) => e.field);
}

const smtpOff = { host: '', port: 587, secure: false, user: '' };
const email = { ...demoSettings.emailSettings, smtp: smtpOff };
const smtpOn = (port: number, password?: string | null) => ({
  ...email,
  smtp: {
    host: '127.0.0.1',
    port,
    secure: false,
    user: 'mailer',
    ...(password === undefined ? {} : { password }),
  },
});

describe('who may call the settings routes', () => {
  it.each([
    ['GET', '/api/site-settings', undefined],
    ['PUT', '/api/site-settings', { commerce: demoSettings.commerce }],
    ['GET', '/api/site-settings/contact', undefined],
    ['PUT', '/api/site-settings/contact', demoSettings.contactInfo],
    ['POST', '/api/site-settings/email/test', {}],
  ] as [Method, string, unknown][])('%s %s: 401 anonymous, 403 non-admin', async (m, url, p) => {
    expect((await call(m, url, p, {})).status).toBe(401);
    expect((await call(m, url, p, users.customer)).status).toBe(403);
    expect(await storedSite()).toEqual(demoSettings);
  });
});

describe('GET /api/site-settings', () => {
  it('returns every group, with the SMTP server and no password', async () => {
    const { status, body } = await call('GET', '/api/site-settings');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      ...demoSettings,
      emailSettings: { ...demoSettings.emailSettings, smtp: { ...smtpOff, passwordSet: false } },
    });
  });
});

describe('PUT /api/site-settings', () => {
  it('replaces the groups given, keeps the others, shows on the storefront at once, audits', async () => {
    await call('GET', '/api/public/site-settings', undefined, {});
    const siteInfo = { ...demoSettings.siteInfo, siteName: { en: 'Dar Oud', ar: 'دار العود' } };
    const commerce = { ...demoSettings.commerce, vatRate: 15 };
    const { status, body } = await call('PUT', '/api/site-settings', { siteInfo, commerce });
    expect(status).toBe(200);
    expect(body.data.siteInfo.siteName.en).toBe('Dar Oud');
    expect(body.data.contactInfo).toEqual(demoSettings.contactInfo);

    const storefront = (await call('GET', '/api/public/site-settings', undefined, {})).body.data;
    expect(storefront.siteInfo.siteName.ar).toBe('دار العود');
    // Checkout reads its VAT from these same stored settings.
    expect(storefront.commerce).toMatchObject({ vatRate: 15 });
    expect((await storedSite()).commerce.vatRate).toBe(15);

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'settings'))
      .orderBy(auditLog.createdAt);
    expect(audit).toMatchObject({ action: 'updated', actorId: users.adminId });
    expect(audit!.details).toMatchObject({
      before: { siteInfo: demoSettings.siteInfo },
      after: { siteInfo },
    });
  });

  it('keeps the stored gift wrap fee and samples when a commerce save leaves them out', async () => {
    const gifts = { ...demoSettings.commerce, giftWrapFee: 12.5, maxSamples: 2 };
    expect((await call('PUT', '/api/site-settings', { commerce: gifts })).status).toBe(200);
    const { vatRate, pricesIncludeVat, currency } = demoSettings.commerce;
    const older = { currency, vatRate: vatRate === 15 ? 5 : 15, pricesIncludeVat };
    const { status, body } = await call('PUT', '/api/site-settings', { commerce: older });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.commerce).toMatchObject({ ...older, giftWrapFee: 12.5, maxSamples: 2 });
    expect((await storedSite()).commerce).toMatchObject({ giftWrapFee: 12.5, maxSamples: 2 });
    // Given, they are saved, 0 included.
    await call('PUT', '/api/site-settings', { commerce: { ...older, giftWrapFee: 0 } });
    expect((await storedSite()).commerce).toMatchObject({ giftWrapFee: 0, maxSamples: 2 });
    await call('PUT', '/api/site-settings', { commerce: demoSettings.commerce });
  });

  it.each([
    ['nothing to save', {}, ['body']],
    [
      'a blank site name',
      { siteInfo: { ...demoSettings.siteInfo, siteName: { en: '', ar: 'x' } } },
      ['siteInfo.siteName.en'],
    ],
    [
      'a logo that is no address',
      { siteInfo: { ...demoSettings.siteInfo, logo: 'logo dot png' } },
      ['siteInfo.logo'],
    ],
    [
      'a bad contact email',
      { contactInfo: { ...demoSettings.contactInfo, email: 'hello@' } },
      ['contactInfo.email'],
    ],
    [
      'a phone with letters',
      { contactInfo: { ...demoSettings.contactInfo, phone: 'call me' } },
      ['contactInfo.phone'],
    ],
    [
      'WhatsApp enabled without a number',
      { contactInfo: { ...demoSettings.contactInfo, whatsapp: '', whatsappEnabled: true } },
      ['contactInfo.whatsapp'],
    ],
    [
      'a social link over http',
      { socialMedia: { ...demoSettings.socialMedia, facebook: 'http://fb.com/x' } },
      ['socialMedia.facebook'],
    ],
    [
      'a bad admin email',
      { emailSettings: { ...email, adminEmail: 'orders' } },
      ['emailSettings.adminEmail'],
    ],
    [
      'an SMTP port out of range',
      { emailSettings: { ...email, smtp: { ...smtpOff, port: 70000 } } },
      ['emailSettings.smtp.port'],
    ],
    [
      'an SMTP host with spaces',
      { emailSettings: { ...email, smtp: { ...smtpOff, host: 'mail server' } } },
      ['emailSettings.smtp.host'],
    ],
    [
      'an empty SMTP password',
      { emailSettings: { ...email, smtp: { ...smtpOff, password: '' } } },
      ['emailSettings.smtp.password'],
    ],
    [
      'a VAT rate over 100',
      { commerce: { ...demoSettings.commerce, vatRate: 101 } },
      ['commerce.vatRate'],
    ],
    [
      'another currency',
      { commerce: { ...demoSettings.commerce, currency: 'USD' } },
      ['commerce.currency'],
    ],
  ])('refuses %s with 400 naming the field and changes nothing', async (_, payload, expected) => {
    const { status, body } = await call('PUT', '/api/site-settings', payload);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(fields(body)).toEqual(expect.arrayContaining(expected));
    expect(await storedSite()).toEqual(demoSettings);
    expect(await ctx.database.db.select().from(secrets)).toEqual([]);
  });
});

describe('the SMTP password is write-only', () => {
  it('is stored encrypted, reported only as set, kept, replaced and cleared; never returned', async () => {
    const saved = await call('PUT', '/api/site-settings', {
      emailSettings: smtpOn(smtp.port, PASSWORD),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.emailSettings.smtp).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'mailer',
      passwordSet: true,
    });
    expect(saved.raw).not.toContain(PASSWORD);

    const read = await call('GET', '/api/site-settings');
    expect(read.raw).not.toContain(PASSWORD);
    expect(read.body.data.emailSettings.smtp.passwordSet).toBe(true);
    const publicRead = await call('GET', '/api/public/site-settings', undefined, {});
    expect(publicRead.raw).not.toContain(PASSWORD);
    expect(publicRead.raw).not.toContain('mailer');

    const [secret] = await ctx.database.db.select().from(secrets);
    expect(JSON.stringify(secret)).not.toContain(PASSWORD);
    const audits = await ctx.database.db.select().from(auditLog);
    expect(JSON.stringify(audits)).not.toContain(PASSWORD);
    expect(audits.at(-1)!.details).toMatchObject({ note: 'SMTP password replaced' });

    // Saving the email group without a password keeps the stored one.
    await call('PUT', '/api/site-settings', { emailSettings: smtpOn(smtp.port) });
    expect((await call('GET', '/api/site-settings')).body.data.emailSettings.smtp.passwordSet).toBe(
      true,
    );

    await call('PUT', '/api/site-settings', { emailSettings: smtpOn(smtp.port, null) });
    expect((await call('GET', '/api/site-settings')).body.data.emailSettings.smtp.passwordSet).toBe(
      false,
    );
    expect(await ctx.database.db.select().from(secrets)).toEqual([]);
  });
});

describe('/api/site-settings/contact', () => {
  it('reads and saves the contact details', async () => {
    const got = await call('GET', '/api/site-settings/contact');
    expect(got.body.data).toEqual(demoSettings.contactInfo);
    const contact = {
      ...demoSettings.contactInfo,
      whatsapp: '+966 55 000 1111',
      workingHours: { en: 'Daily 10-22', ar: 'يوميًا ١٠-٢٢' },
    };
    const put = await call('PUT', '/api/site-settings/contact', contact);
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual(contact);
    const storefront = (await call('GET', '/api/public/site-settings', undefined, {})).body.data;
    expect(storefront.contactInfo.whatsapp).toBe('+966 55 000 1111');
  });

  it('refuses a bad email and a missing field', async () => {
    const { whatsappEnabled: _w, ...rest } = demoSettings.contactInfo;
    const { status, body } = await call('PUT', '/api/site-settings/contact', {
      ...rest,
      email: 'x',
    });
    expect(status).toBe(400);
    expect(fields(body)).toEqual(expect.arrayContaining(['email', 'whatsappEnabled']));
    expect(await storedSite()).toEqual(demoSettings);
  });
});

describe('POST /api/site-settings/email/test', () => {
  it('without an SMTP server writes the message to the outbox', async () => {
    const { status, body } = await call('POST', '/api/site-settings/email/test', {});
    expect(status).toBe(200);
    expect(body.data).toEqual({
      to: demoSettings.emailSettings.adminEmail,
      via: 'outbox',
      server: null,
    });
    const files = readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.includes('test-email'));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')).toContain('test email');
  });

  it('sends through the stored SMTP server with the stored password', async () => {
    await call('PUT', '/api/site-settings', { emailSettings: smtpOn(smtp.port, PASSWORD) });
    const { status, body } = await call('POST', '/api/site-settings/email/test', {
      to: 'owner@maisonanbar.example',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      to: 'owner@maisonanbar.example',
      via: 'smtp',
      server: `127.0.0.1:${smtp.port}`,
    });
    const last = smtp.received.at(-1)!;
    expect(last.to).toEqual(['owner@maisonanbar.example']);
    expect(last.raw).toContain('test email');
  });

  it('reports the SMTP error clearly when the server refuses the login', async () => {
    await call('PUT', '/api/site-settings', { emailSettings: smtpOn(smtp.port, 'wrong-password') });
    const { status, body } = await call('POST', '/api/site-settings/email/test', {});
    expect(status).toBe(502);
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.message).toMatch(/^The test email could not be sent: .*Invalid login/);
    expect(body.message).not.toContain('wrong-password');
  });

  it('reports a server that cannot be reached', async () => {
    const closed = await startSmtp('x', 'y');
    await closed.stop();
    await call('PUT', '/api/site-settings', { emailSettings: smtpOn(closed.port, PASSWORD) });
    const { status, body } = await call('POST', '/api/site-settings/email/test', {});
    expect(status).toBe(502);
    expect(body.message).toMatch(/could not be sent: .*ECONNREFUSED/);
  });

  it('refuses a malformed address', async () => {
    const { status, body } = await call('POST', '/api/site-settings/email/test', { to: 'nobody' });
    expect(status).toBe(400);
    expect(fields(body)).toContain('to');
  });
});

describe('one source of truth', () => {
  it('checkout charges the saved delivery price, and order emails go through the saved SMTP server', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({ methods: [methodInput({ rule: { type: 'flat', priceHalalas: 3000 } })] }),
    ]);
    await call('PUT', '/api/site-settings', { emailSettings: smtpOn(smtp.port, PASSWORD) });
    const product = await insertProduct(ctx.database.db, { stock: 3, priceHalalas: 45000 });
    const before = smtp.received.length;
    const placed = await call(
      'POST',
      '/api/orders',
      {
        items: [{ productId: product.id, quantity: 1 }],
        customerInfo: customer,
        paymentMethod: 'cod',
      },
      {},
    );
    expect(placed.status, placed.raw).toBe(201);
    const { order } = await orderByNumber(ctx.database.db, placed.body.data.orderNumber);
    expect(order.shippingHalalas).toBe(3000);
    expect(order.totalHalalas).toBe(48000);

    await ctx.app.jobs.drain();
    const sent = smtp.received.slice(before);
    expect(
      sent
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual([customer.email, demoSettings.emailSettings.adminEmail].sort());
  });
});
