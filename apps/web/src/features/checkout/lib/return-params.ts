import { HOSTED_PROVIDERS, type HostedProviderName } from '@store/shared/schemas/payment-providers';

/**
 * The provider's return address carries `token` (its order id) and `PayerID` (who approved);
 * both are needed to capture (spec section 5), else the page reports "PayPal parameters missing".
 */
export function readReturnParams(
  params: URLSearchParams,
): { ok: true; token: string; payerId: string } | { ok: false; token: string | null } {
  const token = params.get('token')?.trim() || null;
  const payerId = params.get('PayerID')?.trim() || null;
  return token && payerId ? { ok: true, token, payerId } : { ok: false, token };
}

/**
 * Back from a provider's own page (`?provider=moyasar|tabby&order=`, Tabby adding its
 * `payment_id`): the provider and the order to confirm, the order null when the address lost it.
 * Null altogether for PayPal's way back. The payment is read by the server, never from here.
 */
export function readHostedReturn(
  params: URLSearchParams,
): { provider: HostedProviderName; order: string | null } | null {
  const provider = HOSTED_PROVIDERS.find((name) => name === params.get('provider'));
  if (!provider) return null;
  return { provider, order: params.get('order')?.trim() || null };
}
