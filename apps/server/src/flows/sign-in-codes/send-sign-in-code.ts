import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_CODE_TTL_MS } from '@store/shared/shopper-sign-in';
import type { Db } from '../../db/client.ts';
import type { SendSignInCode } from '../../modules/accounts/index.ts';
import { type Mailer, signInCodeEmail, signInCodeSms } from '../../modules/notifications/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import type { SmsSender } from '../../modules/sms/index.ts';

/**
 * How the accounts module's codes reach the shopper: by email through the store's mailer, by SMS
 * through the SMS sender, worded in the shopper's language with the store's name. Sent at once,
 * not through the job queue: a queued job would keep the code in the database, and a code that
 * arrives after its five minutes is of no use. What is logged names the channel, never the code
 * or the full destination.
 */
export function createSignInCodeSender(deps: {
  db: Db;
  mailer: Mailer;
  /** The SMS module's sender in force (Unifonic, or its outbox), read for each message. */
  sms: () => Promise<SmsSender>;
  log: FastifyBaseLogger;
}): SendSignInCode {
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  return async (destination, { code, language }) => {
    const settings = await getSiteSettings(deps.db, deps.log);
    if (destination.kind === 'phone') {
      const sender = await deps.sms();
      const outcome = await sender.send({
        to: destination.value,
        text: signInCodeSms(code, minutes, settings, language),
        reference: `sign-in-${randomBytes(6).toString('hex')}`,
      });
      // Refused or unreachable: the accounts module drops the code and tells the shopper to try
      // again later; the reason (never the code) goes to the log for the merchant.
      if (!outcome.sent) {
        throw new Error(`sign-in code not sent by SMS: ${outcome.reason}`);
      }
      deps.log.info({ channel: 'sms', via: sender.delivery }, 'sign-in code sent');
      return;
    }
    const { emailSettings } = settings;
    const delivery = await deps.mailer.send(
      {
        from: emailSettings.fromEmail
          ? { name: emailSettings.fromName, address: emailSettings.fromEmail }
          : undefined,
        to: destination.value,
        ...signInCodeEmail(code, minutes, settings, language),
      },
      'sign-in-code',
    );
    deps.log.info({ channel: 'email', via: delivery.via }, 'sign-in code sent');
  };
}
