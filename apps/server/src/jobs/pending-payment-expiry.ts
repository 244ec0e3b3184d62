import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { CheckoutServices } from '../flows/checkout/checkout-services.ts';
import { expirePendingOrders } from '../flows/checkout/expire-pending-orders.ts';

/** Expired payments are looked for this often; an order is thus cancelled at most a minute late. */
export const PENDING_PAYMENT_SWEEP_MS = 60_000;

export interface RunningJob {
  /** Stops the timer and waits for a round under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the expiry of unpaid online orders inside the server process, every minute. Every
 * instance runs it; the claims in expirePendingOrders keep them from doing the same work twice.
 */
export function startPendingPaymentExpiry(options: {
  db: Db;
  services: CheckoutServices;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Called after a round that cancelled or settled orders (stock moved), e.g. to drop cached reads. */
  onOrdersChanged?: () => Promise<void>;
}): RunningJob {
  const { db, services, log } = options;
  let running: Promise<void> | null = null;
  const round = () => {
    // A slow round (provider timing out) is never overlapped by the next.
    if (running) return;
    running = expirePendingOrders(db, services, log)
      .then(async (report) => {
        if (report.cancelled + report.settled + report.deferred > 0) {
          log.info(report, 'expired online payments handled');
        }
        if (report.cancelled + report.settled > 0) await options.onOrdersChanged?.();
      })
      .catch((error: unknown) => log.error({ err: error }, 'payment expiry round failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, options.intervalMs ?? PENDING_PAYMENT_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
