import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import { isLanguage, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  type Mailer,
  returnApprovedNotice,
  returnCashRefundNotice,
  returnRejectedNotice,
  type ReturnNotice,
} from '../../modules/notifications/index.ts';
import { findOrder } from '../../modules/orders/index.ts';
import { findReturn } from '../../modules/returns/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';

function sender({ emailSettings }: SiteSettings) {
  return emailSettings.fromEmail
    ? { name: emailSettings.fromName, address: emailSettings.fromEmail }
    : undefined;
}

/**
 * The shopper hears of their return when the store approves or rejects it and when it refunds
 * it in cash, in the order's language; a refund through the provider is told by the refund
 * email (flows/order-emails) and gets no second one. Each is a job of its own, retried.
 */
export function registerReturnEmailJobs(jobs: JobRunner, deps: { db: Db; mailer: Mailer }): void {
  const send = async (
    returnId: string,
    label: string,
    compose: (notice: ReturnNotice, settings: SiteSettings, language: Language) => SendMailOptions,
    log: FastifyBaseLogger,
  ) => {
    const found = await findReturn(deps.db, returnId).catch(() => null);
    if (!found) return;
    const order = await findOrder(deps.db, found.request.orderId);
    const settings = await getSiteSettings(deps.db, log);
    const language: Language = isLanguage(order.language) ? order.language : 'en';
    const notice: ReturnNotice = {
      returnNumber: found.request.returnNumber,
      orderNumber: order.orderNumber,
      firstName: order.customerFirstName,
      decisionNote: found.request.decisionNote,
      lines: found.lines
        .map((line) => ({
          name: { en: line.productNameEn, ar: line.productNameAr },
          quantity: line.receivedQuantity ?? line.quantity,
        }))
        .filter((line) => line.quantity > 0),
    };
    const fullLabel = `${order.orderNumber}-${found.request.returnNumber}-${label}`;
    const delivery = await deps.mailer.send(
      { from: sender(settings), to: order.customerEmail, ...compose(notice, settings, language) },
      fullLabel,
    );
    log.info({ email: fullLabel, via: delivery.via }, 'return email sent');
  };

  jobs.subscribe(
    { events: ['return.approved'], jobType: 'email.return-approved' },
    (event, { log }) => send(event.payload.returnId, 'approved', returnApprovedNotice, log),
  );
  jobs.subscribe(
    { events: ['return.rejected'], jobType: 'email.return-rejected' },
    (event, { log }) => send(event.payload.returnId, 'rejected', returnRejectedNotice, log),
  );
  jobs.subscribe(
    {
      events: ['return.refunded'],
      jobType: 'email.return-cash-refund',
      when: (event) => event.payload.method === 'cash',
    },
    (event, { log }) =>
      send(
        event.payload.returnId,
        'refunded',
        (notice, settings, language) =>
          returnCashRefundNotice(
            { ...notice, amountHalalas: event.payload.amountHalalas },
            settings,
            language,
          ),
        log,
      ),
  );
}
