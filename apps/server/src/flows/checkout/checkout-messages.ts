import { ERROR_CODES, type ErrorCode } from '@store/shared/errors';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGE_MAX_LINES,
  type GiftProblem,
  type SampleProblem,
} from '@store/shared/gifting';
import type { Language } from '@store/shared/locales';
import {
  deliveryMessage,
  type CustomerInfoProblem,
  type DeliveryProblem,
} from '@store/shared/schemas/orders';
import { TABBY_CANCEL_MESSAGE, TABBY_REJECTION_MESSAGES } from '../../modules/payments/index.ts';
import { AppError } from '../../plugins/app-error.ts';

/**
 * What a shopper reads when checkout fails, in both languages. The payment texts are the spec's
 * (section 8): "failed to create order", "failed to confirm payment", and the generic
 * "error while processing payment, try again".
 */
const TEXTS = {
  requiredCod: {
    en: 'Please fill in all required fields (name, email, phone)',
    ar: 'يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف)',
  },
  requiredOnline: {
    en: 'Please fill in all required fields (name, email, phone, address, city, country)',
    ar: 'يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف، العنوان، المدينة، الدولة)',
  },
  invalidEmail: {
    en: 'Please enter a valid email address',
    ar: 'يرجى إدخال بريد إلكتروني صحيح',
  },
  invalidPhone: {
    en: 'Please enter a valid phone number',
    ar: 'يرجى إدخال رقم هاتف صحيح',
  },
  productUnavailable: {
    en: 'A product in your cart is no longer available. Please remove it and try again.',
    ar: 'أحد المنتجات في سلتك لم يعد متاحًا. يرجى إزالته والمحاولة مرة أخرى.',
  },
  priceChanged: {
    en: 'Prices have changed since you opened your cart. Please review your order and try again.',
    ar: 'تغيّرت الأسعار منذ فتح سلتك. يرجى مراجعة طلبك والمحاولة مرة أخرى.',
  },
  createFailed: {
    en: 'Failed to create the order',
    ar: 'فشل في إنشاء الطلب',
  },
  captureFailed: {
    en: 'Failed to confirm the payment',
    ar: 'فشل في تأكيد الدفع',
  },
  processingError: {
    en: 'An error occurred while processing the payment. Please try again.',
    ar: 'حدث خطأ أثناء معالجة الدفع، يرجى المحاولة مرة أخرى',
  },
  declined: {
    en: 'The payment was declined. Nothing was charged.',
    ar: 'تم رفض الدفع، ولم يُخصم أي مبلغ.',
  },
  insufficientFunds: {
    en: 'The payment was declined for insufficient funds. Nothing was charged.',
    ar: 'تم رفض الدفع لعدم كفاية الرصيد، ولم يُخصم أي مبلغ.',
  },
  authenticationFailed: {
    en: 'Your bank could not verify the payment (3-D Secure). Nothing was charged.',
    // U+2066…U+2069 isolate the Latin name, which would otherwise read "D Secure-3".
    ar: 'تعذّر على البنك التحقق من عملية الدفع (\u20663-D Secure\u2069)، ولم يُخصم أي مبلغ.',
  },
  abandoned: {
    en: 'The payment was not completed and nothing was charged. Your cart is still here.',
    ar: 'لم تكتمل عملية الدفع ولم يُخصم أي مبلغ. سلتك ما زالت محفوظة.',
  },
  methodUnavailable: {
    en: 'This payment method is not available. Please choose another one.',
    ar: 'طريقة الدفع هذه غير متاحة. يرجى اختيار طريقة أخرى.',
  },
  notApproved: {
    en: 'The payment has not been approved yet.',
    ar: 'لم تتم الموافقة على الدفع بعد.',
  },
  expired: {
    en: 'This payment session has ended and nothing was charged. Please place your order again.',
    ar: 'انتهت جلسة الدفع هذه ولم يُخصم أي مبلغ. يرجى إعادة تقديم الطلب.',
  },
  pending: {
    en: 'Your payment is being reviewed by PayPal. We will email you once it is complete.',
    ar: 'دفعتك قيد المراجعة لدى PayPal، وسنرسل إليك رسالة بالبريد الإلكتروني عند اكتمالها.',
  },
  // Tabby's own texts, which Tabby asks stores to show (TABBY.md, "rejection_reason").
  payLaterNotAvailable: TABBY_REJECTION_MESSAGES.not_available,
  payLaterAmountTooHigh: TABBY_REJECTION_MESSAGES.order_amount_too_high,
  payLaterAmountTooLow: TABBY_REJECTION_MESSAGES.order_amount_too_low,
  payLaterCancelled: TABBY_CANCEL_MESSAGE,
  paymentNotFound: {
    en: 'Payment not found',
    ar: 'لم يتم العثور على عملية الدفع',
  },
  // Delivery (issue 19): the same words as the checkout page's.
  chooseCity: {
    en: 'Please choose your city from the list',
    ar: 'يرجى اختيار مدينتك من القائمة',
  },
  cityRequired: { en: 'Please enter your city', ar: 'يرجى إدخال مدينتك' },
  addressRequired: {
    en: 'Please enter your district and street so the courier can find you',
    ar: 'يرجى إدخال الحي والشارع ليصل إليك المندوب',
  },
  invalidBuildingNumber: {
    en: 'The building number has 4 digits',
    ar: 'رقم المبنى مكوّن من 4 أرقام',
  },
  invalidPostalCode: { en: 'The postal code has 5 digits', ar: 'الرمز البريدي مكوّن من 5 أرقام' },
  invalidAdditionalNumber: {
    en: 'The additional number has 4 digits',
    ar: 'الرقم الإضافي مكوّن من 4 أرقام',
  },
  invalidShortAddress: {
    en: 'The short address is 4 letters and 4 digits, e.g. RRRD2929',
    ar: 'العنوان المختصر 4 أحرف و4 أرقام، مثل RRRD2929',
  },
  deliveryUnavailable: {
    en: 'The delivery option you chose is no longer available for your address. Please choose another.',
    ar: 'طريقة التوصيل التي اخترتها لم تعد متاحة لعنوانك. يرجى اختيار طريقة أخرى.',
  },
  noDelivery: {
    en: 'We do not deliver to this city yet.',
    ar: 'لا نوصّل إلى هذه المدينة حاليًا.',
  },
  abroad: { en: 'We do not deliver to this country.', ar: 'لا نوصّل إلى هذه الدولة.' },
  codUnavailableHere: {
    en: 'Cash on delivery is not available for this address. Please choose another payment method.',
    ar: 'الدفع عند الاستلام غير متاح لهذا العنوان. يرجى اختيار طريقة دفع أخرى.',
  },
  // Gifting and samples (decision 036): the same words as the checkout page's.
  messageTooLong: {
    en: `The gift message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters.`,
    ar: `يجب ألا تتجاوز رسالة الهدية ${GIFT_MESSAGE_MAX_LENGTH} حرفًا.`,
  },
  messageTooManyLines: {
    en: `The gift message can have at most ${GIFT_MESSAGE_MAX_LINES} lines.`,
    ar: `يجب ألا تتجاوز رسالة الهدية ${GIFT_MESSAGE_MAX_LINES} أسطر.`,
  },
  tooManySamples: {
    en: 'You chose more free samples than this store offers per order.',
    ar: 'اخترت عينات مجانية أكثر مما يتيحه المتجر لكل طلب.',
  },
  duplicateSample: {
    en: 'Each free sample can be chosen once.',
    ar: 'يمكن اختيار كل عينة مجانية مرة واحدة فقط.',
  },
} satisfies Record<string, Record<Language, string>>;

