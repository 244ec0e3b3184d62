/*
 * Shopper sign-in without a password (issue 22 point 1, docs/decisions/034-shopper-sign-in.md):
 * the limits the server enforces and the pages word. No zod here, so the browser may import it.
 */

/** A one-time code is six digits. */
export const SIGN_IN_CODE_LENGTH = 6;
/** A code works for five minutes after it is sent. */
export const SIGN_IN_CODE_TTL_MS = 5 * 60_000;
/** The fifth wrong try kills the code. */
export const SIGN_IN_CODE_MAX_TRIES = 5;
/** At most this many codes are sent to one phone number or email address per window. */
export const SIGN_IN_CODE_MAX_SENDS = 3;
export const SIGN_IN_CODE_SEND_WINDOW_MS = 15 * 60_000;
/** A shopper session lasts 30 days from sign-in. */
export const SHOPPER_SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** The session's cookie gets a new token when the one presented is this old. */
export const SHOPPER_SESSION_ROTATE_AFTER_MS = 24 * 60 * 60_000;

/** Why a sign-in step was refused: `reason.key` of the error envelope, for the page to word. */
export const SIGN_IN_REFUSALS = [
  'notSaudiMobile',
  'invalidEmail',
  'tooManySends',
  'codeWrong',
  'codeDead',
  'tooManyTries',
  'sendFailed',
  'notSignedIn',
  'sessionEnded',
  'sessionReused',
  // Changing the account's phone or email (issue 22 point 3).
  'contactTaken',
  'contactSame',
] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];
