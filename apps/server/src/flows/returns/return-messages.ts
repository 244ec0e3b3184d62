import { ERROR_CODES } from '@store/shared/errors';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import type { ReturnRefusal } from '@store/shared/schemas/returns';
import { AppError } from '../../plugins/app-error.ts';

/** The day as the shopper reads it: "8 Mar 2026", "٨ مارس ٢٠٢٦" in Latin digits. */
function day(lastDay: string, language: Language): string {
  return formatStoreDate(`${lastDay}T12:00:00Z`, intlLocaleOf(language));
}

/**
 * What a shopper reads when a return is refused, in the page's language. The same as a key and
 * values (`reason`), which the return page words from its own texts.
 */
const TEXTS = {
  notFound: {
    en: () => 'Order not found. Check the order number and the email you ordered with.',
    ar: () => 'لم يتم العثور على الطلب. تحقّق من رقم الطلب والبريد الإلكتروني الذي طلبت به.',
  },
  notDelivered: {
    en: () => 'This order has not been delivered yet. You can ask for a return once it arrives.',
    ar: () => 'لم يُسلَّم هذا الطلب بعد. يمكنك طلب الإرجاع بعد وصوله.',
  },
  notReturnable: {
    en: () => 'This order cannot be returned: it was cancelled or never delivered.',
    ar: () => 'لا يمكن إرجاع هذا الطلب لأنه أُلغي أو لم يُسلَّم.',
  },
  windowClosed: {
    en: (p: Params) =>
      `The return period for this order has ended: the last day was ${day(String(p.lastDay), 'en')}.`,
    ar: (p: Params) =>
      `انتهت مدة الإرجاع لهذا الطلب، وكان آخر يوم لها ${day(String(p.lastDay), 'ar')}.`,
  },
  nothingLeft: {
    en: () => 'Nothing is left to return: every bottle of this order is already in a return.',
    ar: () => 'لم يبقَ ما يمكن إرجاعه، فجميع عبوات هذا الطلب مشمولة بطلبات إرجاع.',
  },
  unknownLine: {
    en: () => 'A chosen item is not part of this order.',
    ar: () => 'أحد المنتجات المختارة ليس من هذا الطلب.',
  },
  tooMany: {
    en: (p: Params) => `${p.name}: at most ${p.left} can still be returned.`,
    ar: (p: Params) => `${p.name}: يمكن إرجاع ${p.left} فقط.`,
  },
  openedNotAccepted: {
    en: (p: Params) =>
      `${p.name}: an opened bottle is taken back only when it is faulty, damaged or not what you ordered.`,
    ar: (p: Params) =>
      `${p.name}: لا تُقبل العبوة المفتوحة إلا إذا كانت معيبة أو تالفة أو مختلفة عمّا طلبت.`,
  },
} satisfies Record<string, Record<Language, (params: Params) => string>>;

type Params = Record<string, string | number>;
export type ReturnRefusalKey = keyof typeof TEXTS;

/** The refusal's message in the shopper's language, with its key and values. */
export function returnRefusal(
  key: ReturnRefusalKey,
  language: Language,
  params: Params = {},
): AppError {
  const status = key === 'notFound' ? 404 : (ORDER_REFUSALS as string[]).includes(key) ? 409 : 422;
  const code =
    status === 404
      ? ERROR_CODES.NOT_FOUND
      : status === 409
        ? ERROR_CODES.CONFLICT
        : ERROR_CODES.VALIDATION_FAILED;
  return new AppError(status, code, TEXTS[key][language](params), { key, params });
}

const ORDER_REFUSALS: ReturnRefusal[] = [
  'notDelivered',
  'notReturnable',
  'windowClosed',
  'nothingLeft',
];
