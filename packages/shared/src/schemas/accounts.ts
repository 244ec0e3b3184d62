import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '../shopper-sign-in.ts';
import { isoDateSchema, languageSchema } from './common.ts';

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
