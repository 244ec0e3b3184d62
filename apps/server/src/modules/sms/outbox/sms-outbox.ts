import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { smsOutboxMessageSchema, type SmsOutboxMessage } from '@store/shared/schemas/sms';
import { assertSendable, type SmsMessage, type SmsOutcome, type SmsSender } from '../sms-sender.ts';

/** The outbox folder: DATA_DIR/sms-outbox, beside the emails' DATA_DIR/outbox. */
export function smsOutboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'sms-outbox');
}

/**
 * Without Unifonic's AppSid: each message is written to the outbox folder as a small JSON file (and
 * named in one log line, without its text), so a developer reads a sign-in code there. A message
 * written here reaches no phone; in production the admin page says so as an error.
 */
export class OutboxSmsSender implements SmsSender {
  readonly delivery = 'outbox' as const;

  constructor(
    readonly directory: string,
    private readonly log?: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<SmsOutcome> {
    assertSendable(message);
    const at = this.now();
    const file = `${at.toISOString().replace(/[:.]/g, '-')}-${message.reference}-${randomBytes(3).toString('hex')}.json`;
    const record: SmsOutboxMessage = {
      file,
      at: at.toISOString(),
      to: message.to,
      text: message.text,
      reference: message.reference,
    };
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, file), `${JSON.stringify(record, null, 2)}\n`);
    // The text stays in the file: a sign-in code in it must never reach a log.
    this.log?.info(
      { reference: message.reference, file },
      `SMS not sent (no SMS provider): written to ${path.join(this.directory, file)}`,
    );
    return { sent: true, messageId: file };
  }
}

/** The outbox's latest messages, newest first; files that are not ours are passed over. */
export async function recentOutboxMessages(
  directory: string,
  limit = 5,
): Promise<SmsOutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return [];
  }
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const messages: SmsOutboxMessage[] = [];
  for (const name of newest) {
    if (messages.length >= limit) break;
    try {
      const parsed = smsOutboxMessageSchema.safeParse(
        JSON.parse(await readFile(path.join(directory, name), 'utf8')),
      );
      if (parsed.success) messages.push({ ...parsed.data, file: name });
    } catch {
      // A file someone else put there, or one half-written: not a message to show.
    }
  }
  return messages;
}
