import type { SendMailOptions } from 'nodemailer';
import { isLanguage, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import type { RecordedEvent } from '../../events/domain-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  adminNotification,
  customerConfirmation,
  type Mailer,
} from '../../modules/notifications/index.ts';
import { findOrderWithItems } from '../../modules/orders/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';

type PlacedOrder = NonNullable<Awaited<ReturnType<typeof findOrderWithItems>>>;
/** A message to send, or null when the settings say not to. */
type Compose = (
  placed: PlacedOrder,
  settings: SiteSettings,
) => (SendMailOptions & { label: string }) | null;

/**
 * The order is confirmed for the shopper when it is placed for cash on delivery, or when an
 * online payment is received (not when money arrives for an order already cancelled).
 */
function confirmsOrder(event: RecordedEvent<'order.placed' | 'order.paid'>): boolean {
  const { paymentMethod, status } = event.payload;
  if (event.type === 'order.placed') return paymentMethod === 'cod';
  return paymentMethod !== 'cod' && status !== 'cancelled';
}

/**
 * The customer's confirmation and the merchant's notice, each a job of its own: a mail server
 * that is down delays them (retried with back-off, then dead and shown in the admin) but never
 * the order, and one that failed is retried without sending the other twice.
 */
export function registerOrderEmailJobs(jobs: JobRunner, deps: { db: Db; mailer: Mailer }): void {
  const subscribe = (jobType: string, compose: Compose) =>
    jobs.subscribe(
      { events: ['order.placed', 'order.paid'], jobType, when: confirmsOrder },
      async (event, { log }) => {
        const placed = await findOrderWithItems(deps.db, { id: event.payload.orderId });
        if (!placed) return;
        const message = compose(placed, await getSiteSettings(deps.db, log));
        if (!message) return;
        const { label, ...mail } = message;
        const delivery = await deps.mailer.send(mail, label);
        log.info({ email: label, via: delivery.via }, 'order email sent');
      },
    );

  subscribe('email.order-confirmation', (placed, settings) => {
    if (!settings.emailSettings.enableCustomerConfirmation) return null;
    return {
      label: `${placed.order.orderNumber}-customer`,
      from: sender(settings),
      to: placed.order.customerEmail,
      ...customerConfirmation(placed, settings, languageOf(placed.order.language)),
    };
  });

  subscribe('email.order-notice', (placed, settings) => {
    const { emailSettings } = settings;
    if (!emailSettings.enableNotifications || !emailSettings.adminEmail) return null;
    return {
      label: `${placed.order.orderNumber}-admin`,
      from: sender(settings),
      to: emailSettings.adminEmail,
      replyTo: placed.order.customerEmail,
      ...adminNotification(placed, languageOf(placed.order.language)),
    };
  });
}

function languageOf(language: string): Language {
  return isLanguage(language) ? language : 'en';
}

function sender({ emailSettings }: SiteSettings) {
  return emailSettings.fromEmail
    ? { name: emailSettings.fromName, address: emailSettings.fromEmail }
    : undefined;
}
