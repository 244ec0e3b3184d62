import { eq } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema.ts';
import type { RecordedEvent } from '../../events/domain-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  adminNotification,
  customerConfirmation,
  type Mailer,
  refundNotice,
  taxDocumentNotice,
} from '../../modules/notifications/index.ts';
import { getTaxDocument, renderTaxDocumentPdf } from '../../modules/invoicing/index.ts';
import { findOrderWithItems } from '../../modules/orders/index.ts';
import { getSiteSettings, type SecretBox } from '../../modules/settings/index.ts';
import { languageOf, sender } from './mail-parts.ts';
import { orderPageUrl, registerStatusEmailJobs } from './status-email-jobs.ts';

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
export function registerOrderEmailJobs(
  jobs: JobRunner,
  deps: { db: Db; mailer: Mailer; box: SecretBox; storeUrl: string },
): void {
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
      ...customerConfirmation(
        placed,
        settings,
        languageOf(placed.order.language),
        orderPageUrl(deps.storeUrl, {
          orderNumber: placed.order.orderNumber,
          email: placed.order.customerEmail,
          language: languageOf(placed.order.language),
        }),
      ),
    };
  });

  // Each refund, full or partial, tells the shopper what went back and what remains paid.
  jobs.subscribe(
    { events: ['order.refunded'], jobType: 'email.order-refund' },
    async (event, { log }) => {
      const [refund] = await deps.db
        .select({ refund: refunds, capturedHalalas: payments.amountHalalas })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(refunds.id, event.payload.refundId));
      const placed = await findOrderWithItems(deps.db, { id: event.payload.orderId });
      if (!refund || refund.refund.status !== 'succeeded' || !placed) return;
      const earlier = await deps.db
        .select({
          amountHalalas: refunds.amountHalalas,
          createdAt: refunds.createdAt,
          status: refunds.status,
        })
        .from(refunds)
        .where(eq(refunds.paymentId, refund.refund.paymentId));
      // What was refunded up to this refund, so a late email does not count later ones.
      const refundedHalalas = earlier
        .filter((row) => row.status === 'succeeded' && row.createdAt <= refund.refund.createdAt)
        .reduce((total, row) => total + row.amountHalalas, 0);
      const settings = await getSiteSettings(deps.db, log);
      const label = `${placed.order.orderNumber}-refund-${refund.refund.id}`;
      const delivery = await deps.mailer.send(
        {
          from: sender(settings),
          to: placed.order.customerEmail,
          ...refundNotice(
            placed.order,
            {
              amountHalalas: refund.refund.amountHalalas,
              refundedHalalas,
              capturedHalalas: refund.capturedHalalas,
            },
            settings,
            languageOf(placed.order.language),
          ),
        },
        label,
      );
      log.info({ email: label, via: delivery.via }, 'refund email sent');
    },
  );

  // Each tax invoice or note goes to the shopper as a PDF attachment, in the order's language.
  jobs.subscribe(
    { events: ['tax-document.issued'], jobType: 'email.tax-document' },
    async (event, { log }) => {
      const document = await getTaxDocument(deps.db, deps.box, event.payload.documentId);
      const placed = await findOrderWithItems(deps.db, { id: event.payload.orderId });
      if (!document || !placed) return;
      const settings = await getSiteSettings(deps.db, log);
      if (!settings.emailSettings.enableCustomerConfirmation) return;
      const label = `${placed.order.orderNumber}-${document.number}`;
      const delivery = await deps.mailer.send(
        {
          from: sender(settings),
          to: placed.order.customerEmail,
          ...taxDocumentNotice(
            {
              kind: document.kind,
              number: document.number,
              orderNumber: placed.order.orderNumber,
              firstName: placed.order.customerFirstName,
              payableHalalas: Math.round(document.totals.payable * 100),
            },
            settings,
            languageOf(placed.order.language),
          ),
          attachments: [
            {
              filename: `${document.number}.pdf`,
              content: await renderTaxDocumentPdf(document),
              contentType: 'application/pdf',
            },
          ],
        },
        label,
      );
      log.info({ email: label, via: delivery.via }, 'tax document email sent');
    },
  );

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

  registerStatusEmailJobs(jobs, deps);
}
