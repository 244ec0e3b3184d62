import { localize, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { TaxDocumentKind } from '@store/shared/schemas/tax-documents';
import { type ComposedEmail, contactLines, money, render } from './order-emails.ts';

const KINDS: Record<Language, Record<TaxDocumentKind, string>> = {
  en: { invoice: 'tax invoice', credit: 'credit note', debit: 'debit note' },
  ar: { invoice: 'الفاتورة الضريبية', credit: 'الإشعار الدائن', debit: 'الإشعار المدين' },
};

const TEXTS = {
  en: {
    subject: (kind: string, number: string, site: string) => `Your ${kind} ${number} – ${site}`,
    hello: (name: string) => `Hello ${name},`,
    attached: (kind: string, order: string) =>
      `Attached is the ${kind} of your order ${order}, in Arabic and English. Keep it for your records.`,
    number: 'Number',
    order: 'Order',
    total: 'Total with VAT',
  },
  ar: {
    subject: (kind: string, number: string, site: string) => `${kind} رقم ${number} – ${site}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    attached: (kind: string, order: string) =>
      `تجد مرفقًا ${kind} لطلبك رقم ${order}، بالعربية والإنجليزية. احتفظ بها في سجلاتك.`,
    number: 'الرقم',
    order: 'الطلب',
    total: 'الإجمالي شامل ضريبة القيمة المضافة',
  },
} as const;

/** What the shopper is sent with a tax document: the document itself is attached as a PDF. */
export interface TaxDocumentNotice {
  kind: TaxDocumentKind;
  number: string;
  orderNumber: string;
  firstName: string;
  payableHalalas: number;
}

/** The shopper's email carrying a tax invoice or note, in the order's language. */
export function taxDocumentNotice(
  notice: TaxDocumentNotice,
  settings: SiteSettings,
  language: Language,
): ComposedEmail {
  const t = TEXTS[language];
  const kind = KINDS[language][notice.kind];
  const site = localize(settings.siteInfo.siteName, language);
  const body = render(language, {
    paragraphs: [
      t.hello(notice.firstName),
      t.attached(kind, notice.orderNumber),
      ...contactLines(settings, language),
    ],
    rows: [
      [
        { label: t.number, value: notice.number },
        { label: t.order, value: notice.orderNumber },
        { label: t.total, value: money(notice.payableHalalas, language) },
      ],
    ],
  });
  return { subject: t.subject(kind, notice.number, site), ...body };
}
