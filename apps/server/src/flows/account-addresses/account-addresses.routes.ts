import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import {
  addressIdParamsSchema,
  checkoutDetailsSchema,
  MAX_SAVED_ADDRESSES,
  savedAddressInputSchema,
  savedAddressProblems,
  savedAddressSchema,
} from '@store/shared/schemas/accounts';
import type { Clock } from '../../modules/auth/index.ts';
import {
  addAddress,
  type AddressOutcome,
  defaultAddress,
  listAddresses,
  makeDefaultAddress,
  removeAddress,
  shopperLanguage,
  signedInShopper,
  SignInRefusedError,
  updateAddress,
} from '../../modules/accounts/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { envelopeSchema } from '@store/shared/schemas/common';
import { ok } from '../../plugins/envelope.ts';
import { privateAnswers } from '../../plugins/private-answers.ts';
import { deliveryError } from '../checkout/checkout-messages.ts';

export interface AccountAddressesRoutesOptions {
  clock: Clock;
  secureCookie: boolean;
}

const TEXTS = {
  saved: { en: 'The address is saved.', ar: 'تم حفظ العنوان.' },
  removed: { en: 'The address is deleted.', ar: 'تم حذف العنوان.' },
  madeDefault: { en: 'This is now your default address.', ar: 'أصبح هذا عنوانك الافتراضي.' },
  notFound: {
    en: 'This address is not in your account any more.',
    ar: 'لم يعد هذا العنوان في حسابك.',
  },
  tooMany: {
    en: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one first.`,
    ar: `يمكنك حفظ ${MAX_SAVED_ADDRESSES} عناوين كحد أقصى. يرجى حذف أحدها أولًا.`,
  },
} as const;

function refusal(why: 'notFound' | 'tooMany', language: Language): AppError {
  return why === 'notFound'
    ? new AppError(404, ERROR_CODES.NOT_FOUND, TEXTS.notFound[language], {
        key: 'addressNotFound',
        params: {},
      })
    : new AppError(409, ERROR_CODES.CONFLICT, TEXTS.tooMany[language], {
        key: 'tooManyAddresses',
        params: { max: MAX_SAVED_ADDRESSES },
      });
}

function outcomeOrThrow(outcome: AddressOutcome, language: Language) {
  if (!outcome.ok) throw refusal(outcome.refusal, language);
  return outcome.address;
}

/**
 * The signed-in shopper's saved addresses (issue 22 point 3) and what the checkout fills in for
 * them (point 4). An address is checked by the checkout's own rules and answered in its words
 * (decision 024), so a saved address always passes the checkout.
 */
export function accountAddressesRoutes(
  options: AccountAddressesRoutesOptions,
): FastifyPluginAsyncZod {
  const guard = { clock: options.clock, secureCookie: options.secureCookie, rotate: false };
  return async (app) => {
    await app.register(privateAnswers);

    /** The body checked by the checkout's rules, in the shopper's language. */
    function checked(body: z.infer<typeof savedAddressInputSchema>, language: Language) {
      const problem = deliveryError(savedAddressProblems(body), language);
      if (problem) throw problem;
      return body;
    }

    app.get(
      '/account/addresses',
      {
        config: { public: true },
        schema: { response: { 200: envelopeSchema(z.array(savedAddressSchema)) } },
      },
      async (req, reply) => {
        const { account } = await signedInShopper(app, req, reply, guard);
        return ok(await listAddresses(app.db, account.id));
      },
    );

    app.post(
      '/account/addresses',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: savedAddressInputSchema,
          response: { 201: envelopeSchema(savedAddressSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const { account } = await signedInShopper(app, req, reply, guard);
        const fields = checked(req.body, language);
        const outcome = await app.db.transaction((tx) =>
          addAddress(tx, account.id, fields, fields.makeDefault, options.clock()),
        );
        const address = outcomeOrThrow(outcome, language);
        return reply.status(201).send(ok(address, TEXTS.saved[language]));
      },
    );

    app.put(
      '/account/addresses/:id',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          params: addressIdParamsSchema,
          body: savedAddressInputSchema,
          response: { 200: envelopeSchema(savedAddressSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req, req.body.language);
        const { account } = await signedInShopper(app, req, reply, guard);
        const fields = checked(req.body, language);
        const outcome = await app.db.transaction((tx) =>
          updateAddress(tx, account.id, req.params.id, fields, fields.makeDefault, options.clock()),
        );
        return ok(outcomeOrThrow(outcome, language), TEXTS.saved[language]);
      },
    );

    app.post(
      '/account/addresses/:id/default',
      {
        config: { public: true },
        schema: {
          params: addressIdParamsSchema,
          response: { 200: envelopeSchema(savedAddressSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req);
        const { account } = await signedInShopper(app, req, reply, guard);
        const outcome = await app.db.transaction((tx) =>
          makeDefaultAddress(tx, account.id, req.params.id, options.clock()),
        );
        return ok(outcomeOrThrow(outcome, language), TEXTS.madeDefault[language]);
      },
    );

    app.delete(
      '/account/addresses/:id',
      {
        config: { public: true },
        schema: {
          params: addressIdParamsSchema,
          response: { 200: envelopeSchema(z.object({ id: z.uuid() })) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req);
        const { account } = await signedInShopper(app, req, reply, guard);
        const removed = await app.db.transaction((tx) =>
          removeAddress(tx, account.id, req.params.id),
        );
        if (!removed) throw refusal('notFound', language);
        return ok({ id: req.params.id }, TEXTS.removed[language]);
      },
    );

    app.get(
      '/account/checkout-details',
      {
        config: { public: true },
        schema: { response: { 200: envelopeSchema(checkoutDetailsSchema) } },
      },
      async (req, reply) => {
        let signedIn;
        try {
          signedIn = await signedInShopper(app, req, reply, guard);
        } catch (error) {
          // A guest checks out as before: nothing to fill in (a reused cookie is still audited).
          if (error instanceof SignInRefusedError) {
            return ok({ signedIn: false, name: null, phone: null, email: null, address: null });
          }
          throw error;
        }
        const { account } = signedIn;
        return ok({
          signedIn: true,
          name: account.name,
          phone: account.phoneVerifiedAt ? account.phone : null,
          email: account.emailVerifiedAt ? account.email : null,
          address: await defaultAddress(app.db, account.id),
        });
      },
    );
  };
}
