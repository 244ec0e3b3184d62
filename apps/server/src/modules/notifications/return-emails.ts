import { localize, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import { type ComposedEmail, contactLines, money, render } from './order-emails.ts';

/** What a return email needs to know of the request and its order. */
export interface ReturnNotice {
  returnNumber: string;
  orderNumber: string;
  firstName: string;
  /** The store's words with its decision: instructions with an approval, the reason of a rejection. */
  decisionNote: string;
  lines: { name: { en: string; ar: string }; quantity: number }[];
}

const TEXTS = {
  en: {
    approvedSubject: (r: string, site: string) => `Your return ${r} is approved – ${site}`,
    rejectedSubject: (r: string, site: string) => `Your return request ${r} – ${site}`,
    refundedSubject: (r: string, site: string) => `Refund for your return ${r} – ${site}`,
    hello: (name: string) => `Hello ${name},`,
    approved: (r: string, n: string) =>
      `We have approved your return ${r} for order ${n}. Please send the items below back to us; once they arrive and we have checked them, we will refund or exchange them as agreed.`,
    rejected: (r: string, n: string) =>
      `We are sorry: we cannot accept your return request ${r} for order ${n}.`,
    reason: 'Reason',
    note: 'Our note',
    refundedCash: (amount: string, r: string, n: string) =>
      `We have refunded ${amount} in cash for your return ${r} of order ${n}.`,
    items: 'Items',
  },
  ar: {
    approvedSubject: (r: string, site: string) => `تمت الموافقة على طلب الإرجاع ${r} – ${site}`,
    rejectedSubject: (r: string, site: string) => `طلب الإرجاع رقم ${r} – ${site}`,
    refundedSubject: (r: string, site: string) => `استرداد مبلغ طلب الإرجاع ${r} – ${site}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    approved: (r: string, n: string) =>
      `وافقنا على طلب الإرجاع ${r} للطلب رقم ${n}. يرجى إرسال المنتجات الموضحة أدناه إلينا، وبعد وصولها وفحصها سنعيد المبلغ أو نستبدلها كما اتفقنا.`,
    rejected: (r: string, n: string) => `نعتذر، لا يمكننا قبول طلب الإرجاع ${r} للطلب رقم ${n}.`,
    reason: 'السبب',
    note: 'ملاحظتنا',
    refundedCash: (amount: string, r: string, n: string) =>
      `أعدنا إليك ${amount} نقدًا عن طلب الإرجاع ${r} للطلب رقم ${n}.`,
    items: 'المنتجات',
  },
} as const;

function itemRows(notice: ReturnNotice, language: Language) {
  return notice.lines.map((line) => ({
    label: localize(line.name, language),
    value: `× ${line.quantity}`,
  }));
}

type Texts = (typeof TEXTS)[Language];

/** The return emails: a notice, the store's settings and the language, to a composed email. */
type ReturnEmailOf<N extends ReturnNotice> = (
  notice: N,
  settings: SiteSettings,
  language: Language,
) => ComposedEmail;

/**
 * A return email: the subject of its kind, the greeting, what the store did, its contacts, and
 * the items of the return.
 */
function returnEmail(
  notice: ReturnNotice,
  settings: SiteSettings,
  language: Language,
  kind: 'approved' | 'rejected' | 'refunded',
  said: (t: Texts) => string[],
): ComposedEmail {
  const t = TEXTS[language];
  const site = localize(settings.siteInfo.siteName, language);
  const body = render(language, {
    paragraphs: [t.hello(notice.firstName), ...said(t), ...contactLines(settings, language)],
    rows: [itemRows(notice, language)],
  });
  return { subject: t[`${kind}Subject`](notice.returnNumber, site), ...body };
}

/** The shopper's notice that a return is approved, with the store's instructions. */
export const returnApprovedNotice: ReturnEmailOf<ReturnNotice> = (notice, settings, language) =>
  returnEmail(notice, settings, language, 'approved', (t) => [
    t.approved(notice.returnNumber, notice.orderNumber),
    ...(notice.decisionNote ? [`${t.note}: ${notice.decisionNote}`] : []),
  ]);

/** The shopper's notice that a return is rejected, with the reason the store gave. */
export const returnRejectedNotice: ReturnEmailOf<ReturnNotice> = (notice, settings, language) =>
  returnEmail(notice, settings, language, 'rejected', (t) => [
    t.rejected(notice.returnNumber, notice.orderNumber),
    `${t.reason}: ${notice.decisionNote}`,
  ]);

/**
 * The shopper's notice of a return refunded in cash (cash on delivery). A refund through the
 * payment provider is told by the refund's own email (refund-email.ts), not twice.
 */
export const returnCashRefundNotice: ReturnEmailOf<ReturnNotice & { amountHalalas: number }> = (
  notice,
  settings,
  language,
) => {
  const amount = money(notice.amountHalalas, language);
  return returnEmail(notice, settings, language, 'refunded', (t) => [
    t.refundedCash(amount, notice.returnNumber, notice.orderNumber),
  ]);
};
