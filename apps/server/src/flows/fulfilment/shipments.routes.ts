import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '@store/shared/schemas/admin-orders';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import {
  bulkOrderActionSchema,
  bulkOrderResultSchema,
  createShipmentSchema,
  packingSlipsQuerySchema,
  shipmentIdParamsSchema,
  shipmentLabelQuerySchema,
  shipmentResultSchema,
  shipmentStepSchema,
} from '@store/shared/schemas/shipments';
import type { AppConfig } from '../../config.ts';
import { recordAudit } from '../../modules/monitoring/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { languageOfRequest } from '../checkout/request-language.ts';
import { bulkOrderAction } from './bulk-orders.ts';
import { packingSlipsPdf, parcelLabelPdf } from './print-documents.ts';
import {
  loadOrder,
  recordParcelStep,
  shipOrder,
  type FulfilmentActor,
  type ShippedParcel,
} from './ship-order.ts';
import { shipmentView } from './shipment-view.ts';

const failed = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

function pdfReply(filename: string) {
  return {
    'cache-control': 'no-store',
    'content-disposition': `inline; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '')}"`,
  };
}

/**
 * An order's parcels in the admin (issue 19 point 3, admin only by the guard): make one by hand or
 * through the provider, record a manual carrier's steps, print its label and the orders' packing
 * slips, and act on several orders at once. Refusals are worded in the admin's language.
 */
export function shipmentsRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = (req: FastifyRequest) => ({
      db: app.db,
      box: app.secretBox,
      config,
      log: req.log,
    });
    const actor = (req: FastifyRequest): FulfilmentActor => ({
      adminId: req.auth?.user?.id ?? null,
      language: languageOfRequest(req),
      audit: (tx, entry) => recordAudit(tx, req, entry),
    });
    const answer = async (parcel: ShippedParcel, req: FastifyRequest) => {
      const { order, items } = await loadOrder(app.db, parcel.order.id, languageOfRequest(req));
      return {
        shipment: await shipmentView(app.db, parcel.shipment.id, order, items),
        orderStatus: order.status,
        unshipped: parcel.unshipped,
      };
    };

    app.post(
      '/admin/orders/:id/shipments',
      {
        schema: {
          params: orderIdParamsSchema,
          body: createShipmentSchema,
          response: { 201: envelopeSchema(shipmentResultSchema), ...failed },
        },
      },
      async (req, reply) => {
        const parcel = await shipOrder(deps(req), req.params.id, req.body, actor(req));
        return reply.status(201).send(ok(await answer(parcel, req), 'Shipment created'));
      },
    );

    app.post(
      '/admin/shipments/:id/status',
      {
        schema: {
          params: shipmentIdParamsSchema,
          body: shipmentStepSchema,
          response: { 200: envelopeSchema(shipmentResultSchema), ...failed },
        },
      },
      async (req) => {
        const parcel = await recordParcelStep(deps(req), req.params.id, req.body, actor(req));
        return ok(await answer(parcel, req), 'Shipment status updated');
      },
    );

    app.get(
      '/admin/shipments/:id/label.pdf',
      { schema: { params: shipmentIdParamsSchema, querystring: shipmentLabelQuerySchema } },
      async (req, reply) => {
        const { pdf, filename } = await parcelLabelPdf(
          app.db,
          req.params.id,
          req.query.lang,
          req.log,
        );
        return reply.headers(pdfReply(filename)).type('application/pdf').send(pdf);
      },
    );

    app.get(
      '/admin/orders/packing-slips.pdf',
      { schema: { querystring: packingSlipsQuerySchema } },
      async (req, reply) => {
        const pdf = await packingSlipsPdf(app.db, req.query.ids, languageOfRequest(req), req.log);
        return reply.headers(pdfReply('packing-slips.pdf')).type('application/pdf').send(pdf);
      },
    );

    app.post(
      '/admin/orders/bulk',
      {
        schema: {
          body: bulkOrderActionSchema,
          response: { 200: envelopeSchema(bulkOrderResultSchema), ...failed },
        },
      },
      async (req) => ok(await bulkOrderAction(deps(req), req.body, actor(req))),
    );
  };
}
