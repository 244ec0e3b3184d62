import type { Language } from '@store/shared/locales';
import { formatSar, halalasToSar } from '@store/shared/money';
import { escapeHtml } from '../../../html/escape-html.ts';
import { otherLanguage, simulatorButton, simulatorPages } from '../simulator-frame.ts';
import { MOYASAR_SIMULATOR_PATH, type SimulatorInvoiceView } from './moyasar-simulator.ts';

const TEXTS = {
  en: {
    title: 'Moyasar simulator',
    badge: 'Simulator',
    notice:
      'No real money is taken. This store has no Moyasar key configured, so this test page stands in for Moyasar’s payment page.',
    order: 'Order',
    amount: 'Amount',
    failed: 'The payment failed:',
    tryAgain: 'Nothing was taken. Try again, or go back to the store.',
    payWith: 'Pay with',
    mada: 'mada card',
    visa: 'Visa',
    master: 'Mastercard',
    applepay: 'Apple Pay',
    stcpay: 'STC Pay',
    otp: 'STC Pay one-time password (OTP)',
    otpHint:
      'Test codes: 123456 or 000000 pay; 111111 fails for insufficient balance; any other code is invalid.',
    failures: 'Try a failed payment',
    declined: 'Declined card',
    insufficientFunds: 'Card with insufficient funds',
    threeDsFailed: '3-D Secure failure',
    back: 'Back to the store',
    gone: 'This invoice is no longer awaiting payment.',
    paid: 'It has been paid.',
    canceled: 'It was cancelled.',
    expired: 'It has expired.',
    unknown: 'There is no such invoice.',
    other: 'العربية',
  },
  ar: {
    title: 'محاكي Moyasar',
    badge: 'محاكاة',
    notice:
      'لا يُخصم أي مبلغ حقيقي. لم يُضبط مفتاح Moyasar لهذا المتجر، لذلك تحل هذه الصفحة التجريبية محل صفحة الدفع لدى Moyasar.',
    order: 'الطلب',
    amount: 'المبلغ',
    failed: 'لم تنجح عملية الدفع:',
    tryAgain: 'لم يُخصم أي مبلغ. حاول مرة أخرى، أو عد إلى المتجر.',
    payWith: 'الدفع باستخدام',
    mada: 'بطاقة مدى',
    visa: 'Visa',
    master: 'Mastercard',
    applepay: 'Apple Pay',
    stcpay: 'STC Pay',
    otp: 'رمز التحقق لمرة واحدة (OTP) من STC Pay',
    otpHint:
      'رموز تجريبية: 123456 أو 000000 للدفع؛ 111111 يفشل لعدم كفاية الرصيد؛ وأي رمز آخر غير صالح.',
    failures: 'تجربة دفع غير ناجح',
    declined: 'بطاقة مرفوضة',
    insufficientFunds: 'بطاقة رصيدها غير كافٍ',
    // The isolate marks (U+2066…U+2069) keep the Latin name whole inside the Arabic line.
    threeDsFailed: 'فشل التحقق \u20663-D Secure\u2069',
    back: 'العودة إلى المتجر',
    gone: 'لم تعد هذه الفاتورة بانتظار الدفع.',
    paid: 'لقد دُفعت.',
    canceled: 'لقد أُلغيت.',
    expired: 'لقد انتهت صلاحيتها.',
    unknown: 'لا توجد فاتورة بهذا الرقم.',
    other: 'English',
  },
} as const;

const ACCENT = '#1f4fd6';

function invoicePath(id: string): string {
  return `${MOYASAR_SIMULATOR_PATH}/${encodeURIComponent(id)}`;
}

const page = simulatorPages(TEXTS, ACCENT);

function button(className: string, choice: string, label: string): string {
  return simulatorButton(className, label, { name: 'choice', value: choice });
}

/** The invoice awaiting payment, with the outcome of the last attempt when it failed. */
export function paymentPage(language: Language, invoice: SimulatorInvoiceView): string {
  const t = TEXTS[language];
  const action = escapeHtml(invoicePath(invoice.id));
  const form = (content: string) =>
    `<form method="post" action="${action}">
<input type="hidden" name="lang" value="${language}">
${content}
</form>`;
  const failure = invoice.lastFailure
    ? `<p class="failure" role="alert">${escapeHtml(t.failed)} <bdi dir="ltr">${escapeHtml(invoice.lastFailure)}</bdi>. ${escapeHtml(t.tryAgain)}</p>`
    : '';
  const body = `<h1>${escapeHtml(invoice.description)}</h1>
<dl>
<dt>${escapeHtml(t.order)}</dt><dd dir="ltr">${escapeHtml(invoice.orderNumber)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd><bdi>${escapeHtml(formatSar(halalasToSar(invoice.amountHalalas), language))}</bdi></dd>
</dl>
${failure}
<h2>${escapeHtml(t.payWith)}</h2>
${form(
  [
    button('pay', 'mada', t.mada),
    button('pay', 'visa', t.visa),
    button('pay', 'master', t.master),
    button('pay', 'applepay', t.applepay),
  ].join('\n'),
)}
${form(`<label for="otp">${escapeHtml(t.otp)}</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="12" dir="ltr">
<p class="hint">${escapeHtml(t.otpHint)}</p>
${button('pay', 'stcpay', t.stcpay)}`)}
<h2>${escapeHtml(t.failures)}</h2>
${form(
  [
    button('fail', 'declined', t.declined),
    button('fail', 'insufficient-funds', t.insufficientFunds),
    button('fail', '3ds-failed', t.threeDsFailed),
  ].join('\n'),
)}
${form(button('back', 'back', t.back))}`;
  return page(language, body, `${invoicePath(invoice.id)}?lang=${otherLanguage(language)}`);
}

/** An invoice that takes no payment (paid, cancelled, expired), or none at all. */
export function notAwaitingPage(language: Language, invoice: SimulatorInvoiceView | null): string {
  const t = TEXTS[language];
  let reason: string | null = t.unknown;
  if (invoice) reason = invoice.status === 'initiated' ? null : t[invoice.status];
  const back = (invoice?.status === 'paid' ? invoice.successUrl : invoice?.backUrl) ?? '/';
  return page(
    language,
    `<h1>${escapeHtml(t.gone)}</h1>
${reason ? `<p>${escapeHtml(reason)}</p>` : ''}
<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>`,
    null,
  );
}
