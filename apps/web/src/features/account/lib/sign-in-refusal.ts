import { SIGN_IN_REFUSALS, type SignInRefusal } from '@store/shared/shopper-sign-in';
import { ApiError } from '../../../lib/api-error.ts';

/** A refused step worded by the page: a key of `account:signIn.refusals` and its count. */
export interface RefusalText {
  key:
    | 'notSaudiMobile'
    | 'invalidEmail'
    | 'tooManySends'
    | 'codeWrong'
    | 'codeDead'
    | 'tooManyTries'
    | 'sendFailed'
    | 'contactTaken'
    | 'contactSame'
    | 'network'
    | 'other';
  count?: number;
}

function isRefusal(key: string): key is SignInRefusal {
  return (SIGN_IN_REFUSALS as readonly string[]).includes(key);
}

/**
 * Why the server refused a sign-in step, from its `reason.key` and numbers (never its message,
 * which is in the language of the request rather than of the page).
 */
export function refusalOf(error: unknown): RefusalText {
  if (!(error instanceof ApiError)) return { key: 'other' };
  if (error.status === 0) return { key: 'network' };
  const key = error.reason?.key;
  if (!key || !isRefusal(key)) return { key: 'other' };
  const params = error.reason?.params ?? {};
  switch (key) {
    case 'codeWrong':
      return { key, count: Number(params.triesLeft ?? 0) };
    case 'tooManySends':
      return { key, count: Number(params.minutes ?? 1) };
    case 'notSaudiMobile':
    case 'invalidEmail':
    case 'codeDead':
    case 'tooManyTries':
    case 'sendFailed':
    case 'contactTaken':
    case 'contactSame':
      return { key };
    default:
      // The session refusals do not happen while signing in.
      return { key: 'other' };
  }
}

/** A path of this store to go back to after signing in; anything else (another site) is ignored. */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** Whether an answer says the shopper is not (or no longer) signed in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
