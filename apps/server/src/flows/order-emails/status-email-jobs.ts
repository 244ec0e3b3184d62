import type { Language } from '@store/shared/locales';
import { orderTrackingPath } from '@store/shared/order-links';
import type { OrderStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import type { DomainEventType } from '../../events/domain-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  type Mailer,
  type OrderStatusNotice,
  orderStatusNotice,
} from '../../modules/notifications/index.ts';
import { findOrderWithItems } from '../../modules/orders/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import { orderParcels } from '../order-tracking/order-parcels.ts';
import { languageOf, sender } from './mail-parts.ts';

const NOTICES: readonly {
  event: DomainEventType & `order.${string}`;
  jobType: string;
  notice: OrderStatusNotice;
}[] = [
  { event: 'order.confirmed', jobType: 'email.order-confirmed', notice: 'confirmed' },
  { event: 'order.shipped', jobType: 'email.order-shipped', notice: 'shipped' },
  {
    event: 'order.out-for-delivery',
    jobType: 'email.order-out-for-delivery',
    notice: 'out_for_delivery',
  },
  { event: 'order.delivered', jobType: 'email.order-delivered', notice: 'delivered' },
];

/**
 * Where the order may have gone before its email is sent (a mail server down for a while, a
 * carrier telling two steps at once) that makes the email stale: the next step told by email, or
 * an end. The shopper then gets that step's email instead, not both out of order.
 */
const OVERTAKEN_BY: Record<OrderStatusNotice, readonly OrderStatus[]> = {
  confirmed: ['shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned'],
  shipped: ['out_for_delivery', 'delivered', 'returned'],
  out_for_delivery: ['delivered', 'returned'],
  delivered: [],
};

/** The shopper's order page, with what it needs to find the order: the link in every email. */
export function orderPageUrl(
  storeUrl: string,
  order: { orderNumber: string; email: string; language: Language },
): string {
  return `${storeUrl}${orderTrackingPath(order.language, order)}`;
}

/**
 * The shopper's emails at each step of the order (issue 19 point 5): confirmed, shipped (with
 * each parcel's carrier, tracking number and page), out for delivery, delivered; each a job of
 * its own per event, in the order's language, when the store sends customer emails at all.
 * "Confirmed" is for cash on delivery: an online order is confirmed by its payment, whose email
 * (order-email-jobs.ts) already tells it. A job that runs again does not send again.
 */
export function registerStatusEmailJobs(
  jobs: JobRunner,
  deps: { db: Db; mailer: Mailer; storeUrl: string },
): void {
  for (const { event: eventType, jobType, notice } of NOTICES) {
    jobs.subscribe(
      {
        events: [eventType],
        jobType,
        when: (event) => notice !== 'confirmed' || event.payload.paymentMethod === 'cod',
      },
      async (event, { log, once }) => {
        const order = (await findOrderWithItems(deps.db, { id: event.payload.orderId }))?.order;
        if (!order) return;
        if (OVERTAKEN_BY[notice].includes(order.status)) {
          log.info({ order: order.orderNumber, notice, now: order.status }, 'stale email skipped');
          return;
        }
        const settings = await getSiteSettings(deps.db, log);
        if (!settings.emailSettings.enableCustomerConfirmation) return;
        const parcels =
          notice === 'shipped' || notice === 'out_for_delivery'
            ? (await orderParcels(deps.db, order.id)).map((parcel) => ({
                parcelNumber: parcel.parcelNumber,
                carrierName: parcel.carrier.name,
                trackingNumber: parcel.trackingNumber,
                trackingUrl: parcel.trackingUrl,
              }))
            : [];
        const label = `${order.orderNumber}-${notice.replaceAll('_', '-')}`;
        await once('send', async () => {
          const delivery = await deps.mailer.send(
            {
              from: sender(settings),
              to: order.customerEmail,
              ...orderStatusNotice(
                notice,
                order,
                parcels,
                settings,
                languageOf(order.language),
                orderPageUrl(deps.storeUrl, {
                  orderNumber: order.orderNumber,
                  email: order.customerEmail,
                  language: languageOf(order.language),
                }),
              ),
            },
            label,
          );
          log.info({ email: label, via: delivery.via }, 'order status email sent');
        });
      },
    );
  }
}
