import { ERROR_CODES } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import { formatSar } from '@store/shared/money';
import { riyadhTime } from '@store/shared/riyadh-time';
import type { DiscountRefusal } from '@store/shared/schemas/promotions';
import { AppError } from '../../plugins/app-error.ts';
import type { Refusal } from './promotion-rules.ts';

type Texts = Record<DiscountRefusal, Record<Language, (params: Refusal['params']) => string>>;

const when = (params: Refusal['params']) => riyadhTime(String(params.at), 'minute');
const amount = (params: Refusal['params'], language: Language) =>
  formatSar(Number(params.amountHalalas) / 100, language);

/** Why a code does not apply, in the shopper's words (issue 21). Dates are Riyadh time. */
const TEXTS: Texts = {
  unknown: {
    en: () => 'We do not know this code. Please check it and try again.',
    ar: () => 'رمز الخصم هذا غير معروف. يرجى التحقق منه والمحاولة مرة أخرى.',
  },
  inactive: {
    en: () => 'This code is no longer active.',
    ar: () => 'لم يعد رمز الخصم هذا مفعّلًا.',
  },
  notStarted: {
    en: (p) => `This code starts on ${when(p)} (Riyadh time).`,
    ar: (p) => `يبدأ العمل برمز الخصم هذا في \u2066${when(p)}\u2069 بتوقيت الرياض.`,
  },
  ended: {
    en: (p) => `This code ended on ${when(p)} (Riyadh time).`,
    ar: (p) => `انتهت صلاحية رمز الخصم هذا في \u2066${when(p)}\u2069 بتوقيت الرياض.`,
  },
  usedUp: {
    en: () => 'This code has been used as many times as it allows.',
    ar: () => 'استُنفد عدد مرات استخدام رمز الخصم هذا.',
  },
  alreadyUsed: {
    en: () => 'You have already used this code.',
    ar: () => 'لقد استخدمت رمز الخصم هذا من قبل.',
  },
  minimumOrder: {
    en: (p) => `This code needs a minimum order of ${amount(p, 'en')}.`,
    ar: (p) => `يتطلب رمز الخصم هذا حدًا أدنى للطلب قدره ${amount(p, 'ar')}.`,
  },
  notForTheseProducts: {
    en: () => 'This code is not valid for the products in your cart.',
    ar: () => 'رمز الخصم هذا غير صالح للمنتجات الموجودة في سلتك.',
  },
  firstOrderOnly: {
    en: () => 'This code is for a first order only.',
    ar: () => 'رمز الخصم هذا مخصص للطلب الأول فقط.',
  },
};

export function refusalMessage(refusal: Refusal, language: Language): string {
  return TEXTS[refusal.reason][language](refusal.params);
}

/** A refused code, answered 422 with the reason for a screen and the message in the language. */
export class DiscountRefused extends AppError {
  override name = 'DiscountRefused';
  constructor(
    readonly refusal: Refusal,
    language: Language,
  ) {
    super(422, ERROR_CODES.DISCOUNT_NOT_APPLICABLE, refusalMessage(refusal, language), {
      key: refusal.reason,
      params: refusal.params,
    });
  }
}
