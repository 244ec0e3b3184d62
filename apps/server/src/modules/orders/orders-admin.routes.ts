import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  adminOrderListQuerySchema,
  adminOrderSummarySchema,
  customerParamsSchema,
} from '@store/shared/schemas/admin-orders';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import { ok, okList } from '../../plugins/envelope.ts';
import { getCustomer, listCustomers } from './customers.service.ts';
import { listAdminOrders } from './orders-admin.service.ts';

/**
 * Admin orders and customers: the lists and a customer's detail (issue 6 points 5-6). An order's
 * detail, status transitions and invoice are in flows/fulfilment, its refund in flows/refund.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
