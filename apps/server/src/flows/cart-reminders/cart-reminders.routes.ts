import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restoredCartSchema, savedCartInputSchema } from '@store/shared/schemas/cart-recovery';
import { envelopeSchema } from '@store/shared/schemas/common';
import type { Clock } from '../../modules/auth/index.ts';
import { shopperLanguage } from '../../modules/accounts/index.ts';
import { priceCartLines } from '../../modules/catalog/index.ts';
import { findCartByToken, forgetCartsOf, saveCart } from '../../modules/cart-recovery/index.ts';
import { hasConsent, recordConsent } from '../../modules/privacy/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { privateAnswers } from '../../plugins/private-answers.ts';
import { cartRecoveryTexts, noContact, unknownLink } from './cart-recovery-messages.ts';
import { cartHolderOf, consentHolderOf, tokenHash } from './cart-holder.ts';

const tokenParams = z.object({ token: z.string().min(16).max(128) });

/** The wording of an unsubscribe, recorded as the consent's withdrawal. */
const UNSUBSCRIBE_WORDING = {
  en: 'Stop cart reminders (link in a reminder)',
  ar: 'إيقاف التذكير بالسلة (رابط في رسالة التذكير)',
} as const;

/**
 * Abandoned carts, the shopper's side (issue 22 point 5): the checkout keeps the cart with the
 * server once a contact is typed and the box "remind me" ticked (never without it); a reminder's
 * links restore the cart and stop reminders, the second with one click (RFC 8058).
 */
export function cartRemindersRoutes(options: { clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(privateAnswers);
    // Mail clients send the one-click unsubscribe as a form (RFC 8058); its body says nothing more.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );

    app.put(
      '/cart-recovery/cart',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: { body: savedCartInputSchema },
      },
      async (req, reply) => {
        const { body } = req;
        const now = options.clock();
        const holder = await cartHolderOf(app.db, req, body, now);
        const consentHolder = consentHolderOf(holder);
        if (!consentHolder) throw noContact(body.language);
        const consented = await hasConsent(app.db, consentHolder, 'cart-reminders');
        if (consented !== body.consent.granted) {
          await recordConsent(app.db, consentHolder, {
            purpose: 'cart-reminders',
            granted: body.consent.granted,
            wording: body.consent.wording,
            language: body.language,
          });
        }
        if (!body.consent.granted) {
          // No reminder without consent, so nothing to keep either.
          await forgetCartsOf(app.db, holder);
          return reply.status(204).send();
        }
        const priced = await priceCartLines(app.db, body.lines);
        await saveCart(
          app.db,
          holder,
          {
            lines: priced.map(({ productId, quantity }) => ({ productId, quantity })),
            valueHalalas: priced.reduce(
              (sum, line) => sum + line.unitPriceHalalas * line.quantity,
              0,
            ),
            language: body.language,
          },
          now,
        );
        return reply.status(204).send();
      },
    );

    app.get(
      '/cart-recovery/restore/:token',
      {
        config: { public: true },
        schema: { params: tokenParams, response: { 200: envelopeSchema(restoredCartSchema) } },
      },
      async (req) => {
        const cart = await findCartByToken(app.db, tokenHash(req.params.token));
        if (!cart || cart.recoveredAt) throw unknownLink(shopperLanguage(req));
        return ok({ lines: cart.lines, language: cart.language });
      },
    );

    app.post(
      '/cart-recovery/unsubscribe/:token',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: { params: tokenParams },
      },
      async (req) => {
        const cart = await findCartByToken(app.db, tokenHash(req.params.token));
        const language = cart?.language ?? shopperLanguage(req);
        if (!cart) throw unknownLink(language);
        const holder = consentHolderOf(cart);
        // Twice is once: only a consent in force is withdrawn.
        if (holder && (await hasConsent(app.db, holder, 'cart-reminders'))) {
          await recordConsent(app.db, holder, {
            purpose: 'cart-reminders',
            granted: false,
            wording: UNSUBSCRIBE_WORDING[language],
            language,
          });
        }
        return ok({ unsubscribed: true }, cartRecoveryTexts(language).unsubscribed);
      },
    );
  };
}
