import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { lazyPackage } from '../../lazy-package.ts';

const nodemailer = lazyPackage<typeof Nodemailer>('nodemailer');

/** An SMTP server as the admin stores it in the settings. */
export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string | null;
}

/** How a message left: through which SMTP server, or into the outbox folder. */
export interface Delivery {
  via: 'smtp' | 'outbox';
  /** host:port of the SMTP server; null for the outbox. */
  server: string | null;
}

export interface Mailer {
  /** Without stored SMTP settings: 'smtp' when SMTP_URL is set, else 'outbox' (.eml files). */
  readonly kind: 'smtp' | 'outbox';
  /** `label` names the outbox file, so a person can find a message among them. */
  send(message: SendMailOptions, label: string): Promise<Delivery>;
  /**
   * Where the admin's stored SMTP settings come from. Asked before every message, so a change in
   * the settings takes effect at once; null means the environment's server (or the outbox).
   */
  useStoredSettings(source: () => Promise<SmtpServer | null>): void;
  close(): void;
}

/** Generous for a slow relay, short enough that a dead one is noticed. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function hostOfUrl(url: string): string | null {
  try {
    const { hostname, port } = new URL(url);
    return port ? `${hostname}:${port}` : hostname;
  } catch {
    return null;
  }
}

/**
 * Sends through the SMTP server of the admin's settings when one is stored, else through SMTP_URL
 * when configured. Without either a fresh store still "sends": each message is written, complete,
 * to DATA_DIR/outbox as a .eml file any mail program opens.
 */
export function createMailer(options: { smtpUrl: string | undefined; outboxDir: string }): Mailer {
  // The transports (and nodemailer itself) are made at the first message, not at start.
  let envTransport: Transporter | null = null;
  const envTransportOf = (url: string) =>
    (envTransport ??= nodemailer().createTransport({ url, ...SMTP_TIMEOUTS }));
  let writer: Transporter | null = null;
  let storedSource: (() => Promise<SmtpServer | null>) | null = null;
  /** One transport (and its pooled connection) per distinct stored server. */
  let stored: { key: string; transport: Transporter } | null = null;

  function transportFor(server: SmtpServer): Transporter {
    const key = JSON.stringify(server);
    if (stored?.key !== key) {
      stored?.transport.close();
      stored = {
        key,
        transport: nodemailer().createTransport({
          host: server.host,
          port: server.port,
          secure: server.secure,
          ...(server.user ? { auth: { user: server.user, pass: server.password ?? '' } } : {}),
          ...SMTP_TIMEOUTS,
        }),
      };
    }
    return stored.transport;
  }

  async function toOutbox(message: SendMailOptions, label: string): Promise<Delivery> {
    writer ??= nodemailer().createTransport({ streamTransport: true, buffer: true });
    const info = await writer.sendMail(message);
    await mkdir(options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${label.replace(/[^A-Za-z0-9-]/g, '_')}-${randomBytes(3).toString('hex')}.eml`;
    await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    return { via: 'outbox', server: null };
  }

  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    async send(message, label) {
      const server = storedSource ? await storedSource() : null;
      if (server) {
        await transportFor(server).sendMail(message);
        return { via: 'smtp', server: `${server.host}:${server.port}` };
      }
      if (options.smtpUrl) {
        await envTransportOf(options.smtpUrl).sendMail(message);
        return { via: 'smtp', server: hostOfUrl(options.smtpUrl) };
      }
      return toOutbox(message, label);
    },
    useStoredSettings(source) {
      storedSource = source;
    },
    close() {
      envTransport?.close();
      stored?.transport.close();
      writer?.close();
    },
  };
}
