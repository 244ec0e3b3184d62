import type { SmsDelivery, SmsRefusalReason } from '@store/shared/schemas/sms';

/** A text to one Saudi mobile. */
export interface SmsMessage {
  /** +9665XXXXXXXX, as parseMobile gives it. */
  to: string;
  text: string;
  /**
   * Our own reference (Unifonic's CorrelationID; the outbox file's name): letters, digits and
   * hyphens, at most 50 characters.
   */
  reference: string;
}

export type SmsOutcome =
  | {
      sent: true;
      /** Unifonic's MessageID, or the outbox file's name. */
      messageId: string;
    }
  | {
      sent: false;
      reason: SmsRefusalReason;
      /** The provider's own words (or what went wrong on the way), for the admin and the log. */
      providerMessage: string | null;
    };

/**
 * Sends a text: through Unifonic, or into the outbox folder. A sender never throws for the
 * provider's refusal or absence: the outcome says why, so a sign-in can tell the shopper "try again
 * later" without the details.
 */
export interface SmsSender {
  readonly delivery: SmsDelivery;
  send(message: SmsMessage): Promise<SmsOutcome>;
}

const MOBILE_E164 = /^\+9665\d{8}$/;
const REFERENCE = /^[A-Za-z0-9-]{1,50}$/;

/** Our own mistakes, caught before anything leaves: these are bugs, not refusals. */
export function assertSendable(message: SmsMessage): void {
  if (!MOBILE_E164.test(message.to))
    throw new Error('an SMS goes to a Saudi mobile, +9665XXXXXXXX');
  if (!REFERENCE.test(message.reference)) {
    throw new Error('an SMS reference is 1-50 letters, digits or hyphens');
  }
  if (!message.text.trim()) throw new Error('an SMS needs a text');
}
