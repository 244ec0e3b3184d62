import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parseMobile } from '@store/shared/saudi/mobile';
import { isWellFormedEmail } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { checkShopperSession, SHOPPER_SESSION_COOKIE } from '../../modules/accounts/index.ts';
import type { CartHolder } from '../../modules/cart-recovery/index.ts';
import type { ConsentHolder } from '../../modules/privacy/index.ts';

/**
 * Who saves this cart: the signed-in shopper (when the request carries a live session; no
 * rotation or refusal here, the account pages do that), with the contact typed at checkout.
 * An email or phone that is not well formed is left out.
 */
export async function cartHolderOf(
  db: Db,
  request: FastifyRequest,
  typed: { email?: string; phone?: string },
  now: Date,
): Promise<CartHolder> {
  const token = request.cookies[SHOPPER_SESSION_COOKIE];
  let accountId: string | null = null;
  if (token) {
    const check = await checkShopperSession(db, token, now, { rotate: false });
    if (check.status === 'active') accountId = check.account.id;
  }
  const email = typed.email && isWellFormedEmail(typed.email) ? typed.email.toLowerCase() : null;
  const phone = typed.phone ? (parseMobile(typed.phone)?.e164 ?? null) : null;
  return { accountId, email, phone };
}

/** Whose consent to remind: the account's, else the guest's email, else their phone. */
export function consentHolderOf(holder: CartHolder): ConsentHolder | null {
  if (holder.accountId) return { accountId: holder.accountId };
  const subject = holder.email ?? holder.phone;
  return subject ? { subject } : null;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
