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
