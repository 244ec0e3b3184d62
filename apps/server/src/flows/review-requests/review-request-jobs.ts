import { reviewPagePath } from '@store/shared/page-addresses';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { existingProductIds } from '../../modules/catalog/index.ts';
import { type Mailer, reviewRequestNotice } from '../../modules/notifications/index.ts';
import { findOrderWithItems } from '../../modules/orders/index.ts';
import { issueReviewRequest, type ReviewableProduct } from '../../modules/reviews/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import { languageOf, sender } from '../order-emails/mail-parts.ts';

/**
 * After an order is delivered, its buyer is asked to review what it brought (issue 21 point 5):
 * one email, in the order's language, with the order's one-time review link (each distinct
 * product still in the catalogue), when the store sends customer emails at all. The link's token
 * exists only in that email; a job that runs again after sending does not send again, and one
 * that failed before makes a new token (the earlier one stops working).
 */
export function registerReviewRequestJobs(
  jobs: JobRunner,
  deps: { db: Db; mailer: Mailer; storeUrl: string },
): void {
  jobs.subscribe(
    { events: ['order.delivered'], jobType: 'email.review-request' },
    async (event, { log, now, once }) => {
      const found = await findOrderWithItems(deps.db, { id: event.payload.orderId });
      // Returned or otherwise moved on since: nothing to review.
      if (!found || found.order.status !== 'delivered') return;
      const { order, items } = found;
      const settings = await getSiteSettings(deps.db, log);
      if (!settings.emailSettings.enableCustomerConfirmation) return;
      const existing = await existingProductIds(
        deps.db,
        items.map((item) => item.productId),
      );
      const products = new Map<string, ReviewableProduct>();
      for (const item of items) {
        if (!existing.has(item.productId) || products.has(item.productId)) continue;
        products.set(item.productId, {
          productId: item.productId,
          nameEn: item.productNameEn,
          nameAr: item.productNameAr,
          image: item.productImage,
        });
      }
      if (products.size === 0) return;
      const language = languageOf(order.language);
      await once('send', async () => {
        const link = await issueReviewRequest(deps.db, {
          orderId: order.id,
          orderNumber: order.orderNumber,
          firstName: order.customerFirstName,
          lastName: order.customerLastName,
          customerEmail: order.customerEmail,
          products: [...products.values()],
          issuedAt: now,
        });
        if (!link) return;
        const label = `${order.orderNumber}-review-request`;
        const delivery = await deps.mailer.send(
          {
            from: sender(settings),
            to: order.customerEmail,
            ...reviewRequestNotice(
              {
                firstName: order.customerFirstName,
                orderNumber: order.orderNumber,
                products: [...products.values()].map((p) => ({ en: p.nameEn, ar: p.nameAr })),
                link: `${deps.storeUrl}${reviewPagePath(language, link.token)}`,
                expiresAt: link.expiresAt,
              },
              settings,
              language,
            ),
          },
          label,
        );
        log.info({ email: label, via: delivery.via }, 'review request sent');
      });
    },
  );
}
