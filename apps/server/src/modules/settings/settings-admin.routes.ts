import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@store/shared/errors';
import { envelopeSchema } from '@store/shared/schemas/common';
import {
  adminSiteSettingsSchema,
  contactInfoInputSchema,
  contactInfoSchema,
  siteSettingsUpdateSchema,
  testEmailRequestSchema,
  testEmailResultSchema,
  type SiteSettingsUpdate,
} from '@store/shared/schemas/settings';
import { escapeHtml } from '../../html/escape-html.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { recordAudit } from '../monitoring/index.ts';
import {
  getAdminSiteSettings,
  storedSmtpServer,
  updateSiteSettings,
} from './settings-admin.service.ts';
import { getSiteSettings } from './settings.service.ts';

/**
 * The admin's site settings (issue 6 point 10): site info, contact, social links, email (with the
 * SMTP server; its password write-only), shipping and VAT. Checkout reads shipping and VAT from the
 * same stored settings, so there is one source of truth.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Order emails and the test email go through the SMTP server of the settings when one is stored.
  app.checkout.mailer.useStoredSettings(() => storedSmtpServer(app.db, app.secretBox));

  async function save(req: FastifyRequest, update: SiteSettingsUpdate) {
    await app.db.transaction(async (tx) => {
      const change = await updateSiteSettings(
        tx,
        app.secretBox,
        req.log,
        update,
        req.auth?.user.id ?? null,
      );
      await recordAudit(tx, req, {
        action: 'updated',
        entity: 'settings',
        entityId: Object.keys(update).join(','),
        before: change.before,
        after: change.after,
        ...(change.password === 'kept' ? {} : { note: `SMTP password ${change.password}` }),
      });
    });
    await app.publicCache.invalidate('settings');
  }

  app.get(
    '/site-settings',
    { schema: { response: { 200: envelopeSchema(adminSiteSettingsSchema) } } },
    async (req) => ok(await getAdminSiteSettings(app.db, req.log)),
  );

  app.put(
    '/site-settings',
    {
      schema: {
        body: siteSettingsUpdateSchema,
        response: { 200: envelopeSchema(adminSiteSettingsSchema) },
      },
    },
    async (req) => {
      await save(req, req.body);
      return ok(await getAdminSiteSettings(app.db, req.log), 'Settings saved');
    },
  );

  app.get(
    '/site-settings/contact',
    { schema: { response: { 200: envelopeSchema(contactInfoSchema) } } },
    async (req) => ok((await getSiteSettings(app.db, req.log)).contactInfo),
  );

  app.put(
    '/site-settings/contact',
    {
      schema: {
        body: contactInfoInputSchema,
        response: { 200: envelopeSchema(contactInfoSchema) },
      },
    },
    async (req) => {
      await save(req, { contactInfo: req.body });
      return ok((await getSiteSettings(app.db, req.log)).contactInfo, 'Contact details saved');
    },
  );

  app.post(
    '/site-settings/email/test',
    {
      schema: {
        body: testEmailRequestSchema.optional(),
        response: { 200: envelopeSchema(testEmailResultSchema) },
      },
    },
    async (req) => {
      const { siteInfo, emailSettings } = await getSiteSettings(app.db, req.log);
      const to = req.body?.to ?? emailSettings.adminEmail;
      if (!to) {
        throw new AppError(
          400,
          ERROR_CODES.VALIDATION_FAILED,
          'Set the admin email, or give an address to send the test email to',
        );
      }
      const siteName = siteInfo.siteName.en || 'The store';
      const text = [
        `This is a test email from ${siteName}.`,
        'If you can read it, the store can send emails with these settings.',
        '',
        `هذه رسالة تجريبية من ${siteInfo.siteName.ar || siteName}.`,
        'إذا وصلتك، فالمتجر قادر على إرسال الرسائل بهذه الإعدادات.',
      ].join('\n');
      try {
        const delivery = await app.checkout.mailer.send(
          {
            from: emailSettings.fromEmail
              ? { name: emailSettings.fromName, address: emailSettings.fromEmail }
              : undefined,
            to,
            subject: `${siteName}: test email`,
            text,
            html: `<p>${text.split('\n').map(escapeHtml).join('<br>')}</p>`,
          },
          'test-email',
        );
        await recordAudit(app.db, req, {
          action: 'email-tested',
          entity: 'settings',
          entityId: 'emailSettings',
          note: `Test email to ${to} via ${delivery.server ?? delivery.via}`,
        });
        return ok({ to, ...delivery }, `Test email sent to ${to}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        req.log.warn({ err: error }, 'test email not sent');
        throw new AppError(
          502,
          ERROR_CODES.SERVICE_UNAVAILABLE,
          `The test email could not be sent: ${reason}`,
        );
      }
    },
  );
};
