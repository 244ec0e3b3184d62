import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SHOPPER_SESSION_COOKIE } from './shopper-cookie.ts';

/**
 * Reads what the store "sent" without SMTP or an SMS provider: emails in DATA_DIR/outbox (.eml),
 * texts in the SMS module's outbox, DATA_DIR/sms-outbox (.json), each message once, in the order
 * written.
 */
export class Outboxes {
  private readonly seen = new Set<string>();
  constructor(private readonly dataDir: string) {}

  /** The messages written since the last call, raw. */
  newMessages(kind: 'email' | 'sms'): string[] {
    const dir = path.join(this.dataDir, kind === 'email' ? 'outbox' : 'sms-outbox');
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return [];
    }
    const fresh = names.filter((name) => !this.seen.has(`${dir}/${name}`));
    for (const name of fresh) this.seen.add(`${dir}/${name}`);
    return fresh.map((name) => readFileSync(path.join(dir, name), 'utf8'));
  }

  /** The one text sent since the last call: its number and its code. */
  lastSms(): { to: string; text: string; code: string } {
    const messages = this.newMessages('sms');
    if (messages.length !== 1) throw new Error(`expected one new SMS, found ${messages.length}`);
    const { to, text } = JSON.parse(messages[0]!) as { to: string; text: string };
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in ${text}`);
    return { to, text, code };
  }
}

export function askCode(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/account/sign-in/code', payload: body, headers });
}

export function verifyCode(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/account/sign-in/verify', payload: body, headers });
}

export function shopperCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SHOPPER_SESSION_COOKIE);
}

export function withShopperCookie(token: string) {
  return { [SHOPPER_SESSION_COOKIE]: token };
}

export function me(app: FastifyInstance, token?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/account/me',
    cookies: token ? withShopperCookie(token) : {},
  });
}

/** A Saudi mobile number (055…) no other call of this run gave. */
let counter = 0;
export function freshMobile(): { e164: string; local: string } {
  counter += 1;
  const rest = String((Date.now() % 10_000) * 1000 + counter)
    .padStart(7, '0')
    .slice(-7);
  return { e164: `+96655${rest}`, local: `055${rest}` };
}

/** Signs a shopper in by SMS code through the API; the session cookie's token. */
export async function signInShopper(
  app: FastifyInstance,
  outboxes: Outboxes,
  phone: string,
): Promise<{ token: string; accountId: string }> {
  const asked = await askCode(app, { phone });
  if (asked.statusCode !== 202) throw new Error(`code refused: ${asked.body}`);
  const { code } = outboxes.lastSms();
  const res = await verifyCode(app, { phone, code });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { token: shopperCookieOf(res)!.value, accountId: res.json().data.account.id };
}
