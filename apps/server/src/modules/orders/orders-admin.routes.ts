import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  type AdminCustomer,
  adminOrderListQuerySchema,
  adminOrderSummarySchema,
  customerParamsSchema,
} from '@store/shared/schemas/admin-orders';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import { ok, okList } from '../../plugins/envelope.ts';
import { customersCsv } from './customers-csv.ts';
import { getCustomer, listCustomers, type AccountContacts } from './customers.service.ts';
import { listAdminOrders } from './orders-admin.service.ts';

/**
 * Admin orders and customers: the lists and a customer's detail (issue 6 points 5-6). An order's
 * detail, status transitions and invoice are in flows/fulfilment, its refund in flows/refund.
 */
export interface OrdersAdminRoutesOptions {
  /** Tells account holders from guests in the customer list. */
  accountContacts: AccountContacts;
}

const EXPORT_BATCH = 500;

export function ordersAdminRoutes({
  accountContacts,
}: OrdersAdminRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
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
        const { items, pagination } = await listCustomers(app.db, req.query, accountContacts);
        return okList(items, pagination);
      },
    );

    app.get(
      '/admin/customers/export',
      { schema: { querystring: adminCustomerListQuerySchema } },
      async (req, reply) => {
        // Every customer the search matches, in the list's order, a batch at a time.
        const customers: AdminCustomer[] = [];
        for (let page = 1; ; page += 1) {
          const { items, pagination } = await listCustomers(
            app.db,
            { ...req.query, page, limit: EXPORT_BATCH },
            accountContacts,
          );
          customers.push(...items);
          if (!pagination.hasNext) break;
        }
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="customers-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(customersCsv(customers));
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
      async (req) => ok(await getCustomer(app.db, req.params.email, accountContacts)),
    );
  };
}
