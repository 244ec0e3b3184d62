import type { Language } from '@store/shared/locales';
import { ERROR_CODES } from '@store/shared/errors';
import { AppError } from '../../plugins/app-error.ts';

const MESSAGES = {
  en: {
    openOrders:
      'You have an order that is not finished yet. You can delete your account once it has been delivered or cancelled.',
    deleted: 'Your account is deleted. Your personal details have been erased.',
  },
  ar: {
    openOrders: 'لديك طلب لم يكتمل بعد. يمكنك حذف حسابك بعد توصيله أو إلغائه.',
    deleted: 'حُذف حسابك ومُحيت بياناتك الشخصية.',
  },
} as const;

export function erasureTexts(language: Language) {
  return MESSAGES[language];
}

/** 409: an order on its way still needs the address and phone to be delivered. */
export function openOrdersRefusal(language: Language, orderNumbers: string[]): AppError {
  return new AppError(409, ERROR_CODES.CONFLICT, MESSAGES[language].openOrders, {
    key: 'openOrders',
    params: { count: orderNumbers.length },
  });
}
