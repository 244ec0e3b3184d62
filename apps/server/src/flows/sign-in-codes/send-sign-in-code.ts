import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_CODE_TTL_MS } from '@store/shared/shopper-sign-in';
import type { Db } from '../../db/client.ts';
import type { SendSignInCode } from '../../modules/accounts/index.ts';
import { type Mailer, signInCodeEmail, signInCodeSms } from '../../modules/notifications/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';

/** Sends one text message (the SMS module's sender has this shape). */
export interface SmsSender {
  send(toE164: string, text: string, reference: string): Promise<unknown>;
}

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
  sms: SmsSender;
  log: FastifyBaseLogger;
}): SendSignInCode {
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  return async (destination, { code, language }) => {
    const settings = await getSiteSettings(deps.db, deps.log);
    if (destination.kind === 'phone') {
      await deps.sms.send(
        destination.value,
        signInCodeSms(code, minutes, settings, language),
        'sign-in-code',
      );
      deps.log.info({ channel: 'sms' }, 'sign-in code sent');
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
