import { directionOf, intlLocaleOf, type Language } from '@store/shared/locales';
import { formatSar, halalasToSar } from '@store/shared/money';
import { SIMULATOR_PATH } from './paypal-simulator.ts';
import { escapeHtml } from '../../../html/escape-html.ts';

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

// Inline styles are allowed by the app's CSP (style-src 'unsafe-inline'); scripts are not, and
// the page needs none: a plain form with one submit button per choice.
const STYLE = `
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,Arial,sans-serif;background:#f5f7fa;color:#1a1a1a}
.banner{background:#b42318;color:#fff;padding:12px 16px;text-align:center;font-weight:600}
.banner strong{display:inline-block;border:2px solid #fff;border-radius:4px;padding:0 8px;margin-inline-end:8px;text-transform:uppercase;letter-spacing:.05em}
main{max-width:28rem;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#555}dd{margin:0;font-weight:600}
button{display:block;width:100%;padding:12px;font:inherit;margin-block-end:12px;border-radius:24px;font-size:1rem;cursor:pointer;border:1px solid #0070ba}
.approve{background:#0070ba;color:#fff}.decline{background:#fff;color:#b42318;border-color:#b42318}
.cancel{background:#fff;color:#0070ba}
.lang{display:block;text-align:center;margin-top:8px;color:#0070ba}
`;

function page(language: Language, body: string, otherLanguageUrl: string | null): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="alert"><strong>${escapeHtml(t.badge)}</strong>${escapeHtml(t.notice)}</div>
<main>
${body}
${otherLanguageUrl ? `<a class="lang" href="${escapeHtml(otherLanguageUrl)}" lang="${language === 'ar' ? 'en' : 'ar'}">${escapeHtml(t.other)}</a>` : ''}
</main>
</body>
</html>`;
}

export interface ApprovalPageData {
  token: string;
  merchant: string;
  orderNumber: string;
  currency: string;
  /** The settlement currency's amount as PayPal writes it ("26.67"). */
  value: string;
  amountHalalas: number;
}

function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
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
<button class="approve" type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
<button class="decline" type="submit" name="decision" value="decline">${escapeHtml(t.decline)}</button>
<button class="cancel" type="submit" name="decision" value="cancel">${escapeHtml(t.cancel)}</button>
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
