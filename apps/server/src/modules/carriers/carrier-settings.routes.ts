import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARRIER_IDS,
  carrierSettingsSchema,
  MANUAL_CARRIERS,
  manualCarriersUpdateSchema,
  otoConnectionTestSchema,
  otoSettingsUpdateSchema,
  type CarrierSettings,
} from '@store/shared/schemas/carriers';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import {
  connectionTestResultSchema,
  webhookRegistrationSchema,
} from '@store/shared/schemas/payment-providers';
import type { AppConfig } from '../../config.ts';
import { answerFieldRefusal } from '../../provider-settings/field-refusal.ts';
import { ok } from '../../plugins/envelope.ts';
import { registerOtoWebhooks, testOtoConnection } from './carrier-connection.ts';
import {
  resolveManualCarriers,
  resolveOtoSettings,
  saveManualCarriers,
  saveOtoSettings,
  templateInForce,
  type ResolvedManualCarriers,
  type ResolvedOtoSettings,
} from './carrier-settings.service.ts';
import { OTO_WEBHOOK_PATH } from './carrier-webhook.routes.ts';

export const CARRIER_SETTINGS_SAVED = 'Carrier settings saved';

/** The store's public address: PUBLIC_BASE_URL, else the address the admin reached it at. */
function publicBase(config: AppConfig, req: FastifyRequest): string {
  return config.publicBaseUrl ?? `${req.protocol}://${req.host}`;
}

/** The settings as the admin may see them: whether a secret is set, its last 4 at most. */
function settingsView(
  oto: ResolvedOtoSettings,
  manual: ResolvedManualCarriers,
  base: string,
): CarrierSettings {
  const token = oto.refreshToken.value;
  return {
    oto: {
      mode: oto.mode,
      hasRefreshToken: token !== null,
      refreshTokenLast4: token ? token.slice(-4) : null,
      refreshTokenSource: oto.refreshToken.source,
      hasWebhookSecret: oto.webhookSecret.value !== null,
      webhookSecretSource: oto.webhookSecret.source,
      pickupLocationCode: oto.pickupLocationCode,
      deliveryOptionId: oto.deliveryOptionId,
      source: oto.source,
      webhookUrl: `${base}${OTO_WEBHOOK_PATH}`,
      updatedAt: oto.updatedAt?.toISOString() ?? null,
    },
    manual: {
      carriers: CARRIER_IDS.map((id) => ({
        id,
        name: id === 'custom' ? manual.customName : MANUAL_CARRIERS[id].name,
        trackingUrlTemplate: templateInForce(manual, id),
        defaultTemplate: MANUAL_CARRIERS[id].trackingUrlTemplate,
        example: MANUAL_CARRIERS[id].example,
      })),
      updatedAt: manual.updatedAt?.toISOString() ?? null,
    },
  };
}

/**
 * The carriers' settings (admin only, by the guard): OTO's mode, token, webhook secret, pickup
 * location and delivery option; the other courier and the merchant's tracking pages; OTO's
 * connection test and webhook registration. Secrets are write-only: no answer, log or audit
 * record carries one. A save takes effect at the next shipment, without a restart.
 */
export function carrierSettingsRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const prefix = '/admin/carriers';
    const view = async (req: FastifyRequest) =>
      settingsView(
        await resolveOtoSettings(app.db, app.secretBox, config, req.log),
        await resolveManualCarriers(app.db, req.log),
        publicBase(config, req),
      );
    const saved = { 200: envelopeSchema(carrierSettingsSchema), 400: errorEnvelopeSchema };

    app.get(
      `${prefix}/settings`,
      { schema: { response: { 200: envelopeSchema(carrierSettingsSchema) } } },
      async (req) => ok(await view(req)),
    );

    app.put(
      `${prefix}/oto`,
      { schema: { body: otoSettingsUpdateSchema, response: saved } },
      async (req, reply) => {
        try {
          const current = await resolveOtoSettings(app.db, app.secretBox, config, req.log);
          await saveOtoSettings(app.db, app.secretBox, req, req.body, current);
        } catch (error) {
          return answerFieldRefusal(reply, error);
        }
        return ok(await view(req), CARRIER_SETTINGS_SAVED);
      },
    );

    app.put(
      `${prefix}/manual`,
      { schema: { body: manualCarriersUpdateSchema, response: saved } },
      async (req) => {
        await saveManualCarriers(
          app.db,
          req,
          req.body,
          await resolveManualCarriers(app.db, req.log),
        );
        return ok(await view(req), CARRIER_SETTINGS_SAVED);
      },
    );

    app.post(
      `${prefix}/oto/test-connection`,
      {
        schema: {
          body: otoConnectionTestSchema,
          response: { 200: envelopeSchema(connectionTestResultSchema), 400: errorEnvelopeSchema },
        },
      },
      async (req, reply) => {
        try {
          const current = await resolveOtoSettings(app.db, app.secretBox, config, req.log);
          const result = await testOtoConnection(current, req.body, config);
          req.log.info({ outcome: result.outcome, mode: result.mode }, 'OTO connection test');
          return ok(result);
        } catch (error) {
          return answerFieldRefusal(reply, error);
        }
      },
    );

    // OTO sends webhooks only to addresses registered through its API (or its dashboard).
    app.post(
      `${prefix}/oto/webhook`,
      {
        schema: {
          response: { 200: envelopeSchema(webhookRegistrationSchema), 400: errorEnvelopeSchema },
        },
      },
      async (req, reply) => {
        try {
          const current = await resolveOtoSettings(app.db, app.secretBox, config, req.log);
          const result = await registerOtoWebhooks(current, publicBase(config, req));
          req.log.info({ outcome: result.outcome }, 'OTO webhook registration');
          return ok(result);
        } catch (error) {
          return answerFieldRefusal(reply, error);
        }
      },
    );
  };
}
