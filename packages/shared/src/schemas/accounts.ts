import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '../shopper-sign-in.ts';
import { isoDateSchema, languageSchema, pageQuerySchema } from './common.ts';
import { orderTrackingSchema } from './order-tracking.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.ts';

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
});
export type ShopperProfile = z.infer<typeof shopperProfileSchema>;

export const shopperSessionAnswerSchema = z.object({
  account: shopperProfileSchema,
  /** When this device's session ends (30 days after sign-in). */
  sessionExpiresAt: isoDateSchema,
});
export type ShopperSessionAnswer = z.infer<typeof shopperSessionAnswerSchema>;

export const signedOutSchema = z.object({ sessionsEnded: z.number().int() });

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
