import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import {
  connectionTestResultSchema,
  moyasarConnectionTestSchema,
  moyasarSettingsUpdateSchema,
  paymentMethodRulesUpdateSchema,
  paymentProvidersSchema,
  tabbyConnectionTestSchema,
  tabbySettingsUpdateSchema,
  type ConnectionTestResult,
  type HostedProviderName,
  type PaymentProviders,
  webhookRegistrationSchema,
} from '@store/shared/schemas/payment-providers';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../plugins/envelope.ts';
import type { SecretBox } from '../settings/index.ts';
import {
  registerTabbyWebhook,
  testMoyasarConnection,
  testTabbyConnection,
} from './provider-connection.ts';
import {
  resolveMethodRules,
  resolveMoyasarSettings,
  resolveTabbySettings,
  saveMethodRules,
  saveMoyasarSettings,
  saveTabbySettings,
  type HostedCredentials,
  type WithoutSecrets,
} from './provider-settings.service.ts';
import { answerFieldRefusal } from '../../provider-settings/field-refusal.ts';

export const PROVIDER_SETTINGS_SAVED = 'Payment provider settings saved';

function credentialsView(settings: WithoutSecrets<HostedCredentials>) {
  return {
    mode: settings.mode,
    hasSecretKey: settings.secretKey.source !== null,
    secretKeyLast4: settings.secretKey.last4,
    secretKeySource: settings.secretKey.source,
    hasWebhookSecret: settings.webhookSecret.source !== null,
    webhookSecretSource: settings.webhookSecret.source,
    source: settings.source,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

/** The settings in force as the admin may see them: whether a secret is set, never the secret. */
async function providersView(app: FastifyInstance): Promise<PaymentProviders> {
  await app.checkout.reloadPayments();
  const { moyasarSettings, tabbySettings, methods, methodsUpdatedAt, moyasar } = app.checkout;
  const tabby = app.checkout.hosted('tabby');
  return {
    moyasar: {
      ...credentialsView(moyasarSettings),
      marks: moyasarSettings.marks,
      activeProvider: { name: moyasar.name, simulated: moyasar.simulated },
    },
    tabby: {
      ...credentialsView(tabbySettings),
      merchantCode: tabbySettings.merchantCode,
      captureOn: tabbySettings.captureOn,
      activeProvider: tabby && { name: tabby.name, simulated: tabby.simulated },
    },
    methods: [...methods],
    methodsUpdatedAt: methodsUpdatedAt?.toISOString() ?? null,
  };
}

const saved = { 200: envelopeSchema(paymentProvidersSchema), 400: errorEnvelopeSchema };
const tested = { 200: envelopeSchema(connectionTestResultSchema), 400: errorEnvelopeSchema };

/** What the routes of one hosted provider need: its schemas, and how its settings are handled. */
interface HostedProviderParts<Update extends z.ZodType, Test extends z.ZodType, Resolved> {
  update: Update;
  test: Test;
  resolve: (db: Db, box: SecretBox, config: AppConfig, log: FastifyBaseLogger) => Promise<Resolved>;
  save: (
    db: Db,
    box: SecretBox,
    request: FastifyRequest,
    input: z.output<Update>,
    current: Resolved,
  ) => Promise<void>;
  tryConnection: (current: Resolved, input: z.output<Test>) => Promise<ConnectionTestResult>;
}

/** PUT `/{provider}` and POST `/{provider}/test-connection`, alike for Moyasar and Tabby. */
function hostedProviderRoutes<Update extends z.ZodType, Test extends z.ZodType, Resolved>(
  config: AppConfig,
  provider: HostedProviderName,
  parts: HostedProviderParts<Update, Test, Resolved>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const current = (req: FastifyRequest) => parts.resolve(app.db, app.secretBox, config, req.log);
    // Validated by the route's schema; the type provider cannot name it through the generics.
    const bodyOf = <Schema extends z.ZodType>(req: FastifyRequest, _schema: Schema) =>
      req.body as z.output<Schema>;

    app.put(
      `/${provider}`,
      { schema: { body: parts.update, response: saved } },
      async (req, reply) => {
        try {
          const input = bodyOf(req, parts.update);
          await parts.save(app.db, app.secretBox, req, input, await current(req));
        } catch (error) {
          return answerFieldRefusal(reply, error);
        }
        return ok(await providersView(app), PROVIDER_SETTINGS_SAVED);
      },
    );

    app.post(
      `/${provider}/test-connection`,
      { schema: { body: parts.test, response: tested } },
      async (req, reply) => {
        try {
          const result = await parts.tryConnection(await current(req), bodyOf(req, parts.test));
          req.log.info({ provider, outcome: result.outcome, mode: result.mode }, 'connection test');
          return ok(result);
        } catch (error) {
          return answerFieldRefusal(reply, error);
        }
      },
    );
  };
}

/**
 * Moyasar's and Tabby's settings and every method's switch and limits (issue 17), admin only by
 * the guard. Each save takes effect at the next checkout, without a restart; a refused save keeps
 * everything as it was. Secrets are write-only: no answer, log or audit record carries one.
 */
export function providerSettingsRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const prefix = '/admin/payments/providers';

    app.get(
      prefix,
      { schema: { response: { 200: envelopeSchema(paymentProvidersSchema) } } },
      async () => ok(await providersView(app)),
    );

    app.put(
      `${prefix}/methods`,
      { schema: { body: paymentMethodRulesUpdateSchema, response: saved } },
      async (req) => {
        await saveMethodRules(app.db, req, req.body, await resolveMethodRules(app.db, req.log));
        return ok(await providersView(app), PROVIDER_SETTINGS_SAVED);
      },
    );

    // Tabby sends webhooks only to an address registered through its API, with our header.
    const registered = { 200: envelopeSchema(webhookRegistrationSchema), 400: errorEnvelopeSchema };
    app.post(
      `${prefix}/tabby/webhook`,
      { schema: { response: registered } },
      async (req, reply) => {
        const base = app.checkout.publicBaseUrl ?? `${req.protocol}://${req.host}`;
        try {
          const current = await resolveTabbySettings(app.db, app.secretBox, config, req.log);
          const result = await registerTabbyWebhook(current, `${base}/api/tabby/webhook`);
          req.log.info({ outcome: result.outcome }, 'Tabby webhook registration');
          return ok(result);
        } catch (error) {
          return answerFieldRefusal(reply, error);
        }
      },
    );

    await app.register(
      hostedProviderRoutes(config, 'moyasar', {
        update: moyasarSettingsUpdateSchema,
        test: moyasarConnectionTestSchema,
        resolve: resolveMoyasarSettings,
        save: saveMoyasarSettings,
        tryConnection: testMoyasarConnection,
      }),
      { prefix },
    );
    await app.register(
      hostedProviderRoutes(config, 'tabby', {
        update: tabbySettingsUpdateSchema,
        test: tabbyConnectionTestSchema,
        resolve: resolveTabbySettings,
        save: saveTabbySettings,
        tryConnection: testTabbyConnection,
      }),
      { prefix },
    );
  };
}
