import { z } from 'zod';
import { isoDateSchema, localizedTextSchema } from './common.ts';

/*
 * The shopper's data rights under Saudi Arabia's Personal Data Protection Law (issue 22 point 6):
 * the privacy policy the merchant publishes per language, the consents shoppers give, what a
 * shopper may download of their data, and the erasure of an account.
 */

export const MAX_PRIVACY_POLICY_TEXT = 20_000;
/** ZATCA and the VAT law keep tax records six years; the merchant may keep them longer. */
export const DEFAULT_RETENTION_YEARS = 6;
export const MIN_RETENTION_YEARS = 6;
export const MAX_RETENTION_YEARS = 15;

/** One published version of the policy: consents name the version the shopper was shown. */
export const privacyPolicySchema = z.object({
  version: z.number().int(),
  /** Paragraphs separated by blank lines, no markup. */
  text: localizedTextSchema,
  /** How long orders and tax invoices are kept, after which their personal data is erased. */
  retentionYears: z.number().int(),
  publishedAt: isoDateSchema,
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

/** PUT /api/admin/privacy-policy: publishes a new version. The screen words the checks. */
export const privacyPolicyInputSchema = z.object({
  text: z.object({
    en: z.string().trim().min(1).max(MAX_PRIVACY_POLICY_TEXT),
    ar: z.string().trim().min(1).max(MAX_PRIVACY_POLICY_TEXT),
  }),
  retentionYears: z.number().int().min(MIN_RETENTION_YEARS).max(MAX_RETENTION_YEARS),
});
export type PrivacyPolicyInput = z.infer<typeof privacyPolicyInputSchema>;

/** What a consent is for. */
export const CONSENT_PURPOSES = [
  'privacy-policy',
  'marketing-email',
  'marketing-sms',
  'marketing-whatsapp',
  'cart-reminders',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** A consent given or withdrawn: when, the words shown, and the policy version in force. */
export const consentRecordSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  /** The sentence the shopper agreed to, in the language it was shown in. */
  wording: z.string(),
  language: z.enum(['en', 'ar']),
  policyVersion: z.number().int(),
  recordedAt: isoDateSchema,
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
