import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import {
  adminReturnDetailSchema,
  adminReturnListQuerySchema,
  adminReturnSummarySchema,
  publicReturnSchema,
  returnableOrderSchema,
  returnIdParamsSchema,
  returnLookupParamsSchema,
  returnLookupQuerySchema,
  returnNoteSchema,
  returnReceiptSchema,
  returnRejectionSchema,
  returnRequestInputSchema,
} from '@store/shared/schemas/returns';
import type { Clock } from '../../modules/auth/index.ts';
import { returnStock, SALES_INVALIDATION } from '../../modules/catalog/index.ts';
import { okList, ok } from '../../plugins/envelope.ts';
import {
  approveReturnTx,
  closeReturnTx,
  findReturn,
  listReturns,
  receiveReturnTx,
  rejectReturnTx,
} from '../../modules/returns/index.ts';
import { languageOfRequest } from '../checkout/request-language.ts';
import { adminReturnDetail, auditReturn, returnOrderIfAllBack } from './admin-returns.ts';
import { refundReturn } from './return-refund.ts';
import { getReturnableOrder, requestReturn } from './shopper-returns.ts';

/**
 * Returns (issue 19 point 6): the shopper's page reads an order's returnable lines and asks for a
 * return with the order's number and email; the admin lists, decides, receives, refunds and closes.
 */
export const returnsRoutes =
  ({ clock }: { clock: Clock }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/returns/order/:orderNumber',
      {
        config: { public: true },
        schema: {
          params: returnLookupParamsSchema,
          querystring: returnLookupQuerySchema,
          response: { 200: envelopeSchema(returnableOrderSchema) },
        },
      },
      async (req, reply) => {
        const order = await getReturnableOrder(app.db, {
          orderNumber: req.params.orderNumber,
          email: req.query.email,
          language: languageOfRequest(req),
          now: clock(),
        });
        // Personal data behind an email in the URL: no browser or proxy keeps a copy.
        reply.header('cache-control', 'no-store');
        return ok(order);
      },
    );

    app.post(
      '/returns',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: returnRequestInputSchema,
          response: { 201: envelopeSchema(publicReturnSchema) },
        },
      },
      async (req, reply) => {
        const created = await requestReturn(app.db, req.body, {
          language: languageOfRequest(req, req.body.language),
          now: clock(),
        });
        return reply.status(201).send(ok(created, 'Return requested'));
      },
    );

    app.get(
      '/admin/returns',
      {
        schema: {
          querystring: adminReturnListQuerySchema,
          response: { 200: listEnvelopeSchema(adminReturnSummarySchema) },
        },
      },
      async (req) => {
        const { items, pagination } = await listReturns(app.db, req.query);
        return okList(items, pagination);
      },
    );

    const detail = async (id: string) => adminReturnDetail(app.db, await findReturn(app.db, id));
    const adminOf = (req: { auth?: { user?: { id: string } | null } | null }) =>
      req.auth?.user?.id ?? null;

    app.get(
      '/admin/returns/:id',
      {
        schema: {
          params: returnIdParamsSchema,
          response: { 200: envelopeSchema(adminReturnDetailSchema) },
        },
      },
      async (req) => ok(await detail(req.params.id)),
    );

    const step = {
      params: returnIdParamsSchema,
      response: { 200: envelopeSchema(adminReturnDetailSchema) },
    };

    app.post(
      '/admin/returns/:id/approve',
      { schema: { ...step, body: returnNoteSchema } },
      async (req) => {
        await app.db.transaction(async (tx) => {
          const { request } = await findReturn(tx, req.params.id, { lock: true });
          const after = await approveReturnTx(tx, request, {
            note: req.body.note,
            adminId: adminOf(req),
            at: clock(),
          });
          await auditReturn(tx, req, 'approved', request, after, { note: req.body.note });
        });
        return ok(await detail(req.params.id), 'Return approved');
      },
    );

    app.post(
      '/admin/returns/:id/reject',
      { schema: { ...step, body: returnRejectionSchema } },
      async (req) => {
        await app.db.transaction(async (tx) => {
          const { request } = await findReturn(tx, req.params.id, { lock: true });
          const after = await rejectReturnTx(tx, request, {
            reason: req.body.reason,
            adminId: adminOf(req),
            at: clock(),
          });
          await auditReturn(tx, req, 'rejected', request, after, { note: req.body.reason });
        });
        return ok(await detail(req.params.id), 'Return rejected');
      },
    );

    app.post(
      '/admin/returns/:id/receive',
      { schema: { ...step, body: returnReceiptSchema } },
      async (req) => {
        const { restocked, orderReturned } = await app.db.transaction(async (tx) => {
          const found = await findReturn(tx, req.params.id, { lock: true });
          const adminId = adminOf(req);
          const received = await receiveReturnTx(tx, found, {
            lines: req.body.lines,
            adminId,
            at: clock(),
          });
          // Through the catalogue's face, once: the lines were marked restocked in this transaction.
          if (received.restock.length > 0) await returnStock(tx, received.restock);
          const moved = await returnOrderIfAllBack(tx, received.request, adminId);
          await auditReturn(tx, req, 'received', found.request, received.request, {
            note: req.body.note,
            details: {
              lines: req.body.lines,
              restocked: received.restock,
              ...(moved ? { orderStatus: 'returned' } : {}),
            },
          });
          return { restocked: received.restock.length > 0, orderReturned: moved };
        });
        // Stock given back shows on the storefront at once.
        if (restocked) await app.publicCache.invalidate(...SALES_INVALIDATION);
        return ok(
          await detail(req.params.id),
          orderReturned ? 'Return received; every item of the order is back' : 'Return received',
        );
      },
    );

    app.post(
      '/admin/returns/:id/refund',
      { schema: { ...step, body: returnNoteSchema } },
      async (req) => {
        const result = await refundReturn(
          { db: app.db, services: app.checkout, now: clock() },
          req,
          req.params.id,
          req.body.note,
        );
        if (result.stockReleased) await app.publicCache.invalidate(...SALES_INVALIDATION);
        return ok(await detail(req.params.id), 'Return refunded');
      },
    );

    app.post(
      '/admin/returns/:id/close',
      { schema: { ...step, body: returnNoteSchema } },
      async (req) => {
        await app.db.transaction(async (tx) => {
          const { request } = await findReturn(tx, req.params.id, { lock: true });
          const after = await closeReturnTx(tx, request, { adminId: adminOf(req), at: clock() });
          await auditReturn(tx, req, 'closed', request, after, { note: req.body.note });
        });
        return ok(await detail(req.params.id), 'Return closed');
      },
    );
  };
