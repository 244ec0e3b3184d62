import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  listEnvelopeSchema,
} from '@store/shared/schemas/common';
import {
  paymentSettingsSchema,
  paymentSettingsUpdateSchema,
  transactionSchema,
  transactionsQuerySchema,
  type PaymentSettings,
} from '@store/shared/schemas/payments';
import { ok, okList } from '../../plugins/envelope.ts';
import { savePaymentSettings } from './payment-settings.service.ts';
import { answerFieldRefusal } from '../../provider-settings/field-refusal.ts';
import { listTransactions } from './transactions.service.ts';

export const PAYMENT_SETTINGS_SAVED = 'Payment settings saved';

/** The settings in force as the admin may see them: whether a secret is set, never the secret. */
async function settingsView(app: FastifyInstance): Promise<PaymentSettings> {
  await app.checkout.reloadPayments();
  const inForce = app.checkout.payments;
  return {
    mode: inForce.mode,
    clientId: inForce.clientId,
    hasClientSecret: inForce.clientSecretSource !== null,
    clientSecretSource: inForce.clientSecretSource,
    settlementCurrency: inForce.settlement.currency,
    settlementRate: inForce.settlement.rate,
    webhookId: inForce.webhookId,
    source: inForce.source,
    activeProvider: {
      name: app.checkout.provider.name,
      simulated: app.checkout.provider.simulated,
    },
    updatedAt: inForce.updatedAt?.toISOString() ?? null,
  };
}

/** Payment transactions and payment-provider settings (issue 6 point 7); reports are in flows/reports. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payments',
    {
      schema: {
        querystring: transactionsQuerySchema,
        response: { 200: listEnvelopeSchema(transactionSchema) },
      },
    },
    async (req) => {
      const { items, pagination } = await listTransactions(app.db, req.query);
      return okList(items, pagination);
    },
  );

  app.get(
    '/admin/payment-settings',
    { schema: { response: { 200: envelopeSchema(paymentSettingsSchema) } } },
    async () => ok(await settingsView(app)),
  );

  app.put(
    '/admin/payment-settings',
    {
      schema: {
        body: paymentSettingsUpdateSchema,
        response: { 200: envelopeSchema(paymentSettingsSchema), 400: errorEnvelopeSchema },
      },
    },
    async (req, reply) => {
      await app.checkout.reloadPayments();
      try {
        await savePaymentSettings(app.db, app.secretBox, req, req.body, app.checkout.payments);
      } catch (error) {
        return answerFieldRefusal(reply, error);
      }
      // The next checkout uses the new provider and settlement, without a restart.
      return ok(await settingsView(app), PAYMENT_SETTINGS_SAVED);
    },
  );
};
