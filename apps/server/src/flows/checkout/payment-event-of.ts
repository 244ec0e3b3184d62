import type { EventMoney } from '@store/shared/schemas/payment-events';
import {
  eventMessage,
  type PaymentEventInput,
  PaymentProviderError,
} from '../../modules/payments/index.ts';

/** An amount in a currency's minor unit as an event's money; null when it could not be read. */
export function moneyOf(minor: number | null, currency: string): EventMoney | null {
  return minor === null ? null : { minor, currency };
}

/**
 * The timeline line of a provider call that failed: unreachable (timeout, 5xx, 429), a refusal
 * of the shopper's payment, or any other refusal, which at checkout means a configuration
 * problem (a 401 or 403: wrong keys).
 */
export function providerFailureEvent(
  provider: string,
  orderId: string,
  call: 'notStarted' | 'notRead' | 'notCaptured',
  error: unknown,
): PaymentEventInput {
  const failure = error instanceof PaymentProviderError ? error : null;
  const unreachable = failure?.kind === 'unavailable';
  const status = failure?.details.status;
  const message = error instanceof Error ? error.message : String(error);
  return {
    provider,
    orderId,
    kind: unreachable ? 'payment.provider-unreachable' : 'payment.refused',
    outcome: failure?.kind === 'declined' ? 'refused' : 'failed',
    message: eventMessage(call, { error: message, checkKeys: status === 401 || status === 403 }),
    payload: {
      kind: failure?.kind ?? 'error',
      status,
      issue: failure?.details.issue,
      debugId: failure?.details.debugId,
    },
  };
}
