import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { RunningStore } from './start-store.ts';

/**
 * The HTML of an email the store wrote to its outbox (a store without SMTP settings writes .eml
 * files), found by the label its file name carries (`MA-XXXX-XXXX-shipped`), once the store has
 * sent it. Quoted-printable is decoded only enough to read ASCII addresses in it.
 */
export async function outboxEmail(store: RunningStore, label: string): Promise<string> {
  const outbox = path.join(store.dataDir, 'outbox');
  let html: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return undefined;
      const name = readdirSync(outbox).find((file) => file.includes(label));
      if (name === undefined) return undefined;
      const raw = readFileSync(path.join(outbox, name), 'utf8');
      // Still being written until its last MIME boundary closes it.
      if (!/\r?\n--[^\r\n]+--\s*$/.test(raw)) return undefined;
      html = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      return html;
    })
    .toBeDefined();
  return html!;
}

/** The order's page an order email links to: the tracking page, with the number and email. */
export function orderPageLink(email: string): URL {
  const link = /href="(http[^"]+\/orders\/track\?[^"]+)"/.exec(email)?.[1];
  if (link === undefined) throw new Error('The email links no order page');
  return new URL(link.replaceAll('&amp;', '&'));
}

/** One message of the SMS outbox, as the SMS module writes it (a JSON file each). */
interface SmsFile {
  to: string;
  text: string;
}

/** The texts the store "sent" to this number so far (the SMS module's outbox), oldest first. */
export function textsTo(store: RunningStore, to: string): SmsFile[] {
  const outbox = path.join(store.dataDir, 'sms-outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as SmsFile)
    .filter((message) => message.to === to);
}

/**
 * The six-digit code of the newest text to this number, once there are more than `seen` of
 * them (so a code sent earlier is never taken for the one just asked for).
 */
export async function smsCode(store: RunningStore, to: string, seen = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const texts = textsTo(store, to);
      code = texts.length > seen ? /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1] : undefined;
      return code;
    })
    .toBeDefined();
  return code!;
}
