import { z } from 'zod';
import { isoDateSchema } from './common.ts';

/**
 * Text messages (issue 22 point 2): the provider's settings in the admin and its test message.
 * The provider is Unifonic (docs/decisions/032-sms-provider.md); every rule here cites
 * apps/server/src/modules/sms/SMS-PROVIDER.md.
 */

/**
 * Unifonic's KSA sender-ID rules: "a string of up to 11 alphanumeric characters"; an advertising
 * one has 8 and ends in AD. Sign-in codes are service messages, so 11 (SMS-PROVIDER.md).
 */
export const SMS_SENDER_ID_MAX = 11;
/** ASCII letters, digits and spaces, with at least one letter (SMS-PROVIDER.md, "Sender ID"). */
const SENDER_ID_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9 ]+$/;

/**
 * Stable English texts of what a save or a test message can be refused for: the server answers
 * them on the field, and the admin page shows each in its own words in the page language.
 */
export const SMS_SETTING_PROBLEMS = {
  senderRequired: 'is required: the sender name registered with Unifonic',
  senderTooLong: `must be at most ${SMS_SENDER_ID_MAX} characters`,
  senderFormat: 'may hold only Latin letters, digits and spaces, with at least one letter',
  replaceAndClear: 'cannot be replaced and cleared at once',
  appSidTooLong: 'must be at most 200 characters',
  invalidMobile: 'is not a Saudi mobile number (05XXXXXXXX)',
} as const;
export type SmsSettingProblem = keyof typeof SMS_SETTING_PROBLEMS;

/** The problem a server's message names, or null for one the page does not know. */
export function smsSettingProblemOf(message: string): SmsSettingProblem | null {
  const entry = Object.entries(SMS_SETTING_PROBLEMS).find(([, text]) => text === message);
  return entry ? (entry[0] as SmsSettingProblem) : null;
}

export const smsSenderIdSchema = z
  .string()
  .trim()
  .min(1, { error: SMS_SETTING_PROBLEMS.senderRequired, abort: true })
  .max(SMS_SENDER_ID_MAX, { error: SMS_SETTING_PROBLEMS.senderTooLong, abort: true })
  .regex(SENDER_ID_PATTERN, { error: SMS_SETTING_PROBLEMS.senderFormat });

/**
 * PUT /api/admin/sms/settings. The AppSid is write-only: sent only when typed (empty keeps the
 * stored one), `clearAppSid` deletes it (the store then writes messages to the development outbox,
 * or, in production, sends none). The sender name is always required.
 */
export const smsSettingsUpdateSchema = z
  .object({
    appSid: z.string().trim().max(200, { error: SMS_SETTING_PROBLEMS.appSidTooLong }).optional(),
    clearAppSid: z.boolean().default(false),
    senderId: smsSenderIdSchema,
  })
  .superRefine((value, ctx) => {
    if (value.appSid && value.clearAppSid) {
      ctx.addIssue({
        code: 'custom',
        path: ['appSid'],
        message: SMS_SETTING_PROBLEMS.replaceAndClear,
      });
    }
  });
export type SmsSettingsUpdate = z.input<typeof smsSettingsUpdateSchema>;
export type SmsSettingsUpdateData = z.output<typeof smsSettingsUpdateSchema>;

/**
 * How messages leave now: through Unifonic (an AppSid and sender name are saved), or, without
 * them, into the outbox folder on the server, where no message reaches a phone (in production the
 * admin page says so as an error: sign-in codes cannot arrive).
 */
export const SMS_DELIVERIES = ['provider', 'outbox'] as const;
export type SmsDelivery = (typeof SMS_DELIVERIES)[number];

export const smsOutboxMessageSchema = z.object({
  /** The file's name in the outbox folder. */
  file: z.string(),
  at: isoDateSchema,
  to: z.string(),
  text: z.string(),
  reference: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

export const smsSettingsSchema = z.object({
  provider: z.literal('unifonic'),
  hasAppSid: z.boolean(),
  /** The AppSid's last 4 characters; never more of it. */
  appSidLast4: z.string().nullable(),
  senderId: z.string(),
  delivery: z.enum(SMS_DELIVERIES),
  /** Whether the server runs in production (NODE_ENV): an outbox there means no code reaches anyone. */
  production: z.boolean(),
  /** Where the outbox is and its latest messages; null unless delivery is 'outbox'. */
  outbox: z.object({ directory: z.string(), recent: z.array(smsOutboxMessageSchema) }).nullable(),
  updatedAt: isoDateSchema.nullable(),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

/** POST /api/admin/sms/test-message: a Saudi mobile number as the admin types it. */
export const smsTestMessageSchema = z.object({
  to: z.string().trim().max(40, { error: SMS_SETTING_PROBLEMS.invalidMobile }),
});
export type SmsTestMessage = z.infer<typeof smsTestMessageSchema>;

/**
 * Why a message was not sent: the AppSid refused; the sender name not allowed for this account;
 * the number refused; too many messages; refused for another reason (balance, content); Unifonic
 * did not answer, or not in a way we understand.
 */
export const SMS_REFUSAL_REASONS = [
  'bad-credentials',
  'sender-not-approved',
  'invalid-number',
  'rate-limited',
  'refused',
  'provider-down',
] as const;
export type SmsRefusalReason = (typeof SMS_REFUSAL_REASONS)[number];

export const smsTestResultSchema = z.object({
  ok: z.boolean(),
  delivery: z.enum(SMS_DELIVERIES),
  /** The number the message went to, +9665XXXXXXXX. */
  to: z.string(),
  /** Unifonic's MessageID, or the outbox file's name. */
  messageId: z.string().nullable(),
  reason: z.enum(SMS_REFUSAL_REASONS).nullable(),
  /** Unifonic's own words when it refused. */
  providerMessage: z.string().nullable(),
});
export type SmsTestResult = z.infer<typeof smsTestResultSchema>;
