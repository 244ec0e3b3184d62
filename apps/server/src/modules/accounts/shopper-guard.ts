import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../auth/index.ts';
import { recordAudit } from '../monitoring/index.ts';
import type { ShopperAccountRow } from './accounts.service.ts';
import { clearShopperCookie, setShopperCookie, shopperCookieOf } from './shopper-cookie.ts';
import {
  checkShopperSession,
  sessionSecondsLeft,
  type ShopperSessionRow,
} from './shopper-sessions.service.ts';
import { shopperLanguage } from './sign-in-language.ts';
import { refused } from './sign-in-messages.ts';

export interface ShopperGuardOptions {
  clock: Clock;
  /** Mark a rotated cookie Secure (production). */
  secureCookie: boolean;
  /** Give the cookie a new token when it is old enough (GET /account/me does; others need not). */
  rotate: boolean;
}

/**
 * The signed-in shopper of this request, or a 401 whose `reason.key` says why (audited when a
 * replaced or signed-out cookie is used again). The routes that need a shopper call it; the
 * plugin they live in must have registered @fastify/cookie (plugins/private-answers.ts does).
 */
export async function signedInShopper(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  options: ShopperGuardOptions,
): Promise<{ session: ShopperSessionRow; account: ShopperAccountRow }> {
  const language = shopperLanguage(req);
  const token = shopperCookieOf(req);
  if (!token) throw refused('notSignedIn', language);
  const now = options.clock();
  const check = await checkShopperSession(app.db, token, now, { rotate: options.rotate });
  if (check.status === 'active') {
    if (check.newToken) {
      setShopperCookie(reply, check.newToken, {
        maxAgeSeconds: sessionSecondsLeft(check.session, now),
        secure: options.secureCookie,
      });
    }
    return check;
  }
  clearShopperCookie(reply, options.secureCookie);
  if (check.status === 'reused') {
    if (check.firstTime) {
      await recordAudit(app.db, req, {
        action: 'session-reused',
        entity: 'shopper-account',
        entityId: check.session.accountId,
        after: { sessionId: check.session.id, tokenWas: check.was },
        note: 'A shopper session cookie was used after it was replaced or signed out; the session is ended.',
      });
    }
    throw refused('sessionReused', language);
  }
  throw refused(check.status === 'ended' ? 'sessionEnded' : 'notSignedIn', language);
}