export type CheckoutText = keyof typeof TEXTS;

/** The failures of checkout and payment: their HTTP status, stable code and text. */
const FAILURES = {
  productUnavailable: [409, ERROR_CODES.PRODUCT_UNAVAILABLE],
  priceChanged: [409, ERROR_CODES.PRICE_MISMATCH],
  createFailed: [502, ERROR_CODES.PAYMENT_CREATE_FAILED],
  captureFailed: [502, ERROR_CODES.CAPTURE_FAILED],
  processingError: [503, ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE],
  declined: [402, ERROR_CODES.PAYMENT_DECLINED],
  insufficientFunds: [402, ERROR_CODES.PAYMENT_DECLINED],
  authenticationFailed: [402, ERROR_CODES.PAYMENT_DECLINED],
  abandoned: [409, ERROR_CODES.PAYMENT_CANCELLED],
  methodUnavailable: [409, ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE],
  notApproved: [409, ERROR_CODES.PAYMENT_NOT_APPROVED],
  expired: [409, ERROR_CODES.PAYMENT_EXPIRED],
  pending: [409, ERROR_CODES.PAYMENT_PENDING],
  payLaterNotAvailable: [402, ERROR_CODES.PAYMENT_DECLINED],
  payLaterAmountTooHigh: [402, ERROR_CODES.PAYMENT_DECLINED],
  payLaterAmountTooLow: [402, ERROR_CODES.PAYMENT_DECLINED],
  payLaterCancelled: [409, ERROR_CODES.PAYMENT_CANCELLED],
  paymentNotFound: [404, ERROR_CODES.NOT_FOUND],
  chooseCity: [400, ERROR_CODES.VALIDATION_FAILED],
  cityRequired: [400, ERROR_CODES.VALIDATION_FAILED],
  addressRequired: [400, ERROR_CODES.VALIDATION_FAILED],
  invalidBuildingNumber: [400, ERROR_CODES.VALIDATION_FAILED],
  invalidPostalCode: [400, ERROR_CODES.VALIDATION_FAILED],
  invalidAdditionalNumber: [400, ERROR_CODES.VALIDATION_FAILED],
  invalidShortAddress: [400, ERROR_CODES.VALIDATION_FAILED],
  deliveryUnavailable: [409, ERROR_CODES.CONFLICT],
  noDelivery: [409, ERROR_CODES.CONFLICT],
  abroad: [409, ERROR_CODES.CONFLICT],
  codUnavailableHere: [409, ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE],
  messageTooLong: [400, ERROR_CODES.VALIDATION_FAILED],
  messageTooManyLines: [400, ERROR_CODES.VALIDATION_FAILED],
  tooManySamples: [400, ERROR_CODES.VALIDATION_FAILED],
  duplicateSample: [400, ERROR_CODES.VALIDATION_FAILED],
} satisfies Partial<Record<CheckoutText, [number, ErrorCode]>>;

