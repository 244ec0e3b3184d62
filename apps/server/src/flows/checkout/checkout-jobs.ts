import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { CheckoutServices } from './checkout-services.ts';
import { expirePendingOrders } from './expire-pending-orders.ts';

export const PENDING_PAYMENT_EXPIRY = {
  name: 'checkout.expire-pending-payments',
  jobType: 'checkout.expire-pending-payments',
  /** Every minute: an unpaid order is cancelled at most a minute late. */
  cron: '* * * * *',
};

/**
 * The expiry of unpaid online orders, once a minute across all instances. A round that fails
 * (the provider or the database down) is not retried: the next minute's round does the same work.
 */
export function registerCheckoutJobs(
  jobs: JobRunner,
  deps: {
    db: Db;
    services: CheckoutServices;
    /** Called after a round that cancelled or settled orders (stock moved): drops cached reads. */
    onOrdersChanged: () => Promise<void>;
  },
): void {
  jobs.schedule(
    PENDING_PAYMENT_EXPIRY,
    async (_payload, { log, now }) => {
      const report = await expirePendingOrders(deps.db, deps.services, log, now);
      if (report.cancelled + report.settled + report.deferred > 0) {
        log.info(report, 'expired online payments handled');
      }
      if (report.cancelled + report.settled > 0) await deps.onOrdersChanged();
    },
    { maxAttempts: 1 },
  );
}
