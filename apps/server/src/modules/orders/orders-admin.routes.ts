import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderSummarySchema,
  customerParamsSchema,
  orderIdParamsSchema,
  orderInvoiceSchema,
  orderRefundSchema,
  orderStatusChangeSchema,
} from '@store/shared/schemas/admin-orders';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import { ok, okList } from '../../plugins/envelope.ts';
import { recordAudit } from '../monitoring/audit.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { getCustomer, listCustomers } from './customers.service.ts';
import { planRefund, recordRefundTx, requestProviderRefund } from './order-refund.ts';
import {
  changeOrderStatusTx,
  getAdminOrder,
  getOrderCore,
  listAdminOrders,
  orderAuditSummary,
} from './orders-admin.service.ts';

/** Admin orders and customers: lists, detail, status transitions, refund, invoice (issue 6 points 5-6). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The payment provider in force (switchable at runtime from the payment settings).
  const paymentProvider = () => app.checkout.provider;

  app.get(
    '/admin/orders',
    {
      schema: {
        querystring: adminOrderListQuerySchema,
        response: { 200: listEnvelopeSchema(adminOrderSummarySchema) },
      },
    },
    async (req) => {
      const { items, pagination } = await listAdminOrders(app.db, req.query);
      return okList(items, pagination);
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (req) => ok(await getAdminOrder(app.db, req.params.id)),
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
      if (result.stockReleased) await app.publicCache.invalidate('catalog');
      return ok(await getAdminOrder(app.db, req.params.id), 'Order status updated successfully');
    },
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderRefundSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (req) => {
      const plan = await planRefund(app.db, req.params.id);
      // The provider first, outside any transaction; a failure there changes nothing here.
      const refund = await requestProviderRefund(paymentProvider(), plan, req.body.note);
      const result = await app.db.transaction(async (tx) => {
        const recorded = await recordRefundTx(
          tx,
          plan,
          refund,
          req.body.note,
          req.auth?.user?.id ?? null,
        );
        await recordAudit(tx, req, {
          action: 'refunded',
          entity: 'order',
          entityId: plan.order.id,
          before: orderAuditSummary(plan.order),
          after: { ...orderAuditSummary(recorded.after), refundId: refund.id },
          note: req.body.note || undefined,
        });
        return recorded;
      });
      if (result.stockReleased) await app.publicCache.invalidate('catalog');
      return ok(await getAdminOrder(app.db, req.params.id), 'Order refunded successfully');
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
      const { siteInfo, contactInfo, commerce } = await getSiteSettings(app.db, req.log);
      return ok({
        store: {
          name: siteInfo.siteName,
          address: contactInfo.address,
          email: contactInfo.email,
          phone: contactInfo.phone,
          vatRate: commerce.vatRate,
          pricesIncludeVat: commerce.pricesIncludeVat,
          vatNumber: commerce.vatNumber,
        },
        order,
        issuedAt: new Date().toISOString(),
      });
    },
  );

  app.get(
    '/admin/customers',
    {
      schema: {
        querystring: adminCustomerListQuerySchema,
        response: { 200: listEnvelopeSchema(adminCustomerSchema) },
      },
    },
    async (req) => {
      const { items, pagination } = await listCustomers(app.db, req.query);
      return okList(items, pagination);
    },
  );

  app.get(
    '/admin/customers/:email',
    {
      schema: {
        params: customerParamsSchema,
        response: { 200: envelopeSchema(adminCustomerDetailSchema) },
      },
    },
    async (req) => ok(await getCustomer(app.db, req.params.email)),
  );
};
