import type { Language } from '@store/shared/locales';
import { ERROR_CODES, type ErrorCode } from '@store/shared/errors';
import type { SignInRefusal } from '@store/shared/shopper-sign-in';
import { AppError } from '../../plugins/app-error.ts';

function arabicMinutes(n: number): string {
  if (n === 1) return 'دقيقة واحدة';
  if (n === 2) return 'دقيقتين';
  if (n >= 3 && n <= 10) return `${n} دقائق`;
  return `${n} دقيقة`;
}

function arabicTries(n: number): string {
  if (n === 1) return 'محاولة واحدة';
  if (n === 2) return 'محاولتان';
  return `${n} محاولات`;
}

/** The shopper's sign-in messages, in English and Arabic. */
const MESSAGES = {
  en: {
    codeSent: 'If the details are right, a sign-in code is on its way.',
    notSaudiMobile: 'Please enter a Saudi mobile number, for example 05X XXX XXXX.',
    invalidEmail: 'Please enter a valid email address.',
    tooManySends: (minutes: number) =>
      `Too many codes were sent to this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    codeWrong: (left: number) =>
      `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    tooManyTries: 'Too many wrong tries: this code no longer works. Please ask for a new code.',
    codeDead: 'This code has expired or was already used. Please ask for a new code.',
    sendFailed: 'We could not send the code just now. Please try again in a moment.',
    notSignedIn: 'Please sign in.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    sessionReused:
      'This sign-in is no longer valid and has been ended for your safety. Please sign in again.',
    signedIn: 'You are signed in.',
    signedOut: 'You are signed out.',
    signedOutEverywhere: 'You are signed out on all your devices.',
    contactTaken:
      'This number or address belongs to another account. Sign in with it there, or use another.',
    contactSame: 'This is already the number or address of your account.',
    contactCodeSent:
      'We sent a code to the new number or address. Type it in to confirm the change.',
    contactChanged: 'Your account is updated.',
    profileSaved: 'Your details are saved.',
    marketingSaved: 'Your choices are saved.',
  },
  ar: {
    codeSent: 'إذا كانت البيانات صحيحة، فسيصلك رمز الدخول قريبًا.',
    notSaudiMobile: 'يرجى إدخال رقم جوال سعودي، مثل 05X XXX XXXX.',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
    tooManySends: (minutes: number) =>
      `أُرسل عدد كبير من الرموز إلى هذا العنوان. يرجى المحاولة مرة أخرى بعد ${arabicMinutes(minutes)}.`,
    codeWrong: (left: number) => `الرمز غير صحيح. تبقّى لك ${arabicTries(left)}.`,
    tooManyTries: 'محاولات خاطئة كثيرة: لم يعد هذا الرمز صالحًا. يرجى طلب رمز جديد.',
    codeDead: 'انتهت صلاحية هذا الرمز أو سبق استخدامه. يرجى طلب رمز جديد.',
    sendFailed: 'تعذّر إرسال الرمز الآن. يرجى المحاولة بعد قليل.',
    notSignedIn: 'يرجى تسجيل الدخول.',
    sessionEnded: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    sessionReused:
      'لم يعد تسجيل الدخول هذا صالحًا وأُنهي حفاظًا على أمانك. يرجى تسجيل الدخول مرة أخرى.',
    signedIn: 'تم تسجيل دخولك.',
    signedOut: 'تم تسجيل خروجك.',
    signedOutEverywhere: 'تم تسجيل خروجك من جميع أجهزتك.',
    contactTaken: 'هذا الرقم أو العنوان مرتبط بحساب آخر. سجّل الدخول به هناك، أو استخدم غيره.',
    contactSame: 'هذا هو رقم حسابك أو عنوانه الحالي.',
    contactCodeSent: 'أرسلنا رمزًا إلى الرقم أو العنوان الجديد. أدخله لتأكيد التغيير.',
    contactChanged: 'تم تحديث حسابك.',
    profileSaved: 'تم حفظ بياناتك.',
    marketingSaved: 'تم حفظ اختياراتك.',
  },
} as const;

export function signInTexts(language: Language) {
  return MESSAGES[language];
}

const STATUS_OF: Record<SignInRefusal, { status: number; code: ErrorCode }> = {
  notSaudiMobile: { status: 400, code: ERROR_CODES.VALIDATION_FAILED },
  invalidEmail: { status: 400, code: ERROR_CODES.VALIDATION_FAILED },
  tooManySends: { status: 429, code: ERROR_CODES.RATE_LIMITED },
  codeWrong: { status: 400, code: ERROR_CODES.VALIDATION_FAILED },
  codeDead: { status: 400, code: ERROR_CODES.VALIDATION_FAILED },
  tooManyTries: { status: 400, code: ERROR_CODES.VALIDATION_FAILED },
  sendFailed: { status: 503, code: ERROR_CODES.SERVICE_UNAVAILABLE },
  notSignedIn: { status: 401, code: ERROR_CODES.UNAUTHORIZED },
  sessionEnded: { status: 401, code: ERROR_CODES.UNAUTHORIZED },
  sessionReused: { status: 401, code: ERROR_CODES.UNAUTHORIZED },
  contactTaken: { status: 409, code: ERROR_CODES.CONFLICT },
  contactSame: { status: 400, code: ERROR_CODES.VALIDATION_FAILED },
};

/**
 * A refused sign-in step: the status and code that fit, the message in the shopper's language,
 * and `reason.key` (with its numbers) for a page that words it itself.
 */
export class SignInRefusedError extends AppError {
  override name = 'SignInRefusedError';
  constructor(
    readonly refusal: SignInRefusal,
    message: string,
    params: Record<string, number> = {},
    /** For 429: when to try again (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(STATUS_OF[refusal].status, STATUS_OF[refusal].code, message, { key: refusal, params });
  }
}

/** A refusal whose message takes no numbers. */
export function refused(
  refusal: Exclude<SignInRefusal, 'tooManySends' | 'codeWrong'>,
  language: Language,
): SignInRefusedError {
  return new SignInRefusedError(refusal, MESSAGES[language][refusal]);
}
