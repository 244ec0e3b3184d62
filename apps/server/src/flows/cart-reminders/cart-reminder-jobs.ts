import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cartRestorePath, unsubscribePath } from '@store/shared/page-addresses';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  cartsDue,
  claimReminder,
  forgetCart,
  readCartRecoverySettings,
  releaseReminder,
  settleCartsOnOrder,
  type SavedCartRow,
} from '../../modules/cart-recovery/index.ts';
import {
  cartReminderEmail,
  cartReminderSms,
  type CartReminderNotice,
  type Mailer,
} from '../../modules/notifications/index.ts';
import { findOrder } from '../../modules/orders/index.ts';
import { hasConsent } from '../../modules/privacy/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import type { SmsSender } from '../../modules/sms/index.ts';
import { sender } from '../order-emails/mail-parts.ts';
import { consentHolderOf, tokenHash } from './cart-holder.ts';

export interface CartReminderDeps {
  db: Db;
  mailer: Mailer;
  sms: () => Promise<SmsSender>;
  storeUrl: string;
}

/** At most this many reminders a run; the rest wait for the next (every 10 minutes). */
const BATCH = 50;

/**
 * Abandoned carts (issue 22 point 5): every 10 minutes, the carts left alone longer than the
 * merchant's delay get their one reminder, by email, or by SMS when enabled and only a phone is
 * known, if their holder still consents; a cart whose holder withdrew is forgotten. An order
 * placed by a cart's holder settles it: recovered after a reminder, forgotten before one.
 */
export function registerCartReminderJobs(jobs: JobRunner, deps: CartReminderDeps): void {
  jobs.schedule(
    { name: 'cart-reminders.send', jobType: 'cart-reminders.send', cron: '*/10 * * * *' },
    async (_payload, { log, now }) => {
      const sent = await sendDueReminders(deps, now, log);
      if (sent > 0) log.info({ sent }, 'cart reminders sent');
    },
  );

  jobs.subscribe(
    { events: ['order.placed'], jobType: 'cart-reminders.settle' },
    async (event, { now }) => {
      const order = await findOrder(deps.db, event.payload.orderId);
      await settleCartsOnOrder(
        deps.db,
        {
          accountId: null,
          email: order.customerEmail ? order.customerEmail.trim().toLowerCase() : null,
          phone: order.customerPhone || null,
        },
        order.orderNumber,
        now,
      );
    },
  );
}

/** Sends the reminders due now; how many were sent. */
export async function sendDueReminders(
  deps: CartReminderDeps,
  now: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  const settings = await readCartRecoverySettings(deps.db);
  if (!settings.enabled) return 0;
  const due = await cartsDue(
    deps.db,
    new Date(now.getTime() - settings.delayMinutes * 60_000),
    BATCH,
  );
  let sent = 0;
  for (const cart of due) {
    const holder = consentHolderOf(cart);
    if (!holder || !(await hasConsent(deps.db, holder, 'cart-reminders'))) {
      await forgetCart(deps.db, cart.id);
      continue;
    }
    const channel = cart.email ? 'email' : settings.sms && cart.phone ? 'sms' : null;
    if (!channel) continue;
    const token = randomBytes(24).toString('base64url');
    if (!(await claimReminder(deps.db, cart.id, { tokenHash: tokenHash(token), channel }, now))) {
      continue;
    }
    try {
      await deliver(deps, cart, channel, token, log);
      sent += 1;
    } catch (error) {
      // Given back: the next run tries again, with a new token.
      await releaseReminder(deps.db, cart.id);
      throw error;
    }
  }
  return sent;
}

async function deliver(
  deps: CartReminderDeps,
  cart: SavedCartRow,
  channel: 'email' | 'sms',
  token: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const language = cart.language;
  const names = await deps.db
    .select({ id: products.id, en: products.nameEn, ar: products.nameAr })
    .from(products)
    .where(
      inArray(
        products.id,
        cart.lines.map((line) => line.productId),
      ),
    );
  const byId = new Map(names.map((row) => [row.id, row[language]]));
  const notice: CartReminderNotice = {
    products: cart.lines.flatMap((line) => {
      const name = byId.get(line.productId);
      return name ? [{ name, quantity: line.quantity }] : [];
    }),
    restoreLink: `${deps.storeUrl}${cartRestorePath(language, token)}`,
    unsubscribeLink: `${deps.storeUrl}${unsubscribePath(language, token)}`,
  };
  const settings = await getSiteSettings(deps.db, log);
  if (channel === 'sms') {
    const sms = await deps.sms();
    const outcome = await sms.send({
      to: cart.phone!,
      text: cartReminderSms(notice, settings, language),
      reference: `cart-${cart.id.slice(0, 8)}`,
    });
    if (!outcome.sent) throw new Error(`cart reminder not sent by SMS: ${outcome.reason}`);
    return;
  }
  await deps.mailer.send(
    {
      from: sender(settings),
      to: cart.email!,
      ...cartReminderEmail(notice, settings, language),
      // One click from the mail client's own button (RFC 8058): a POST to the API.
      headers: {
        'List-Unsubscribe': `<${deps.storeUrl}/api/cart-recovery/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    `cart-reminder-${cart.id.slice(0, 8)}`,
  );
}
