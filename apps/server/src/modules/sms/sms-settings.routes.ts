import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseMobile } from '@store/shared/saudi/mobile';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import {
  SMS_SETTING_PROBLEMS,
  smsSettingsSchema,
  smsSettingsUpdateSchema,
  smsTestMessageSchema,
  smsTestResultSchema,
  type SmsSettings,
  type SmsTestResult,
} from '@store/shared/schemas/sms';
import type { AppConfig } from '../../config.ts';
import { ok } from '../../plugins/envelope.ts';
import { answerFieldRefusal, FieldRefusal } from '../../provider-settings/field-refusal.ts';
import { recordAudit } from '../monitoring/index.ts';
import { recentOutboxMessages, smsOutboxDirectory } from './outbox/sms-outbox.ts';
import {
  resolveSmsSettings,
  saveSmsSettings,
  SMS_SETTINGS_KEY,
  smsDeliveryOf,
  smsSenderInForce,
  type ResolvedSmsSettings,
} from './sms-settings.service.ts';

export const SMS_SETTINGS_SAVED = 'SMS settings saved';

/** The text of the admin's test message, in both of the store's languages. */
export const SMS_TEST_TEXT = 'Test message from your store. رسالة تجريبية من متجرك.';

/** A save or a test refused on one field for a reason the schema cannot see. */
export class SmsSettingsRefused extends FieldRefusal {
  override name = 'SmsSettingsRefused';
}

/**
 * Unifonic's settings and the test message (admin only, by the guard). The AppSid is write-only:
 * no answer, log line or audit record carries it, only whether it is set and its last 4.
 */
export function smsSettingsRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const prefix = '/admin/sms';
    const view = async (req: FastifyRequest, resolved?: ResolvedSmsSettings) => {
      const settings = resolved ?? (await resolveSmsSettings(app.db, app.secretBox, req.log));
      const appSid = settings.appSid.value;
      const delivery = smsDeliveryOf(settings);
      const directory = smsOutboxDirectory(config.dataDir);
      const answer: SmsSettings = {
        provider: 'unifonic',
        hasAppSid: appSid !== null,
        appSidLast4: appSid ? appSid.slice(-4) : null,
        senderId: settings.senderId,
        delivery,
        production: config.isProduction,
        outbox:
          delivery === 'outbox'
            ? { directory, recent: await recentOutboxMessages(directory) }
            : null,
        updatedAt: settings.updatedAt?.toISOString() ?? null,
      };
      return answer;
    };

    app.get(
      `${prefix}/settings`,
      { schema: { response: { 200: envelopeSchema(smsSettingsSchema) } } },
      async (req) => ok(await view(req)),
    );

    app.put(
      `${prefix}/settings`,
      {
        schema: {
          body: smsSettingsUpdateSchema,
          response: { 200: envelopeSchema(smsSettingsSchema), 400: errorEnvelopeSchema },
        },
      },
      async (req) => {
        const current = await resolveSmsSettings(app.db, app.secretBox, req.log);
        await saveSmsSettings(app.db, app.secretBox, req, req.body, current);
        return ok(await view(req), SMS_SETTINGS_SAVED);
      },
    );

    app.post(
      `${prefix}/test-message`,
      {
        schema: {
          body: smsTestMessageSchema,
          response: { 200: envelopeSchema(smsTestResultSchema), 400: errorEnvelopeSchema },
        },
      },
      async (req, reply) => {
        const mobile = parseMobile(req.body.to);
        if (!mobile) {
          return answerFieldRefusal(
            reply,
            new SmsSettingsRefused('to', SMS_SETTING_PROBLEMS.invalidMobile),
          );
        }
        const sender = await smsSenderInForce({
          db: app.db,
          secretBox: app.secretBox,
          config,
          log: req.log,
        });
        const outcome = await sender.send({
          to: mobile.e164,
          text: SMS_TEST_TEXT,
          reference: `test-${randomBytes(6).toString('hex')}`,
        });
        const result: SmsTestResult = {
          ok: outcome.sent,
          delivery: sender.delivery,
          to: mobile.e164,
          messageId: outcome.sent ? outcome.messageId : null,
          reason: outcome.sent ? null : outcome.reason,
          providerMessage: outcome.sent ? null : outcome.providerMessage,
        };
        req.log.info(
          { delivery: result.delivery, ok: result.ok, reason: result.reason },
          'SMS test message',
        );
        await recordAudit(app.db, req, {
          action: 'sms-test-sent',
          entity: 'settings',
          entityId: SMS_SETTINGS_KEY,
          after: { to: result.to, delivery: result.delivery, ok: result.ok, reason: result.reason },
          note: result.ok
            ? `Test SMS ${result.delivery === 'outbox' ? 'written to the outbox folder (sent to no phone)' : 'accepted by Unifonic'}`
            : `Test SMS not sent: ${result.reason}`,
        });
        return ok(result);
      },
    );
  };
}
