import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@store/shared/locales';
import type { SignInCodeSent } from '@store/shared/schemas/accounts';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_MS } from '@store/shared/shopper-sign-in';
import { recordAudit } from '../monitoring/index.ts';
import {
  type CodeCheck,
  type CodeHasher,
  type Destination,
  forgetSignInCode,
  issueSignInCode,
} from './sign-in-codes.service.ts';
import { refused, SignInRefusedError, signInTexts } from './sign-in-messages.ts';

/**
 * Delivers a code: by SMS to a phone (E.164), by email to an address, in the shopper's language.
 * The module does not know how; app.ts wires it (flows/sign-in-codes).
 */
export type SendSignInCode = (
  destination: Destination,
  message: { code: string; language: Language },
) => Promise<void>;

/** A destination as the audit log shows it: enough to recognise, not the whole number or address. */
export function masked(destination: Destination): string {
  if (destination.kind === 'phone') {
    return `${destination.value.slice(0, 5)}•••••${destination.value.slice(-3)}`;
  }
  const [local = '', domain = ''] = destination.value.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Refuses a code that did not verify, in the shopper's language: a wrong try says how many are
 * left; the try that kills the code is audited. Used by sign-in and by a contact change alike.
 */
export async function throwCodeRefusal(
  app: FastifyInstance,
  req: FastifyRequest,
  check: Exclude<CodeCheck, { ok: true }>,
  destination: Destination,
  language: Language,
): Promise<never> {
  if (check.refusal === 'codeWrong') {
    throw new SignInRefusedError('codeWrong', signInTexts(language).codeWrong(check.triesLeft), {
      triesLeft: check.triesLeft,
    });
  }
  if (check.refusal === 'tooManyTries') {
    await recordAudit(app.db, req, {
      action: 'locked',
      entity: 'sign-in-code',
      entityId: check.codeId,
      after: { destination: masked(destination) },
      note: 'A sign-in code was tried wrongly too many times and no longer works.',
    });
  }
  throw refused(check.refusal, language);
}

/**
 * Issues a code for the destination (the send limits apply) and sends it at once. A failed send
 * forgets the code (it neither works nor counts) and answers 503; logs never hold the code. Gives
 * what the answer tells the shopper of the code sent.
 */
export async function deliverCode(
  app: FastifyInstance,
  req: FastifyRequest,
  destination: Destination,
  language: Language,
  options: { hasher: CodeHasher; now: Date; send: SendSignInCode },
): Promise<SignInCodeSent> {
  const issued = await issueSignInCode(app.db, destination, options.hasher, {
    language,
    now: options.now,
  });
  try {
    await options.send(destination, { code: issued.code, language });
  } catch (error) {
    req.log.error({ err: error, channel: destination.kind }, 'could not send a sign-in code');
    await forgetSignInCode(app.db, issued.id);
    throw refused('sendFailed', language);
  }
  return {
    channel: destination.kind,
    expiresInSeconds: SIGN_IN_CODE_TTL_MS / 1000,
    codeLength: SIGN_IN_CODE_LENGTH,
  };
}
