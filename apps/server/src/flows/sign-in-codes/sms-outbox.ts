import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './send-sign-in-code.ts';

/**
 * Until an SMS provider is wired in, text messages "go" to a folder, one file per message, as
 * emails go to DATA_DIR/outbox without SMTP: a developer reads the code there. Not for a live
 * store: nothing reaches the phone.
 */
export function createOutboxSmsSender(outboxDir: string): SmsSender {
  return {
    async send(toE164, text, reference) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${reference.replace(/[^A-Za-z0-9-]/g, '_')}-${randomBytes(3).toString('hex')}.txt`;
      await writeFile(path.join(outboxDir, name), `To: ${toE164}\n\n${text}\n`);
      return { via: 'outbox', file: name };
    },
  };
}
