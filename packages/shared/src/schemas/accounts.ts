import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '../shopper-sign-in.ts';
import { productSchema } from './catalog.ts';
import { isoDateSchema, languageSchema, localizedTextSchema, pageQuerySchema } from './common.ts';
import { orderTrackingSchema } from './order-tracking.ts';
import {
  deliveryProblems,
  type DeliveryProblem,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './orders.ts';

/*
 * Shopper accounts (issue 22): sign-in by a one-time code sent to a Saudi mobile number or an
 * email address. The phone and email are checked by the server (Saudi mobile rules, in the
 * shopper's language), so the schemas here only bound their length.
 */

/** Where a code goes: exactly one of a mobile number (as typed) and an email address. */
const destinationShape = {
  phone: z.string().trim().min(1).max(32).optional(),
  email: z.string().trim().min(1).max(254).optional(),
};

function exactlyOneDestination(value: { phone?: string; email?: string }): boolean {
  return (value.phone === undefined) !== (value.email === undefined);
}
const ONE_DESTINATION = { error: 'give either phone or email', path: ['phone'] };

export const signInCodeRequestSchema = z
  .object({ ...destinationShape, language: languageSchema.optional() })
  .refine(exactlyOneDestination, ONE_DESTINATION);
export type SignInCodeRequest = z.infer<typeof signInCodeRequestSchema>;

/** The same answer whether or not an account exists for the destination. */
export const signInCodeSentSchema = z.object({
  channel: z.enum(['phone', 'email']),
  expiresInSeconds: z.number().int(),
  codeLength: z.number().int(),
});
export type SignInCodeSent = z.infer<typeof signInCodeSentSchema>;

export const signInVerifyRequestSchema = z
  .object({
    ...destinationShape,
    // Digits as typed (Arabic-Indic too, spaces allowed); the server reads six digits from it.
    code: z
      .string()
      .trim()
      .min(1)
      .max(SIGN_IN_CODE_LENGTH * 3),
    language: languageSchema.optional(),
  })
  .refine(exactlyOneDestination, ONE_DESTINATION);
export type SignInVerifyRequest = z.infer<typeof signInVerifyRequestSchema>;

/** What the shopper's own pages show of their account. */
export const shopperProfileSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  /** E.164, +9665XXXXXXXX. */
  phone: z.string().nullable(),
  phoneVerifiedAt: isoDateSchema.nullable(),
  email: z.string().nullable(),
  emailVerifiedAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  /** Each marketing channel: since when the shopper opted in, null while off (the default). */
  marketing: z.object({
    email: isoDateSchema.nullable(),
    sms: isoDateSchema.nullable(),
    whatsapp: isoDateSchema.nullable(),
  }),
});
export type ShopperProfile = z.infer<typeof shopperProfileSchema>;

export const shopperSessionAnswerSchema = z.object({
  account: shopperProfileSchema,
  /** When this device's session ends (30 days after sign-in). */
  sessionExpiresAt: isoDateSchema,
});
export type ShopperSessionAnswer = z.infer<typeof shopperSessionAnswerSchema>;

export const signedOutSchema = z.object({ sessionsEnded: z.number().int() });

/** PUT /api/account/profile: the name the store greets the shopper by and fills in at checkout. */
export const profileUpdateSchema = z.object({
  name: z.string().trim().max(100),
  language: languageSchema.optional(),
});

/**
 * POST /api/account/contact/code and /contact/verify: a new phone or email for the account, the
 * same bodies as sign-in's; the change is made only once the code sent to it is typed back.
 */
export const contactCodeRequestSchema = signInCodeRequestSchema;
export const contactVerifyRequestSchema = signInVerifyRequestSchema;

export const MARKETING_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** PUT /api/account/marketing: each channel on or off; all off until the shopper turns one on. */
const consentWording = z.string().trim().min(1).max(500);
export const marketingPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  language: languageSchema.optional(),
  /** The sentence shown beside each box, as the page showed it: kept with the consent. */
  wording: z
    .object({ email: consentWording, sms: consentWording, whatsapp: consentWording })
    .optional(),
});
export type MarketingPreferences = z.infer<typeof marketingPreferencesSchema>;

// ---- The signed-in shopper's orders (issue 22 points 3 and 4) ----

/** Orders per page of "My orders". */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

/** GET /api/account/orders?page= */
export const accountOrdersQuerySchema = z.object({ page: pageQuerySchema });

/**
 * An order of the shopper's: one placed with the account's verified phone or email, signed in or
 * as a guest before the account existed.
 */
