import { afterAll, beforeAll } from 'vitest';
import { FakePaypal } from '../modules/payments/testing.ts';
import { temporaryDataDir } from './checkout-support.ts';
import { createTestApp, type TestContext } from './test-app.ts';

export interface FakePaypalApp {
  /** Set once the file's `beforeAll` has run. */
  ctx: TestContext;
  fake: FakePaypal;
  /** The app's DATA_DIR: its outbox holds the order emails. */
  dataDir: string;
}

/**
 * The real app talking to a fake PayPal on a local port, with a data directory of its own, made
 * before the test file's tests and closed after them: what the PayPal checkout, webhook, refund
 * and payment-settings tests share. Call it at the top of a test file.
 */
export function useFakePaypalApp(
  options: {
    /** PAYPAL_TIMEOUT_MS of the app. */
    timeoutMs?: number;
    /** How long the fake holds a request it is told to time out. */
    timeoutDelayMs?: number;
  } = {},
): FakePaypalApp {
  const data = temporaryDataDir();
  const setup = { dataDir: data.dir } as FakePaypalApp;
  beforeAll(async () => {
    setup.fake = await new FakePaypal().start();
    if (options.timeoutDelayMs !== undefined) setup.fake.timeoutDelayMs = options.timeoutDelayMs;
    setup.ctx = await createTestApp({
      env: { ...setup.fake.env(options.timeoutMs ?? 400), DATA_DIR: data.dir },
    });
  });
  afterAll(async () => {
    await setup.ctx?.close();
    await setup.fake?.stop();
    data.remove();
  });
  return setup;
}
