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