export type CheckoutFailure = keyof typeof FAILURES;

export function checkoutError(failure: CheckoutFailure, language: Language): AppError {
  const [status, code] = FAILURES[failure];
  return new AppError(status, code, TEXTS[failure][language]);
}

/** The first problem with the customer details, in the spec's order: missing fields, then email, then phone. */
export function customerInfoError(
  problems: CustomerInfoProblem[],
  online: boolean,
  language: Language,
): AppError {
  const first = problems[0]?.problem;
  const text =
    first === 'invalid-email'
      ? TEXTS.invalidEmail
      : first === 'invalid-phone'
        ? TEXTS.invalidPhone
        : online
          ? TEXTS.requiredOnline
          : TEXTS.requiredCod;
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, text[language]);
}

/** The first problem with the delivery address, in the form's order (`deliveryProblems`). */
export function deliveryError(problems: DeliveryProblem[], language: Language): AppError | null {
  const message = deliveryMessage(problems);
  return message ? checkoutError(message, language) : null;
}

/** Names the product, in the shopper's language, and how many are left when some are. */
export function outOfStockError(name: string, left: number, language: Language): AppError {
  const message =
    language === 'ar'
      ? left > 0
        ? `الكمية المتاحة من «${name}» هي ${left} فقط. يرجى تعديل الكمية في سلتك.`
        : `عذرًا، «${name}» غير متوفر حاليًا في المخزون.`
      : left > 0
        ? `Only ${left} of “${name}” left in stock. Please change the quantity in your cart.`
        : `Sorry, “${name}” is out of stock.`;
  return new AppError(409, ERROR_CODES.OUT_OF_STOCK, message);
}

/** A gift message or a choice of samples the store does not accept. */
export function giftError(problem: GiftProblem | SampleProblem, language: Language): AppError {
  return checkoutError(problem, language);
}

/** A chosen sample that cannot be had now, named when it is a product of the store. */
export function sampleUnavailableError(name: string | null, language: Language): AppError {
  const message =
    language === 'ar'
      ? name
        ? `عذرًا، نفدت عينات «${name}». يرجى اختيار عينة أخرى.`
        : 'إحدى العينات المختارة غير متاحة. يرجى اختيار عينة أخرى.'
      : name
        ? `Sorry, samples of “${name}” have run out. Please choose another.`
        : 'A sample you chose is not available. Please choose another.';
  return new AppError(409, ERROR_CODES.OUT_OF_STOCK, message);
}
