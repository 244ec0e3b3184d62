import { intlLocaleOf, type Language } from '@store/shared/locales';
import { formatSar, halalasToSar } from '@store/shared/money';
import { SIMULATOR_PATH } from './paypal-simulator.ts';
import { escapeHtml } from '../../../html/escape-html.ts';
import { otherLanguage, simulatorButton, simulatorPages } from '../simulator-frame.ts';

const TEXTS = {
  en: {
    title: 'PayPal simulator',
    badge: 'Simulator',
    notice:
      'Test payment page. This store has no PayPal account configured, so no real payment happens here and no money is taken.',
    payTo: (merchant: string) => `Pay ${merchant}`,
    order: 'Order',
    amount: 'Amount',
    approve: 'Approve payment',
    decline: 'Simulate a declined payment',
    cancel: 'Cancel and return to the store',
    gone: 'This payment is no longer waiting for approval.',
    back: 'Back to the store',
    other: 'العربية',
  },
  ar: {
    title: 'محاكي PayPal',
    badge: 'محاكاة',
    notice:
      'صفحة دفع تجريبية. لم يُضبط حساب PayPal لهذا المتجر، لذلك لا تتم هنا أي عملية دفع حقيقية ولا يُخصم أي مبلغ.',
    payTo: (merchant: string) => `الدفع إلى ${merchant}`,
    order: 'الطلب',
    amount: 'المبلغ',
    approve: 'الموافقة على الدفع',
    decline: 'محاكاة رفض الدفع',
    cancel: 'إلغاء والعودة إلى المتجر',
    gone: 'لم تعد عملية الدفع هذه بانتظار الموافقة.',
    back: 'العودة إلى المتجر',
    other: 'English',
  },
} as const;

const page = simulatorPages(TEXTS, '#0070ba');

export interface ApprovalPageData {
  token: string;
  merchant: string;
  orderNumber: string;
  currency: string;
  /** The settlement currency's amount as PayPal writes it ("26.67"). */
  value: string;
  amountHalalas: number;
}

export function approvalPage(language: Language, data: ApprovalPageData): string {
  const t = TEXTS[language];
  const charged = new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: data.currency,
  }).format(Number(data.value));
  const sar = formatSar(halalasToSar(data.amountHalalas), language);
  const token = escapeHtml(data.token);
  const body = `<h1>${escapeHtml(t.payTo(data.merchant))}</h1>
<dl>
<dt>${escapeHtml(t.order)}</dt><dd dir="ltr">${escapeHtml(data.orderNumber)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd><bdi>${escapeHtml(charged)}</bdi> (<bdi>${escapeHtml(sar)}</bdi>)</dd>
</dl>
<form method="post" action="${SIMULATOR_PATH}">
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="lang" value="${language}">
${simulatorButton('pay', t.approve, { name: 'decision', value: 'approve' })}
${simulatorButton('fail', t.decline, { name: 'decision', value: 'decline' })}
${simulatorButton('back', t.cancel, { name: 'decision', value: 'cancel' })}
</form>`;
  const other = `${SIMULATOR_PATH}?token=${encodeURIComponent(data.token)}&lang=${otherLanguage(language)}`;
  return page(language, body, other);
}

export function notAwaitingPage(language: Language): string {
  const t = TEXTS[language];
  return page(
    language,
    `<h1>${escapeHtml(t.gone)}</h1><p><a href="/">${escapeHtml(t.back)}</a></p>`,
    null,
  );
}
