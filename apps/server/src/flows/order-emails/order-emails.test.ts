import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeSettings,
  customer,
  insertProduct,
  mailHeader,
  mailText,
  outboxMessages,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';
import { jobs } from '../../db/schema.ts';
import { insertPromotion } from '../../modules/promotions/testing.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, keeping what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
const clock = createTestClock();
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const data = temporaryDataDir();

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({
    clock: clock.now,
    env: { DATA_DIR: data.dir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop().catch(() => undefined);
  data.remove();
});

async function placeCodOrder(language: 'en' | 'ar', discountCode?: string) {
  const product = await insertProduct(ctx.database.db, { stock: 5 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ productId: product.id, quantity: 1 }],
      customerInfo: customer,
      paymentMethod: 'cod',
      language,
      discountCode,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.jobs.drain();
  return { product, orderNumber: res.json().data.orderNumber as string };
}

function sentFor(orderNumber: string) {
  return smtp.received.filter((m) => mailHeader(m.raw, 'Subject').includes(orderNumber));
}

describe('order emails over SMTP', () => {
  it('sends the customer a confirmation and the admin a notice, in the order’s language', async () => {
    const { product, orderNumber } = await placeCodOrder('ar');
    const messages = sentFor(orderNumber);
    expect(messages).toHaveLength(2);
    const confirmation = messages.find((m) => m.to.includes(customer.email))!;
    const notice = messages.find((m) => m.to.includes('orders@maisonanbar.example'))!;
    expect(confirmation.from).toBe('no-reply@maisonanbar.example');
    expect(mailHeader(confirmation.raw, 'Subject')).toBe(
      `شكرًا لطلبك رقم ${orderNumber} – دار عنبر`,
    );
    expect(mailText(confirmation.raw)).toContain(product.nameAr);
    expect(mailHeader(notice.raw, 'Subject')).toContain(`طلب جديد رقم ${orderNumber}`);
    expect(mailText(notice.raw)).toContain('Tahlia Street 12, Riyadh, 12241, Saudi Arabia');
    expect(outboxMessages(data.dir, orderNumber)).toEqual([]);
  });

  it('shows a discount code’s saving as the checkout did', async () => {
    await insertPromotion(ctx.database.db, {
      code: 'MAIL50',
      kind: 'fixed',
      percentBasisPoints: null,
      amountHalalas: 5_000,
    });
    const { orderNumber } = await placeCodOrder('en', 'mail50');
    const confirmation = sentFor(orderNumber).find((m) => m.to.includes(customer.email))!;
    const text = mailText(confirmation.raw);
    // 450 SAR less 50: 400.
    expect(text).toMatch(/Discount \(MAIL50\): -SAR\s50\r?\n/);
    expect(text).toMatch(/Total: SAR\s400\r?\n/);
  });

  it('shows the gift wrapping, the samples and the message, in the order’s language', async () => {
    const restore = await changeSettings(ctx.database.db, (s) => ({
      ...s,
      commerce: { ...s.commerce, giftWrapFee: 12.5, maxSamples: 1 },
    }));
    try {
      const product = await insertProduct(ctx.database.db, { stock: 5 });
      const sample = await insertProduct(ctx.database.db, { stock: 0, sampleStock: 3 });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          items: [{ productId: product.id, quantity: 1 }],
          customerInfo: customer,
          paymentMethod: 'cod',
          language: 'ar',
          gift: { wrap: true, message: 'مبروك التخرج', hidePrices: false },
          samples: [sample.id],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      await ctx.app.jobs.drain();
      const confirmation = sentFor(res.json().data.orderNumber).find((m) =>
        m.to.includes(customer.email),
      )!;
      const text = mailText(confirmation.raw);
      expect(text).toMatch(/تغليف الهدية: \u200f?12\.50/);
      expect(text).toContain(`عينة مجانية: ${sample.nameAr}`);
      expect(text).toContain('رسالة الهدية: مبروك التخرج');
    } finally {
      await restore();
    }
  });

  it('follows the email settings', async () => {
    const restore = await changeSettings(ctx.database.db, (s) => ({
      ...s,
      emailSettings: { ...s.emailSettings, enableCustomerConfirmation: false },
    }));
    try {
      const { orderNumber } = await placeCodOrder('en');
      const messages = sentFor(orderNumber);
      expect(messages.map((m) => m.to)).toEqual([['orders@maisonanbar.example']]);
      expect(mailHeader(messages[0]!.raw, 'Subject')).toMatch(/^New order MA-.* – SAR/);
    } finally {
      await restore();
    }
  });

  it('never fails an order when the mail server is down', async () => {
    await smtp.stop();
    const { orderNumber } = await placeCodOrder('en');
    expect(sentFor(orderNumber)).toEqual([]);
    const lookup = await ctx.app.inject(
      `/api/orders/public/${orderNumber}?email=${encodeURIComponent(customer.email)}`,
    );
    expect(lookup.statusCode).toBe(200);
  });

  it('sends the emails of an order placed while the mail server was down once it is back', async () => {
    await smtp.stop().catch(() => undefined);
    const { orderNumber } = await placeCodOrder('en');
    const waiting = (
      await ctx.database.db.select().from(jobs).where(eq(jobs.state, 'failed'))
    ).filter((job) => JSON.stringify(job.payload).includes(orderNumber));
    expect(waiting.map((job) => job.type).sort()).toEqual([
      'email.order-confirmation',
      'email.order-notice',
    ]);
    expect(waiting.every((job) => job.attempts === 1 && job.lastError !== null)).toBe(true);

    smtp = await startSmtp(smtp.port);
    // Not before the back-off is over...
    await ctx.app.jobs.drain();
    expect(sentFor(orderNumber)).toEqual([]);
    // ...then both, once each.
    clock.advance(30_000);
    await ctx.app.jobs.drain();
    clock.advance(60 * 60_000);
    await ctx.app.jobs.drain();
    expect(sentFor(orderNumber)).toHaveLength(2);
  });
});
