import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'outbox' writes each message as a .eml file instead. */
  readonly kind: 'smtp' | 'outbox';
  /** `label` names the outbox file, so a person can find a message among them. */
  send(message: SendMailOptions, label: string): Promise<void>;
  close(): void;
}

/** Generous for a slow relay, short enough that a dead one is noticed. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends through SMTP when configured. Without SMTP a fresh store still "sends": each message is
 * written, complete, to DATA_DIR/outbox as a .eml file any mail program opens.
 */
export function createMailer(options: { smtpUrl: string | undefined; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    send: async (message, label) => {
      const info = await writer.sendMail(message);
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${label.replace(/[^A-Za-z0-9-]/g, '_')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => writer.close(),
  };
}
