import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopperSessionAnswerSchema,
  signedOutSchema,
  signInCodeRequestSchema,
  signInCodeSentSchema,
  signInVerifyRequestSchema,
} from '@store/shared/schemas/accounts';
import { envelopeSchema } from '@store/shared/schemas/common';
import type { Clock } from '../auth/index.ts';
import { recordAudit } from '../monitoring/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { privateAnswers } from '../../plugins/private-answers.ts';
import { findOrCreateAccount, toShopperProfile } from './accounts.service.ts';
import { clearShopperCookie, setShopperCookie } from './shopper-cookie.ts';
import { signedInShopper } from './shopper-guard.ts';
import {
  endAllShopperSessions,
  endShopperSession,
  pruneShopperSessions,
  sessionSecondsLeft,
  startShopperSession,
} from './shopper-sessions.service.ts';
import { CodeHasher, readDestination, useSignInCode } from './sign-in-codes.service.ts';
import { shopperLanguage } from './sign-in-language.ts';
import { deliverCode, masked, type SendSignInCode, throwCodeRefusal } from './code-steps.ts';
import { profileRoutes } from './profile.routes.ts';
import { SignInRefusedError, signInTexts } from './sign-in-messages.ts';

export type { SendSignInCode } from './code-steps.ts';

export interface AccountRoutesOptions {
  clock: Clock;
  /** Mark the session cookie Secure (production, served over HTTPS). */
  secureCookie: boolean;
  /** Keys the hashes of the codes; the same on every instance (the store's secret key). */
  codeSecret: string;
  sendSignInCode: SendSignInCode;
}

function userAgentOf(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

/**
 * The shopper's sign-in without a password (issue 22 point 1, decision 034): a one-time code by
 * SMS or email, then a session cookie of its own. Public to the admin guard; the routes that
 * need a signed-in shopper check the shopper's cookie themselves.
 */
export function accountRoutes(options: AccountRoutesOptions): FastifyPluginAsyncZod {
  const { clock, secureCookie } = options;
  const hasher = new CodeHasher(options.codeSecret);

  return async (app) => {
    await app.register(privateAnswers);
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof SignInRefusedError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
    });

    // The signed-in shopper's name, phone or email change and marketing opt-ins.
    await app.register(
      profileRoutes({
        clock,
        secureCookie,
        hasher,
        sendSignInCode: options.sendSignInCode,
      }),
    );

    app.post(
      '/account/sign-in/code',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: signInCodeRequestSchema,
          response: { 202: envelopeSchema(signInCodeSentSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const destination = readDestination(req.body, language);
        const sent = await deliverCode(app, req, destination, language, {
          hasher,
          now: clock(),
          send: options.sendSignInCode,
        });
        // The same answer whether or not an account has this phone or email.
        return reply.status(202).send(ok(sent, signInTexts(language).codeSent));
      },
    );

    app.post(
      '/account/sign-in/verify',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: signInVerifyRequestSchema,
          response: { 200: envelopeSchema(shopperSessionAnswerSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const destination = readDestination(req.body, language);
        const now = clock();
        // A wrong try is committed with the transaction; the refusal is thrown after it.
        const outcome = await app.db.transaction(async (tx) => {
          const check = await useSignInCode(tx, destination, req.body.code, hasher, now);
          if (!check.ok) return { signedIn: null, check };
          const { account, created } = await findOrCreateAccount(tx, destination, now);
          const started = await startShopperSession(
            tx,
            { accountId: account.id, ipAddress: req.ip, userAgent: userAgentOf(req) },
            now,
          );
          await recordAudit(tx, req, {
            action: created ? 'created' : 'signed-in',
            entity: 'shopper-account',
            entityId: account.id,
            after: { via: destination.kind, destination: masked(destination) },
            note: created ? 'A shopper account was created by its first sign-in.' : undefined,
          });
          return { signedIn: { account, ...started }, check };
        });
        if (!outcome.signedIn) {
          if (outcome.check.ok) throw new Error('unreachable');
          return throwCodeRefusal(app, req, outcome.check, destination, language);
        }
        const { account, session, token } = outcome.signedIn;
        setShopperCookie(reply, token, {
          maxAgeSeconds: sessionSecondsLeft(session, now),
          secure: secureCookie,
        });
        await pruneShopperSessions(app.db, now);
        return ok(
          {
            account: toShopperProfile(account),
            sessionExpiresAt: session.expiresAt.toISOString(),
          },
          signInTexts(language).signedIn,
        );
      },
    );

    app.get(
      '/account/me',
      {
        config: { public: true },
        schema: { response: { 200: envelopeSchema(shopperSessionAnswerSchema) } },
      },
      async (req, reply) => {
        const { account, session } = await signedInShopper(app, req, reply, {
          clock,
          secureCookie,
          rotate: true,
        });
        return ok({
          account: toShopperProfile(account),
          sessionExpiresAt: session.expiresAt.toISOString(),
        });
      },
    );

    app.post(
      '/account/sign-out',
      {
        config: { public: true },
        schema: { response: { 200: envelopeSchema(signedOutSchema) } },
      },
      async (req, reply) => {
        const language = shopperLanguage(req);
        let ended = 0;
        try {
          const { session } = await signedInShopper(app, req, reply, {
            clock,
            secureCookie,
            rotate: false,
          });
          await endShopperSession(app.db, session.id, clock());
          ended = 1;
        } catch (error) {
          // Signing out without a good session has nothing to end (a reuse is audited above).
          if (!(error instanceof SignInRefusedError)) throw error;
        }
        clearShopperCookie(reply, secureCookie);
        return ok({ sessionsEnded: ended }, signInTexts(language).signedOut);
      },
    );

    app.post(
      '/account/sign-out-everywhere',
      {
        config: { public: true },
        schema: { response: { 200: envelopeSchema(signedOutSchema) } },
      },
      async (req, reply) => {
        const language = shopperLanguage(req);
        const { account } = await signedInShopper(app, req, reply, {
          clock,
          secureCookie,
          rotate: false,
        });
        const ended = await app.db.transaction(async (tx) => {
          const count = await endAllShopperSessions(tx, account.id, clock());
          await recordAudit(tx, req, {
            action: 'signed-out-everywhere',
            entity: 'shopper-account',
            entityId: account.id,
            after: { sessionsEnded: count },
          });
          return count;
        });
        clearShopperCookie(reply, secureCookie);
        return ok({ sessionsEnded: ended }, signInTexts(language).signedOutEverywhere);
      },
    );
  };
}
