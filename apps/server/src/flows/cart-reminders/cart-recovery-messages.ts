import type { Language } from '@store/shared/locales';
import { ERROR_CODES } from '@store/shared/errors';
import { AppError } from '../../plugins/app-error.ts';

const MESSAGES = {
  en: {
    noContact: 'Give a valid email address or Saudi mobile number to be reminded of your cart.',
    unknownLink: 'This link is not valid any more. Your cart may already have been ordered.',
    unsubscribed: 'You will receive no more cart reminders.',
  },
  ar: {
    noContact: 'أدخل بريدًا إلكترونيًا صحيحًا أو رقم جوال سعوديًا لنذكّرك بسلتك.',
    unknownLink: 'هذا الرابط لم يعد صالحًا، وربما طُلبت سلتك بالفعل.',
    unsubscribed: 'لن تصلك تذكيرات بالسلة بعد الآن.',
  },
} as const;

export function cartRecoveryTexts(language: Language) {
  return MESSAGES[language];
}

export function noContact(language: Language): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, MESSAGES[language].noContact, {
    key: 'noContact',
    params: {},
  });
}

export function unknownLink(language: Language): AppError {
  return new AppError(404, ERROR_CODES.NOT_FOUND, MESSAGES[language].unknownLink, {
    key: 'unknownLink',
    params: {},
  });
}
