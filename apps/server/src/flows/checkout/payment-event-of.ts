import {
  formatMinor,
  type PaymentEventInput,
  PaymentProviderError,
} from '../../modules/payments/index.ts';

/** An amount in a currency's minor unit as the merchant reads it: "26.67 USD", "590.00 SAR". */
export function amountText(minor: number | null, currency: string): string {
  return minor === null
    ? `an unreadable amount of ${currency}`
    : `${formatMinor(minor, currency)} ${currency}`;
}

/**
 * The timeline line of a provider call that failed: unreachable (timeout, 5xx, 429), a refusal
 * of the shopper's payment, or any other refusal, which at checkout means a configuration
 * problem (a 401 or 403: wrong keys).
 */
export function providerFailureEvent(
  provider: string,
  orderId: string,
  what: string,
  error: unknown,
): PaymentEventInput {
  const failure = error instanceof PaymentProviderError ? error : null;
  const unreachable = failure?.kind === 'unavailable';
  const status = failure?.details.status;
  const keys = status === 401 || status === 403 ? ' (check the provider keys)' : '';
  const message = error instanceof Error ? error.message : String(error);
  return {
    provider,
    orderId,
    kind: unreachable ? 'payment.provider-unreachable' : 'payment.refused',
    outcome: failure?.kind === 'declined' ? 'refused' : 'failed',
    summary: `${what}: ${message}${keys}`,
    payload: {
      kind: failure?.kind ?? 'error',
      status,
      issue: failure?.details.issue,
      debugId: failure?.details.debugId,
    },
  };
}
