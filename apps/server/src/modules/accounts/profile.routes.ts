import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MARKETING_CHANNELS,
  contactCodeRequestSchema,
  contactVerifyRequestSchema,
  marketingPreferencesSchema,
  profileUpdateSchema,
  shopperProfileSchema,
  signInCodeSentSchema,
} from '@store/shared/schemas/accounts';
import { envelopeSchema } from '@store/shared/schemas/common';
import type { Clock } from '../auth/index.ts';
import { recordAudit } from '../monitoring/index.ts';
import { recordConsent } from '../privacy/index.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  changeContact,
  contactTakenByAnother,
  renameAccount,
  setMarketingPreferences,
  toShopperProfile,
} from './accounts.service.ts';
import { deliverCode, masked, type SendSignInCode, throwCodeRefusal } from './code-steps.ts';
import { signedInShopper } from './shopper-guard.ts';
import { type CodeHasher, readDestination, useSignInCode } from './sign-in-codes.service.ts';
import { shopperLanguage } from './sign-in-language.ts';
import { refused, signInTexts } from './sign-in-messages.ts';

export interface ProfileRoutesOptions {
  clock: Clock;
  secureCookie: boolean;
  hasher: CodeHasher;
  sendSignInCode: SendSignInCode;
}

/** A unique index refused the write: another account took the phone or email meanwhile. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code;
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * The signed-in shopper's own details (issue 22 point 3): the name, a new phone or email proven
 * by a code sent to it (the sign-in's codes, limits and words; the change is made only once the
 * code is typed back, and never to a number or address of another account), and the marketing
 * opt-ins, each off until turned on, kept with the time it was turned on.
 */
/** Where each channel's opt-in is kept on the account. */
const MARKETING_COLUMN = {
  email: 'marketingEmailSince',
  sms: 'marketingSmsSince',
  whatsapp: 'marketingWhatsappSince',
} as const;

export function profileRoutes(options: ProfileRoutesOptions): FastifyPluginAsyncZod {
  const { clock } = options;
  const guard = { clock, secureCookie: options.secureCookie, rotate: false };
  return async (app) => {
    app.put(
      '/account/profile',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: profileUpdateSchema,
          response: { 200: envelopeSchema(shopperProfileSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const { account } = await signedInShopper(app, req, reply, guard);
        const updated = await renameAccount(app.db, account.id, req.body.name, clock());
        return ok(toShopperProfile(updated), signInTexts(language).profileSaved);
      },
    );

    app.post(
      '/account/contact/code',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: contactCodeRequestSchema,
          response: { 202: envelopeSchema(signInCodeSentSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const { account } = await signedInShopper(app, req, reply, guard);
        const destination = readDestination(req.body, language);
        const current = destination.kind === 'phone' ? account.phone : account.email;
        const verified =
          destination.kind === 'phone' ? account.phoneVerifiedAt : account.emailVerifiedAt;
        if (current === destination.value && verified) throw refused('contactSame', language);
        if (await contactTakenByAnother(app.db, account.id, destination)) {
          throw refused('contactTaken', language);
        }
        const sent = await deliverCode(app, req, destination, language, {
          hasher: options.hasher,
          now: clock(),
          send: options.sendSignInCode,
        });
        return reply.status(202).send(ok(sent, signInTexts(language).contactCodeSent));
      },
    );

    app.post(
      '/account/contact/verify',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: contactVerifyRequestSchema,
          response: { 200: envelopeSchema(shopperProfileSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const { account } = await signedInShopper(app, req, reply, guard);
        const destination = readDestination(req.body, language);
        const now = clock();
        let outcome;
        try {
          // A wrong try is committed with the transaction; the refusal is thrown after it.
          outcome = await app.db.transaction(async (tx) => {
            const check = await useSignInCode(tx, destination, req.body.code, options.hasher, now);
            if (!check.ok) return { check, updated: null };
            const updated = await changeContact(tx, account.id, destination, now);
            if (!updated) return { check, updated: null };
            const before = destination.kind === 'phone' ? account.phone : account.email;
            await recordAudit(tx, req, {
              action: destination.kind === 'phone' ? 'phone-changed' : 'email-changed',
              entity: 'shopper-account',
              entityId: account.id,
              before: {
                [destination.kind]: before ? masked({ ...destination, value: before }) : null,
              },
              after: { [destination.kind]: masked(destination) },
              note: 'Verified by a code sent to the new one.',
            });
            return { check, updated };
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw refused('contactTaken', language);
          throw error;
        }
        if (!outcome.check.ok) {
          return throwCodeRefusal(app, req, outcome.check, destination, language);
        }
        if (!outcome.updated) throw refused('contactTaken', language);
        return ok(toShopperProfile(outcome.updated), signInTexts(language).contactChanged);
      },
    );

    app.put(
      '/account/marketing',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: marketingPreferencesSchema,
          response: { 200: envelopeSchema(shopperProfileSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const { account } = await signedInShopper(app, req, reply, guard);
        const updated = await app.db.transaction(async (tx) => {
          const row = await setMarketingPreferences(tx, account, req.body, clock());
          // Each choice changed is a consent given or withdrawn, with its words (PDPL).
          for (const channel of MARKETING_CHANNELS) {
            const before = account[MARKETING_COLUMN[channel]] !== null;
            if (before === req.body[channel]) continue;
            await recordConsent(
              tx,
              { accountId: account.id },
              {
                purpose: `marketing-${channel}`,
                granted: req.body[channel],
                wording: req.body.wording?.[channel] ?? `marketing-${channel}`,
                language,
              },
            );
          }
          // The history of the shopper's choices, for whoever must show when consent was given.
          await recordAudit(tx, req, {
            action: 'marketing-preferences',
            entity: 'shopper-account',
            entityId: account.id,
            before: {
              email: account.marketingEmailSince !== null,
              sms: account.marketingSmsSince !== null,
              whatsapp: account.marketingWhatsappSince !== null,
            },
            after: { email: req.body.email, sms: req.body.sms, whatsapp: req.body.whatsapp },
          });
          return row;
        });
        return ok(toShopperProfile(updated), signInTexts(language).marketingSaved);
      },
    );
  };
}
