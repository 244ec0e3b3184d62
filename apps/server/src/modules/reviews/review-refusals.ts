import { ERROR_CODES } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import { REVIEW_LIMITS, type ReviewRefusal } from '@store/shared/schemas/reviews';
import { AppError } from '../../plugins/app-error.ts';

type Params = Record<string, string | number>;
const named = (p: Params, text: string) => (p.name ? `${p.name}: ${text}` : text);

/**
 * What the shopper reads when a link or a review is refused, in the page's language; the same as
 * a key and values (`reason`), which the review page words from its own texts.
 */
const TEXTS = {
  linkUnknown: {
    en: () => 'This review link is not valid. Please use the link in your email.',
    ar: () => 'رابط التقييم هذا غير صالح. يرجى استخدام الرابط الموجود في بريدك الإلكتروني.',
  },
  linkUsed: {
    en: () => 'This review link has already been used. Thank you for your review.',
    ar: () => 'سبق استخدام رابط التقييم هذا. شكرًا لتقييمك.',
  },
  linkExpired: {
    en: () => 'This review link has expired.',
    ar: () => 'انتهت صلاحية رابط التقييم هذا.',
  },
  notBought: {
    en: () => 'You can only review products you bought in this order.',
    ar: () => 'يمكنك تقييم المنتجات التي اشتريتها في هذا الطلب فقط.',
  },
  duplicateProduct: {
    en: (p: Params) => named(p, 'each product can be reviewed once.'),
    ar: (p: Params) => named(p, 'يمكن تقييم كل منتج مرة واحدة.'),
  },
  starsOutOfRange: {
    en: (p: Params) => named(p, 'please choose from 1 to 5 stars.'),
    ar: (p: Params) => named(p, 'يرجى اختيار من نجمة إلى 5 نجوم.'),
  },
  titleTooLong: {
    en: (p: Params) => named(p, `the title can be at most ${REVIEW_LIMITS.titleMax} characters.`),
    ar: (p: Params) => named(p, `يجب ألا يزيد العنوان على ${REVIEW_LIMITS.titleMax} حرفًا.`),
  },
  textEmpty: {
    en: (p: Params) => named(p, 'please write a few words about it.'),
    ar: (p: Params) => named(p, 'يرجى كتابة بضع كلمات عنه.'),
  },
  textTooLong: {
    en: (p: Params) => named(p, `the review can be at most ${REVIEW_LIMITS.textMax} characters.`),
    ar: (p: Params) => named(p, `يجب ألا يزيد التقييم على ${REVIEW_LIMITS.textMax} حرف.`),
  },
} satisfies Record<ReviewRefusal, Record<Language, (params: Params) => string>>;

const STATUS: Record<ReviewRefusal, number> = {
  linkUnknown: 404,
  linkUsed: 409,
  linkExpired: 410,
  notBought: 403,
  duplicateProduct: 422,
  starsOutOfRange: 422,
  titleTooLong: 422,
  textEmpty: 422,
  textTooLong: 422,
};

const CODE: Record<number, (typeof ERROR_CODES)[keyof typeof ERROR_CODES]> = {
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  410: ERROR_CODES.CONFLICT,
  403: ERROR_CODES.FORBIDDEN,
  422: ERROR_CODES.VALIDATION_FAILED,
};

/** The refusal in the shopper's language, with its key and values (`reason`). */
export function reviewRefusal(
  key: ReviewRefusal,
  language: Language,
  params: Params = {},
): AppError {
  const status = STATUS[key];
  return new AppError(status, CODE[status]!, TEXTS[key][language](params), { key, params });
}
