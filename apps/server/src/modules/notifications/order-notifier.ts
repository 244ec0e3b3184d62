import type { FastifyBaseLogger } from 'fastify';
import { isLanguage } from '@store/shared/locales';
import type { Db } from '../../db/client.ts';
import { findOrderWithItems } from '../orders/orders.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import type { Mailer } from './mailer.ts';
import { adminNotification, customerConfirmation } from './order-emails.ts';

export interface OrderNotifier {
  /**
   * Emails the customer's confirmation and the admin's notice (as `emailSettings` allow) in the
   * background: the order is already saved, and a mail server that is down must not undo or delay
   * it. Failures are logged.
   */
  orderPlaced(orderId: string): void;
  /** Resolves once every message under way has been sent or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

export function createOrderNotifier(db: Db, mailer: Mailer, log: FastifyBaseLogger): OrderNotifier {
  const underWay = new Set<Promise<void>>();

  async function send(orderId: string) {
    const placed = await findOrderWithItems(db, { id: orderId });
    if (!placed) return;
    const settings = await getSiteSettings(db, log);
    const { emailSettings } = settings;
    const language = isLanguage(placed.order.language) ? placed.order.language : 'en';
    const from = emailSettings.fromEmail
      ? { name: emailSettings.fromName, address: emailSettings.fromEmail }
      : undefined;
    const messages = [];
    if (emailSettings.enableCustomerConfirmation) {
      messages.push({
        label: `${placed.order.orderNumber}-customer`,
        to: placed.order.customerEmail,
        ...customerConfirmation(placed, settings, language),
      });
    }
    if (emailSettings.enableNotifications && emailSettings.adminEmail) {
      messages.push({
        label: `${placed.order.orderNumber}-admin`,
        to: emailSettings.adminEmail,
        replyTo: placed.order.customerEmail,
        ...adminNotification(placed, language),
      });
    }
    for (const { label, ...message } of messages) {
      try {
        await mailer.send({ from, ...message }, label);
      } catch (error) {
        log.error({ err: error, email: label }, 'order email not sent');
      }
    }
  }

  return {
    orderPlaced(orderId) {
      const work: Promise<void> = send(orderId)
        .catch((error: unknown) => log.error({ err: error, orderId }, 'order emails failed'))
        .finally(() => underWay.delete(work));
      underWay.add(work);
    },
    async idle() {
      while (underWay.size > 0) await Promise.all([...underWay]);
    },
  };
}
