import { localize, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { OrderRow } from '../orders/index.ts';
import { type ComposedEmail, contactLines, money, render } from './order-emails.ts';

const PROVIDERS: Record<string, { en: string; ar: string }> = {
  paypal: { en: 'PayPal', ar: 'PayPal' },
  moyasar: { en: 'card', ar: 'البطاقة' },
  tabby: { en: 'Tabby', ar: 'تابي' },
};

const TEXTS = {
  en: {
    subject: (n: string, site: string) => `Refund for your order ${n} – ${site}`,
    hello: (name: string) => `Hello ${name},`,
    partial: (amount: string, n: string) => `We have refunded ${amount} of your order ${n}.`,
    full: (amount: string, n: string) =>
      `We have refunded ${amount} of your order ${n}: it is now refunded in full.`,
    where: (via: string) =>
      `The money goes back to the ${via} you paid with; your bank may take a few days to show it.`,
    refundedNow: 'Refunded now',
    refundedInAll: 'Refunded in all',
    remains: 'Remains paid',
    total: 'Order total',
  },
  ar: {
    subject: (n: string, site: string) => `استرداد مبلغ من طلبك رقم ${n} – ${site}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    partial: (amount: string, n: string) => `أعدنا إليك ${amount} من قيمة طلبك رقم ${n}.`,
    full: (amount: string, n: string) =>
      `أعدنا إليك ${amount} من قيمة طلبك رقم ${n}، وبذلك استُرد المبلغ كاملًا.`,
    where: (via: string) =>
      `يعود المبلغ إلى ${via} التي دفعت بها، وقد يستغرق ظهوره في حسابك بضعة أيام حسب البنك.`,
    refundedNow: 'المبلغ المسترد الآن',
    refundedInAll: 'إجمالي المبلغ المسترد',
    remains: 'المبلغ المتبقي المدفوع',
    total: 'إجمالي الطلب',
  },
} as const;

export interface RefundFigures {
  /** This refund. */
  amountHalalas: number;
  /** All refunds of the payment so far, this one included. */
  refundedHalalas: number;
  /** What the payment took. */
  capturedHalalas: number;
}

/** The shopper's notice of a refund, full or partial, in the order's language. */
export function refundNotice(
  order: OrderRow,
  figures: RefundFigures,
  settings: SiteSettings,
  language: Language,
): ComposedEmail {
  const t = TEXTS[language];
  const site = localize(settings.siteInfo.siteName, language);
  const amount = money(figures.amountHalalas, language);
  const remains = Math.max(0, figures.capturedHalalas - figures.refundedHalalas);
  const via = PROVIDERS[order.paymentMethod]?.[language] ?? order.paymentMethod;
  const body = render(language, {
    paragraphs: [
      t.hello(order.customerFirstName),
      remains === 0 ? t.full(amount, order.orderNumber) : t.partial(amount, order.orderNumber),
      t.where(via),
      ...contactLines(settings, language),
    ],
    rows: [
      [
        { label: t.refundedNow, value: amount },
        { label: t.refundedInAll, value: money(figures.refundedHalalas, language) },
        { label: t.remains, value: money(remains, language) },
        { label: t.total, value: money(figures.capturedHalalas, language) },
      ],
    ],
  });
  return { subject: t.subject(order.orderNumber, site), ...body };
}
