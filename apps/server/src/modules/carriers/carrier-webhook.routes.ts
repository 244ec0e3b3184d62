import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import { envelopeSchema } from '@store/shared/schemas/common';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  claimCarrierEvent,
  finishCarrierEvent,
  releaseCarrierEvent,
} from './carrier-events.service.ts';
import { webhookSecretInForce } from './carrier-provider.ts';
import { resolveOtoSettings } from './carrier-settings.service.ts';
import { OTO_PROVIDER, readOtoWebhook } from './oto/oto-wire.ts';
import type { CarrierUpdate } from './shipping-provider.ts';

/** OTO's webhook, below the API's `/api` prefix; the address OTO is given is OTO_WEBHOOK_PATH. */
export const OTO_WEBHOOK_ROUTE = '/carriers/oto/webhook';
export const OTO_WEBHOOK_PATH = `/api${OTO_WEBHOOK_ROUTE}`;

export interface CarrierWebhookOptions {
  config: AppConfig;
  /**
   * Given each verified update once (a repeated delivery is not passed on again). A throw leaves
   * the update unhandled and answers 503, so OTO's retry brings it again.
   */
  onUpdate: (update: CarrierUpdate) => Promise<void> | void;
}

const received = envelopeSchema(
  z.object({
    received: z.literal(true),
    /** Seen before (handled then): not passed on again. */
    duplicate: z.boolean(),
    /** Handed to onUpdate now (false for a duplicate, or a status no step of the delivery). */
    passedOn: z.boolean(),
  }),
);

/**
 * `POST /api/carriers/oto/webhook`: OTO's status changes and carrier refusals (OTO.md,
 * "Webhooks"), public, proven by OTO's HMAC signature with the webhook secret in force (in
 * simulator mode the simulator's). Refused unsigned or wrongly signed (401, logged with the reason,
 * never the secret); each verified delivery is handled once, then passed to `onUpdate`.
 */
export function carrierWebhookRoutes(options: CarrierWebhookOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // OTO documents no content type: any body is read as text and parsed here.
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post(
      OTO_WEBHOOK_ROUTE,
      {
        config: { public: true },
        bodyLimit: 256 * 1024,
        schema: { response: { 200: received } },
      },
      async (req) => {
        let body: unknown = req.body;
        if (typeof body === 'string') {
          try {
            body = JSON.parse(body) as unknown;
          } catch {
            body = null;
          }
        }
        const settings = await resolveOtoSettings(app.db, app.secretBox, options.config, req.log);
        const secret = webhookSecretInForce(settings, app.secretBox);
        const reading = secret
          ? readOtoWebhook(body, secret)
          : { verified: false as const, reason: 'no webhook secret in force' };
        if (!reading.verified) {
          req.log.warn({ reason: reading.reason, mode: settings.mode }, 'OTO webhook refused');
          throw new AppError(401, ERROR_CODES.WEBHOOK_UNVERIFIED, 'Webhook not verified');
        }
        const { update } = reading;
        if (!update) {
          req.log.info(
            { status: reading.providerStatus },
            'OTO webhook: not a delivery step, not passed on',
          );
          return ok({ received: true as const, duplicate: false, passedOn: false });
        }
        const event = {
          provider: OTO_PROVIDER,
          eventId: update.eventId,
          reference: update.reference,
          providerStatus: reading.providerStatus,
          status: update.kind === 'status' ? update.status : null,
          payload: reading.payload,
        };
        const claim = await claimCarrierEvent(app.db, event);
        if (claim === 'done')
          return ok({ received: true as const, duplicate: true, passedOn: false });
        if (claim === 'in-progress') {
          throw new AppError(
            503,
            ERROR_CODES.SERVICE_UNAVAILABLE,
            'Being handled; try again later',
          );
        }
        try {
          await options.onUpdate(update);
        } catch (error) {
          await releaseCarrierEvent(app.db, OTO_PROVIDER, update.eventId);
          req.log.error(
            { err: error, eventId: update.eventId },
            'OTO webhook: the update was not handled',
          );
          throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Try again later');
        }
        await finishCarrierEvent(app.db, OTO_PROVIDER, update.eventId);
        return ok({ received: true as const, duplicate: false, passedOn: true });
      },
    );
  };
}
