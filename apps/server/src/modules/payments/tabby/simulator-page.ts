import type { Language } from '@store/shared/locales';
import { formatSar, halalasToSar } from '@store/shared/money';
import { escapeHtml } from '../../../html/escape-html.ts';
import { otherLanguage, simulatorButton, simulatorPages } from '../simulator-frame.ts';
import {
  TABBY_SIMULATOR_OTP,
  TABBY_SIMULATOR_PATH,
  type TabbySimulatorView,
} from './tabby-simulator.ts';

const TEXTS = {
  en: {
    title: 'Tabby simulator',
    badge: 'Simulator',
    notice:
      'No real money moves. This store has no Tabby key configured, so this test page stands in for Tabby’s checkout.',
    heading: 'Pay in 4 with Tabby',
    order: 'Order',
    total: 'Total',
    /** HTML: `amount` is markup already. */
    fourOf: (amount: string) => `4 payments of ${amount}`,
    four: '4 payments',
    schedule: ['Today', 'In 1 month', 'In 2 months', 'In 3 months'],
    noFees: 'No interest, no fees.',
    pay: 'Pay with Tabby',
    tryRefusal: 'Try a refusal',
    decline: 'Tabby declines',
    back: 'Back to the store',
    otpHeading: 'Confirm with the code sent to your phone',
    otp: 'One-time password (OTP)',
    otpHint: `Test code: ${TABBY_SIMULATOR_OTP}, as on Tabby’s sandbox.`,
    wrongOtp: 'The code is wrong. Nothing was taken; enter it again.',
    confirm: 'Confirm and pay',
    gone: 'This Tabby payment is no longer awaiting you.',
    AUTHORIZED: 'Tabby has approved it.',
    CLOSED: 'Tabby has approved it.',
    REJECTED: 'Tabby declined it.',
    EXPIRED: 'It was cancelled or has expired.',
    continue: 'Continue to the store',
    unknown: 'There is no such Tabby payment.',
    badRequest: 'This choice is not one the page offers.',
    toPayment: 'Back to the payment',
    other: 'العربية',
  },
  ar: {
    title: 'محاكي تابي',
    badge: 'محاكاة',
    notice:
      'لا تنتقل أي أموال حقيقية. لم يُضبط مفتاح تابي لهذا المتجر، لذلك تحل هذه الصفحة التجريبية محل صفحة الدفع لدى تابي.',
    heading: 'قسّمها على 4 دفعات مع تابي',
    order: 'الطلب',
    total: 'الإجمالي',
    fourOf: (amount: string) => `4 دفعات بقيمة ${amount}`,
    four: '4 دفعات',
    schedule: ['اليوم', 'بعد شهر', 'بعد شهرين', 'بعد 3 أشهر'],
    noFees: 'بدون فوائد أو رسوم.',
    pay: 'ادفع عبر تابي',
    tryRefusal: 'تجربة الرفض',
    decline: 'تابي ترفض الدفع',
    back: 'العودة إلى المتجر',
    otpHeading: 'أكّد بالرمز المرسل إلى جوالك',
    otp: 'رمز التحقق لمرة واحدة (OTP)',
    otpHint: `الرمز التجريبي: ${TABBY_SIMULATOR_OTP}، كما في بيئة تابي التجريبية.`,
    wrongOtp: 'الرمز غير صحيح. لم يُخصم أي مبلغ؛ أدخله مرة أخرى.',
    confirm: 'تأكيد الدفع',
    gone: 'لم تعد عملية الدفع هذه عبر تابي بانتظارك.',
    AUTHORIZED: 'وافقت عليها تابي.',
    CLOSED: 'وافقت عليها تابي.',
    REJECTED: 'رفضتها تابي.',
    EXPIRED: 'أُلغيت أو انتهت صلاحيتها.',
    continue: 'المتابعة إلى المتجر',
    unknown: 'لا توجد عملية دفع عبر تابي بهذا الرقم.',
    badRequest: 'هذا الاختيار ليس مما تعرضه الصفحة.',
    toPayment: 'العودة إلى الدفع',
    other: 'English',
  },
} as const;

/** Tabby's colour is black buttons on white. */
const ACCENT = '#292929';

/** The page's steps: the plan with the three choices, then the OTP. */
export type TabbySimulatorStep = 'plan' | 'otp';

/**
 * The total in four instalments, to the halala: each a quarter rounded down, the first ones one
 * halala more until the four add up to the total (10001 → 2501, 2500, 2500, 2500).
 */
