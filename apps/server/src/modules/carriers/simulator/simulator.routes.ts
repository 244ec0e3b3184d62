import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  shipmentRequestSchema,
  simulatedShipmentSchema,
  simulatorAdvanceResultSchema,
  simulatorAdvanceSchema,
} from '@store/shared/schemas/carriers';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import type { AppConfig } from '../../../config.ts';
import { notFound } from '../../../plugins/app-error.ts';
import { ok } from '../../../plugins/envelope.ts';
import { carrierAppError, providerOf, webhookSecretInForce } from '../carrier-provider.ts';
import { resolveOtoSettings } from '../carrier-settings.service.ts';
import { OTO_WEBHOOK_PATH } from '../carrier-webhook.routes.ts';
import { OtoSimulator } from './oto-simulator.ts';

const params = z.object({ reference: z.string().max(64) });
const failed = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const created = simulatedShipmentSchema.extend({
  /** What the flow receives: the label's address, and whether its PDF came with it. */
  labelPdfBytes: z.number().int(),
});

/**
 * The OTO simulator's admin side (admin only, by the guard; answers 404 unless OTO's mode in force
 * is simulator): list the simulated shipments, make one by hand, download its label, and move it
 * along its way. Each move is delivered to the store's own webhook address, as OTO delivers it and
 * signed the same way, through the same route OTO's real webhooks take.
 */
export function carrierSimulatorRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const prefix = '/admin/carriers/simulator/shipments';
    const settings = (log: Parameters<typeof resolveOtoSettings>[3]) =>
      resolveOtoSettings(app.db, app.secretBox, config, log);

    app.addHook('onRequest', async (req, reply) => {
      if ((await settings(req.log)).mode !== 'simulator') {
        reply.callNotFound();
        return reply;
      }
    });

    const simulator = async (log: Parameters<typeof resolveOtoSettings>[3]) => {
      const provider = providerOf(await settings(log), app.db);
      if (!(provider instanceof OtoSimulator)) throw notFound('The OTO simulator is not in use');
      return provider;
    };

    app.get(
      prefix,
      { schema: { response: { 200: envelopeSchema(z.array(simulatedShipmentSchema)) } } },
      async (req) => ok(await (await simulator(req.log)).list()),
    );

    app.post(
      prefix,
      {
        schema: {
          body: shipmentRequestSchema,
          response: { 200: envelopeSchema(created), ...failed },
        },
      },
      async (req) => {
        const sim = await simulator(req.log);
        try {
          const shipment = await sim.createShipment(req.body);
          const view = await sim.find(shipment.reference);
          if (!view) throw notFound('Shipment not found');
          return ok({ ...view, labelPdfBytes: shipment.label.pdf?.length ?? 0 });
        } catch (error) {
          throw carrierAppError(error);
        }
      },
    );

    app.get(
      `${prefix}/:reference`,
      { schema: { params, response: { 200: envelopeSchema(simulatedShipmentSchema), ...failed } } },
      async (req) => {
        const shipment = await (await simulator(req.log)).find(req.params.reference);
        if (!shipment) throw notFound('Shipment not found');
        return ok(shipment);
      },
    );

    app.get(`${prefix}/:reference/label`, { schema: { params } }, async (req, reply) => {
      const pdf = await (await simulator(req.log)).label(req.params.reference);
      if (!pdf) throw notFound('Shipment not found');
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `inline; filename="label-${req.params.reference.replace(/[^A-Za-z0-9._-]/g, '')}.pdf"`,
        )
        .type('application/pdf')
        .send(pdf);
    });

    app.post(
      `${prefix}/:reference/advance`,
      {
        schema: {
          params,
          body: simulatorAdvanceSchema.nullish(),
          response: { 200: envelopeSchema(simulatorAdvanceResultSchema), ...failed },
        },
      },
      async (req) => {
        const inForce = await settings(req.log);
        const secret = webhookSecretInForce(inForce, app.secretBox);
        if (!secret) throw notFound('The OTO simulator is not in use');
        let moved;
        try {
          moved = await (
            await simulator(req.log)
          ).advance(req.params.reference, req.body?.move ?? 'next', secret);
        } catch (error) {
          throw carrierAppError(error);
        }
        // The same delivery OTO makes: a POST of the signed body to the webhook address.
        const delivery = await app.inject({
          method: 'POST',
          url: OTO_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(moved.webhook),
        });
        if (delivery.statusCode >= 300) {
          req.log.warn(
            { status: delivery.statusCode, reference: req.params.reference },
            'OTO simulator: the store refused its webhook',
          );
        }
        return ok({
          shipment: moved.shipment,
          webhook: {
            providerStatus: moved.shipment.providerStatus,
            httpStatus: delivery.statusCode,
          },
        });
      },
    );
  };
}
