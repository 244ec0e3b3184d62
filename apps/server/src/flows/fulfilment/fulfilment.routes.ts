import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  orderIdParamsSchema,
  orderInvoiceSchema,
  orderStatusChangeSchema,
} from '@store/shared/schemas/admin-orders';
import { envelopeSchema } from '@store/shared/schemas/common';
import { ok } from '../../plugins/envelope.ts';
import { SALES_INVALIDATION } from '../../modules/catalog/index.ts';
import { recordAudit } from '../../modules/monitoring/index.ts';
import { getOrderCore, orderAuditSummary } from '../../modules/orders/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import { changeOrderStatusTx } from './change-order-status.ts';
import { getAdminOrder } from './order-detail.ts';

/** An order in the admin: its detail, its status transitions and its invoice (issue 6 point 5). */
export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders/:id',
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (req) => ok(await getAdminOrder(app.db, app.secretBox, req.params.id)),
  );

  app.post(
    '/admin/orders/:id/status',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (req) => {
      const result = await app.db.transaction(async (tx) => {
        const change = await changeOrderStatusTx(
          tx,
          req.params.id,
          req.body,
          req.auth?.user?.id ?? null,
        );
        await recordAudit(tx, req, {
          action: 'status-changed',
          entity: 'order',
          entityId: change.after.id,
          before: orderAuditSummary(change.before),
          after: orderAuditSummary(change.after),
          note: req.body.note || undefined,
        });
        return change;
      });
      // Stock given back shows on the storefront at once.
      if (result.stockReleased) await app.publicCache.invalidate(...SALES_INVALIDATION);
      return ok(
        await getAdminOrder(app.db, app.secretBox, req.params.id),
        'Order status updated successfully',
      );
    },
  );

  app.get(
    '/admin/orders/:id/invoice',
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderInvoiceSchema) },
      },
    },
    async (req) => {
      const order = await getOrderCore(app.db, req.params.id);
      const { siteInfo, contactInfo, commerce, sellerProfile } = await getSiteSettings(
        app.db,
        req.log,
      );
      return ok({
        store: {
          name: siteInfo.siteName,
          address: contactInfo.address,
          email: contactInfo.email,
          phone: contactInfo.phone,
          vatRate: commerce.vatRate,
          pricesIncludeVat: commerce.pricesIncludeVat,
          vatNumber: sellerProfile.vatNumber,
        },
        order,
        issuedAt: new Date().toISOString(),
      });
    },
  );
};