export const accountOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: isoDateSchema,
  /** SAR. */
  total: z.number(),
  currency: z.literal('SAR'),
  /** Pieces in the order (the sum of its lines' quantities). */
  itemCount: z.number().int(),
  /** The email the order was placed with: the tracking page's lookup needs it with the number. */
  lookupEmail: z.string(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** GET /api/account/orders/{orderNumber}: the tracking page's answer and the lookup's email. */
export const accountOrderDetailSchema = orderTrackingSchema.extend({ lookupEmail: z.string() });
export type AccountOrderDetail = z.infer<typeof accountOrderDetailSchema>;

/**
 * GET /api/account/orders/{orderNumber}/buy-again: the order's products as the shop sells them
 * today (price, stock), each with as many as it had that are in stock, and those no longer sold
 * or out of stock by name. The cart adds the lines; the checkout's server prices them again.
 */
export const buyAgainSchema = z.object({
  lines: z.array(
    z.object({
      product: productSchema,
      /** What goes into the cart: the quantity ordered, or the stock when less is left. */
      quantity: z.number().int().min(1),
      ordered: z.number().int().min(1),
    }),
  ),
  unavailable: z.array(
    z.object({
      productId: z.string(),
      /** The name it was bought under. */
      name: localizedTextSchema,
      reason: z.enum(['withdrawn', 'outOfStock']),
    }),
  ),
});
export type BuyAgain = z.infer<typeof buyAgainSchema>;

// ---- Saved addresses (issue 22 point 3): the checkout's Saudi address (decision 024) ----

/** Addresses one account may keep. */
export const MAX_SAVED_ADDRESSES = 10;

/** POST /api/account/addresses and PUT /api/account/addresses/{id}: as typed, checked by the server. */
export const savedAddressInputSchema = z.object({
  label: z.string().trim().max(40).default(''),
  cityId: z.string().trim().max(60).default(''),
  district: z.string().trim().max(100).default(''),
  street: z.string().trim().max(300).default(''),
  buildingNumber: z.string().trim().max(20).default(''),
  postalCode: z.string().trim().max(20).default(''),
  additionalNumber: z.string().trim().max(20).default(''),
  shortAddress: z.string().trim().max(20).default(''),
  /** Make it the default; the first address is the default whatever this says. */
  makeDefault: z.boolean().default(false),
  language: languageSchema.optional(),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

/**
 * What is wrong with an address to save, by the checkout's own rules for a Saudi delivery (a city
 * of the list, district and street, the National Address numbers' shapes), so that a saved
 * address always passes the checkout. The street is the checkout's `address` field.
 */
export function savedAddressProblems(
  input: Pick<
    SavedAddressInput,
    | 'cityId'
    | 'district'
    | 'street'
    | 'buildingNumber'
    | 'postalCode'
    | 'additionalNumber'
    | 'shortAddress'
  >,
): DeliveryProblem[] {
  return deliveryProblems(
    {
      countryCode: 'SA',
      cityId: input.cityId,
      district: input.district,
      address: input.street,
      buildingNumber: input.buildingNumber,
      postalCode: input.postalCode,
      additionalNumber: input.additionalNumber,
      shortAddress: input.shortAddress,
    },
    { pickup: false },
  );
}

export const savedAddressSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  /** A city of the bundled list (`@store/shared/saudi/places`). */
  cityId: z.string(),
  district: z.string(),
  street: z.string(),
  buildingNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  additionalNumber: z.string().nullable(),
  shortAddress: z.string().nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressIdParamsSchema = z.object({ id: z.uuid() });

/**
 * What the checkout fills in for a signed-in shopper (issue 22 point 4): the account's name,
 * verified phone and email, and its default address. `signedIn: false` for a guest.
 */
export const checkoutDetailsSchema = z.object({
  signedIn: z.boolean(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: savedAddressSchema.nullable(),
});
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;

// ---- Wishlist (issue 22 point 3): the device's list and the account's, kept as one ----

/** Products one wishlist may hold. */
export const MAX_WISHLIST_ITEMS = 200;

/**
 * POST /api/account/wishlist: `add` the device's saved products (at sign-in, its whole list: a
 * union, nothing lost), `remove` those taken off on the device. Ids of products that do not exist
 * are left out. The answer is the account's list after the change.
 */
export const wishlistChangeSchema = z.object({
  add: z.array(z.string().max(100)).max(MAX_WISHLIST_ITEMS).default([]),
  remove: z.array(z.string().max(100)).max(MAX_WISHLIST_ITEMS).default([]),
});
export type WishlistChange = z.input<typeof wishlistChangeSchema>;

export const wishlistSchema = z.object({ productIds: z.array(z.string()) });
export type Wishlist = z.infer<typeof wishlistSchema>;
