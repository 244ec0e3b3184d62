import { ERROR_CODES } from '@store/shared/errors';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-error.ts';

/** The fallback texts of spec section 8, in the page language. */
export interface PaymentFallbackTexts {
  /** "failed to create order" */
  createFailed: string;
  /** "failed to confirm payment" */
  captureFailed: string;
  /** "error while processing payment, try again" */
  processingError: string;
}

/**
 * An answer from our server (an envelope with a code), not a lost connection or a proxy page;
 * its message is empty when the server gave none (the client's own generic text is not one).
 */
function serverAnswer(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT' || error.code === 'UNKNOWN')
    return null;
  return {
    code: error.code,
    message: error.message === GENERIC_ERROR_MESSAGE ? '' : error.message,
  };
}

function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');
}

/**
 * Placing the order failed (cash on delivery or the start of an online payment): the server's
 * message (already in the shopper's language, naming the product that ran out), else "failed to
 * create order"; when the server could not be reached, the generic "error while processing".
 */
export function orderFailureMessage(error: unknown, texts: PaymentFallbackTexts): string {
  if (unreachable(error)) return texts.processingError;
  return serverAnswer(error)?.message || texts.createFailed;
}

/**
 * Capturing the approved payment failed (spec section 8): the server's message, else "failed to
 * confirm payment", with the error code appended unless it is CAPTURE_FAILED; when the server
 * could not be reached, the generic "error while processing payment, try again".
 */
export function captureFailureMessage(error: unknown, texts: PaymentFallbackTexts): string {
  if (unreachable(error)) return texts.processingError;
  const answer = serverAnswer(error);
  const message = answer?.message || texts.captureFailed;
  const code = answer?.code;
  return code && code !== ERROR_CODES.CAPTURE_FAILED ? `${message} (${code})` : message;
}

/**
 * Confirming a payment taken on the provider's page failed: the server's message as it is (in the
 * shopper's language, saying whether anything was charged), else "failed to confirm payment";
 * when the server could not be reached, the generic "error while processing payment, try again".
 */
export function confirmFailureMessage(error: unknown, texts: PaymentFallbackTexts): string {
  if (unreachable(error)) return texts.processingError;
  return serverAnswer(error)?.message || texts.captureFailed;
}

/**
 * Whether asking again may bring another answer: the provider or our server could not be reached,
 * or the payment was not approved yet. A declined, cancelled or expired payment stays so.
 */
export function confirmMayChange(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    unreachable(error) ||
    error.code === 'UNKNOWN' ||
    error.code === ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE ||
    error.code === ERROR_CODES.PAYMENT_NOT_APPROVED
  );
}
