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
 * Back from Moyasar's page (`?provider=moyasar&order=`): the order to confirm, null when the
 * address lost it. Null altogether for any other provider's way back.
 */
export function readMoyasarReturn(params: URLSearchParams): { order: string | null } | null {
  if (params.get('provider') !== 'moyasar') return null;
  return { order: params.get('order')?.trim() || null };
}
