import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_WISHLIST_ITEMS,
  wishlistChangeSchema,
  wishlistSchema,
} from '@store/shared/schemas/accounts';
import { envelopeSchema, idSchema } from '@store/shared/schemas/common';
import { ERROR_CODES } from '@store/shared/errors';
import type { Clock } from '../../modules/auth/index.ts';
import {
  addToWishlist,
  removeFromWishlist,
  shopperLanguage,
  signedInShopper,
  wishlistOf,
} from '../../modules/accounts/index.ts';
import { existingProductIds } from '../../modules/catalog/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { privateAnswers } from '../../plugins/private-answers.ts';

export interface AccountWishlistRoutesOptions {
  clock: Clock;
  secureCookie: boolean;
}

const FULL = {
  en: `A wishlist holds up to ${MAX_WISHLIST_ITEMS} perfumes. Please remove some first.`,
  ar: `تتسع قائمة الأمنيات لـ ${MAX_WISHLIST_ITEMS} عطر كحد أقصى. يرجى إزالة بعضها أولًا.`,
} as const;

/** Ids of products that exist, once each (anything else a device kept is dropped). */
async function knownProducts(
  db: Parameters<typeof existingProductIds>[0],
  ids: readonly string[],
): Promise<string[]> {
  const wellFormed = [...new Set(ids)].filter((id) => idSchema.safeParse(id).success);
  const existing = await existingProductIds(db, wellFormed);
  return wellFormed.filter((id) => existing.has(id));
}

/**
 * The signed-in shopper's wishlist (issue 22 point 3). A flow because it checks the products
 * against the catalogue. The device sends its whole list at sign-in (a union: nothing is lost on
 * either side) and each change after; the answer is always the account's list, which the device
 * then keeps.
 */
export function accountWishlistRoutes(
  options: AccountWishlistRoutesOptions,
): FastifyPluginAsyncZod {
  const guard = { clock: options.clock, secureCookie: options.secureCookie, rotate: false };
  return async (app) => {
    await app.register(privateAnswers);

    app.get(
      '/account/wishlist',
      {
        config: { public: true },
        schema: { response: { 200: envelopeSchema(wishlistSchema) } },
      },
      async (req, reply) => {
        const { account } = await signedInShopper(app, req, reply, guard);
        return ok({ productIds: await wishlistOf(app.db, account.id) });
      },
    );

    app.post(
      '/account/wishlist',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          body: wishlistChangeSchema,
          response: { 200: envelopeSchema(wishlistSchema) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req);
        const { account } = await signedInShopper(app, req, reply, guard);
        const add = await knownProducts(app.db, req.body.add);
        const remove = new Set(req.body.remove);
        const productIds = await app.db.transaction(async (tx) => {
          await removeFromWishlist(tx, account.id, [...remove]);
          await addToWishlist(
            tx,
            account.id,
            add.filter((id) => !remove.has(id)),
            options.clock(),
          );
          const list = await wishlistOf(tx, account.id);
          if (list.length > MAX_WISHLIST_ITEMS) {
            throw new AppError(409, ERROR_CODES.CONFLICT, FULL[language], {
              key: 'wishlistFull',
              params: { max: MAX_WISHLIST_ITEMS },
            });
          }
          return list;
        });
        return ok({ productIds });
      },
    );
  };
}
