/**
 * Gifting and free samples at checkout (issue 21 point 4, decision 036): the limits both the
 * checkout form and the server judge by, so the shopper hears the same rule the server applies.
 */

/** A gift message is printed on the packing slip's card area: a few lines, no essay. */
export const GIFT_MESSAGE_MAX_LENGTH = 200;
/** The most lines the slip gives a message. */
export const GIFT_MESSAGE_MAX_LINES = 5;
/** The most free samples a merchant may offer per order (the setting's upper bound). */
export const MAX_SAMPLES_PER_ORDER = 5;
/** The highest gift-wrapping fee the admin accepts, in SAR: above it is a typing slip. */
export const MAX_GIFT_WRAP_FEE_SAR = 500;

/** The wrapping fee's name wherever it is a line: PayPal's items, the invoice, the emails. */
export const GIFT_WRAP_LINE_NAME = { en: 'Gift wrapping', ar: 'تغليف الهدية' } as const;

export interface GiftOptions {
  /** Wrapped as a gift, for the wrapping fee. */
  wrap: boolean;
  /** Printed on the packing slip; may be empty. */
  message: string;
  /** The packing slip shows no prices (the parcel goes to the recipient). */
  hidePrices: boolean;
}

export type GiftProblem = 'messageTooLong' | 'messageTooManyLines';

/** The message as stored: trimmed, Windows line ends as one, no control characters but new lines. */
export function cleanGiftMessage(message: string): string {
  return (
    message
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
      .replace(/\n{2,}/g, '\n')
      .trim()
  );
}

/** What is wrong with a gift message, or null; the length counts characters as a person does. */
export function giftMessageProblem(message: string): GiftProblem | null {
  const clean = cleanGiftMessage(message);
  if ([...clean].length > GIFT_MESSAGE_MAX_LENGTH) return 'messageTooLong';
  if (clean.split('\n').length > GIFT_MESSAGE_MAX_LINES) return 'messageTooManyLines';
  return null;
}

export type SampleProblem = 'tooManySamples' | 'duplicateSample';

/** What is wrong with the samples chosen, given the store's allowance, or null. */
export function sampleChoiceProblem(
  productIds: readonly string[],
  maxSamples: number,
): SampleProblem | null {
  if (productIds.length > maxSamples) return 'tooManySamples';
  if (new Set(productIds).size !== productIds.length) return 'duplicateSample';
  return null;
}
