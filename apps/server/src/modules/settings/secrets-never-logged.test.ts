import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed/demo-settings.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { freePort } from '../../test/server-process.ts';
import { bearer, createAccount, signInAs } from '../auth/testing.ts';

/**
 * Issue 8 point 7: the payment secret and the SMTP password never reach the logs, even at the most
 * detailed level and when what uses them fails. The app logs into memory here and the test greps it.
 */
const PAYPAL_SECRET = 'EKx-paypal-secret-never-logged-4242';
const SMTP_PASSWORD = 'smtp-password-never-logged-4242';
const CLIENT_ID = 'client-id-4242';

const lines: string[] = [];
let ctx: TestContext;
let app: TestContext['app'];
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  app = ctx.app;
  const account = await createAccount(ctx.database.db);
  admin = bearer((await signInAs(app, account)).token);
});
afterAll(() => ctx.close());

function send(method: 'PUT' | 'POST', url: string, payload: object) {
  return app.inject({ method, url, headers: admin, payload });
}

describe('secrets in the logs', () => {
  it('never logs the PayPal secret or the SMTP password, whatever happens to them', async () => {
    const sandbox = {
      mode: 'sandbox',
      clientId: CLIENT_ID,
      settlementCurrency: 'USD',
      settlementRate: '3.75',
      webhookId: 'WEBHOOK4242',
    };
    expect(
      (
        await send('PUT', '/api/admin/payment-settings', {
          ...sandbox,
          clientSecret: PAYPAL_SECRET,
        })
      ).statusCode,
    ).toBe(200);
    // Refused writes carrying the secret: their error is logged, the secret is not.
    expect(
      (
        await send('PUT', '/api/admin/payment-settings', {
          ...sandbox,
          mode: 'nope',
          clientSecret: PAYPAL_SECRET,
        })
      ).statusCode,
    ).toBe(400);

    // An SMTP server that is not there: the test email fails, and its error is logged.
    const closedPort = await freePort();
    const emailSettings = {
      ...demoSettings.emailSettings,
      smtp: {
        host: '127.0.0.1',
        port: closedPort,
        secure: false,
        user: 'mailer',
        password: SMTP_PASSWORD,
      },
    };
    expect((await send('PUT', '/api/site-settings', { emailSettings })).statusCode).toBe(200);
    const test = await send('POST', '/api/site-settings/email/test', {});
    expect(test.statusCode).toBeGreaterThanOrEqual(400);
    expect(test.body).not.toContain(SMTP_PASSWORD);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/api/admin/payment-settings');
    for (const secret of [
      PAYPAL_SECRET,
      SMTP_PASSWORD,
      Buffer.from(`${CLIENT_ID}:${PAYPAL_SECRET}`).toString('base64'),
      Buffer.from(`mailer:${SMTP_PASSWORD}`).toString('base64'),
    ]) {
      expect(log).not.toContain(secret);
    }
    // Nor do tokens: the admin's bearer token is not in the request logs.
    expect(log).not.toContain(admin.authorization!.slice(7));
  });
});