export function splitInFour(totalHalalas: number): [number, number, number, number] {
  const part = Math.floor(totalHalalas / 4);
  const rest = totalHalalas - part * 4;
  const at = (index: number) => part + (index < rest ? 1 : 0);
  return [at(0), at(1), at(2), at(3)];
}

function sar(halalas: number, language: Language): string {
  return `<bdi>${escapeHtml(formatSar(halalasToSar(halalas), language))}</bdi>`;
}

function paymentPath(id: string): string {
  return `${TABBY_SIMULATOR_PATH}/${encodeURIComponent(id)}`;
}

const page = simulatorPages(TEXTS, ACCENT);

function summary(language: Language, payment: TabbySimulatorView): string {
  const t = TEXTS[language];
  return `<dl>
<dt>${escapeHtml(t.order)}</dt><dd dir="ltr">${escapeHtml(payment.orderNumber)}</dd>
<dt>${escapeHtml(t.total)}</dt><dd>${sar(payment.amountHalalas, language)}</dd>
</dl>`;
}

function postForm(language: Language, payment: TabbySimulatorView, content: string): string {
  return `<form method="post" action="${escapeHtml(paymentPath(payment.id))}">
<input type="hidden" name="lang" value="${language}">
${content}
</form>`;
}

function choice(className: string, value: string, label: string): string {
  return simulatorButton(className, label, { name: 'choice', value });
}

/** The payment awaiting the shopper: the plan in four, and pay, be declined or go back. */
export function planPage(language: Language, payment: TabbySimulatorView): string {
  const t = TEXTS[language];
  const parts = splitInFour(payment.amountHalalas);
  const even = parts.every((part) => part === parts[0]);
  const schedule = parts
    .map((part, index) => `<li>${escapeHtml(t.schedule[index]!)}: ${sar(part, language)}</li>`)
    .join('\n');
  const body = `<h1>${escapeHtml(t.heading)}</h1>
${summary(language, payment)}
<h2>${even ? t.fourOf(sar(parts[0], language)) : escapeHtml(t.four)}</h2>
<ol>
${schedule}
</ol>
<p class="hint">${escapeHtml(t.noFees)}</p>
<form method="get" action="${escapeHtml(paymentPath(payment.id))}">
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="step" value="otp">
${simulatorButton('pay', t.pay)}
</form>
<h2>${escapeHtml(t.tryRefusal)}</h2>
${postForm(language, payment, choice('fail', 'reject', t.decline))}
${postForm(language, payment, choice('back', 'cancel', t.back))}`;
  return page(language, body, `${paymentPath(payment.id)}?lang=${otherLanguage(language)}`);
}

/** Tabby's OTP step; `wrongOtp` after a code that was not the sandbox's. */
export function otpPage(
  language: Language,
  payment: TabbySimulatorView,
  wrongOtp: boolean,
): string {
  const t = TEXTS[language];
  const failure = wrongOtp ? `<p class="failure" role="alert">${escapeHtml(t.wrongOtp)}</p>` : '';
  const body = `<h1>${escapeHtml(t.otpHeading)}</h1>
${summary(language, payment)}
${failure}
${postForm(
  language,
  payment,
  `<label for="otp">${escapeHtml(t.otp)}</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required dir="ltr">
<p class="hint">${escapeHtml(t.otpHint)}</p>
${choice('pay', 'approve', t.confirm)}`,
)}
${postForm(language, payment, choice('back', 'cancel', t.back))}`;
  return page(
    language,
    body,
    `${paymentPath(payment.id)}?lang=${otherLanguage(language)}&step=otp`,
  );
}

/** A payment no longer awaiting the shopper (with the way on), or none at all. */
export function notAwaitingPage(language: Language, payment: TabbySimulatorView | null): string {
  const t = TEXTS[language];
  if (!payment || payment.status === 'CREATED') {
    return page(
      language,
      `<h1>${escapeHtml(t.unknown)}</h1>
<p><a href="/">${escapeHtml(t.back)}</a></p>`,
      null,
    );
  }
  return page(
    language,
    `<h1>${escapeHtml(t.gone)}</h1>
<p>${escapeHtml(t[payment.status])}</p>
<p><a href="${escapeHtml(payment.merchantUrl ?? '/')}">${escapeHtml(t.continue)}</a></p>`,
    null,
  );
}

/** A post the page never makes (an unknown choice). */
export function badRequestPage(language: Language, payment: TabbySimulatorView | null): string {
  const t = TEXTS[language];
  const back = payment
    ? { href: `${paymentPath(payment.id)}?lang=${language}`, label: t.toPayment }
    : { href: '/', label: t.back };
  return page(
    language,
    `<h1>${escapeHtml(t.badRequest)}</h1>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
    null,
  );
}
