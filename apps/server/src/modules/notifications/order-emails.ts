import { directionOf, localize, type Language } from '@store/shared/locales';
import { GIFT_WRAP_LINE_NAME } from '@store/shared/gifting';
import { formatSar, halalasToSar } from '@store/shared/money';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { OrderItemRow, OrderRow } from '../orders/index.ts';
import { escapeHtml } from '../../html/escape-html.ts';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const TEXTS = {
  en: {
    customerSubject: (n: string, site: string) => `Thank you for your order ${n} – ${site}`,
    adminSubject: (n: string, total: string) => `New order ${n} – ${total}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (site: string, n: string) =>
      `Thank you for your order at ${site}. Your order number is ${n}.`,
    newOrder: (n: string) => `A new order ${n} was placed.`,
    subtotal: 'Subtotal',
    discount: (code: string) => `Discount (${code})`,
    freeWith: (code: string) => `Free with ${code}`,
    codFee: 'Cash on delivery fee',
    giftWrap: GIFT_WRAP_LINE_NAME.en,
    sample: (name: string) => `Free sample: ${name}`,
    giftMessage: 'Gift message',
    shipping: 'Shipping',
    free: 'Free',
    vatIncluded: 'VAT (included)',
    vat: 'VAT',
    total: 'Total',
    payment: 'Payment',
    cod: 'Cash on delivery – you pay when your order arrives.',
    codShort: 'Cash on delivery',
    paid: 'Paid with PayPal.',
    paidShort: 'PayPal, paid',
    next: 'What happens next',
    steps: [
      'We will call you within 24 hours to confirm your order.',
      'Your order will be prepared and shipped within 2-3 working days.',
    ],
    questions: 'Questions? Contact us:',
    customer: 'Customer',
    address: 'Delivery address',
    notes: 'Notes',
    followOrder: 'Follow your order',
  },
  ar: {
    customerSubject: (n: string, site: string) => `شكرًا لطلبك رقم ${n} – ${site}`,
    adminSubject: (n: string, total: string) => `طلب جديد رقم ${n} – ${total}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    thanks: (site: string, n: string) => `شكرًا لطلبك من ${site}. رقم طلبك هو ${n}.`,
    newOrder: (n: string) => `تم تقديم طلب جديد رقم ${n}.`,
    subtotal: 'المجموع الفرعي',
    discount: (code: string) => `الخصم (\u2068${code}\u2069)`,
    freeWith: (code: string) => `مجاني بالرمز \u2068${code}\u2069`,
    codFee: 'رسوم الدفع عند الاستلام',
    giftWrap: GIFT_WRAP_LINE_NAME.ar,
    sample: (name: string) => `عينة مجانية: ${name}`,
    giftMessage: 'رسالة الهدية',
    shipping: 'الشحن',
    free: 'مجاني',
    vatIncluded: 'ضريبة القيمة المضافة (مشمولة)',
    vat: 'ضريبة القيمة المضافة',
    total: 'الإجمالي',
    payment: 'الدفع',
    cod: 'الدفع عند الاستلام – تدفع عند وصول طلبك.',
    codShort: 'الدفع عند الاستلام',
    paid: 'تم الدفع عبر PayPal.',
    paidShort: 'PayPal، مدفوع',
    next: 'الخطوات التالية',
    steps: ['سنتصل بك خلال 24 ساعة لتأكيد طلبك.', 'سيتم تجهيز طلبك وشحنه خلال 2-3 أيام عمل.'],
    questions: 'للاستفسار تواصل معنا:',
    customer: 'العميل',
    address: 'عنوان التوصيل',
    notes: 'ملاحظات',
    followOrder: 'تابع طلبك',
  },
} as const;

interface EmailOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

export function money(halalas: number, language: Language): string {
  return formatSar(halalasToSar(halalas), language);
}

/** The item lines and totals, as label/value rows shared by the text and HTML forms. */
function summaryRows({ order, items }: EmailOrder, language: Language) {
  const t = TEXTS[language];
  const lines = [
    ...items.map((item) => ({
      label: `${localize({ en: item.productNameEn, ar: item.productNameAr }, language)} × ${item.quantity}`,
      value: money(item.subtotalHalalas, language),
    })),
    ...order.samples.map((sample) => ({
      label: t.sample(localize(sample.name, language)),
      value: money(0, language),
    })),
  ];
  const vatIncluded =
    order.totalHalalas ===
    order.subtotalHalalas -
      order.discountHalalas +
      order.shippingHalalas +
      order.codFeeHalalas +
      order.giftWrapHalalas;
  const code = order.discountCode ?? '';
  const totals = [
    { label: t.subtotal, value: money(order.subtotalHalalas, language) },
    // A discount code's saving, as the cart, the checkout and the invoice show it (issue 21).
    ...(order.discountHalalas > 0
      ? [{ label: t.discount(code), value: money(-order.discountHalalas, language) }]
      : []),
    {
      label: t.shipping,
      value:
        order.shippingHalalas > 0
          ? money(order.shippingHalalas, language)
          : order.shippingDiscountHalalas > 0
            ? t.freeWith(code)
            : t.free,
    },
    ...(order.codFeeHalalas > 0
      ? [{ label: t.codFee, value: money(order.codFeeHalalas, language) }]
      : []),
    ...(order.giftWrap
      ? [{ label: t.giftWrap, value: money(order.giftWrapHalalas, language) }]
      : []),
    ...(order.taxHalalas > 0
      ? [{ label: vatIncluded ? t.vatIncluded : t.vat, value: money(order.taxHalalas, language) }]
      : []),
    { label: t.total, value: money(order.totalHalalas, language) },
  ];
  // The message is the shopper's own words: shown back to them, never among the amounts.
  const gift =
    order.isGift && order.giftMessage ? [{ label: t.giftMessage, value: order.giftMessage }] : [];
  return { lines, totals, gift };
}

/** A link drawn as a button: mail programs keep inline styles only. */
const LINK_STYLE =
  'display:inline-block;padding:10px 20px;background:#1c1917;color:#ffffff;text-decoration:none';

/**
 * The text and HTML of an email, in the language's direction: paragraphs, tables, links (each a
 * button in HTML, its address written out in the text), a list, closing paragraphs.
 */
export function render(
  language: Language,
  blocks: {
    paragraphs: string[];
    rows: { label: string; value: string }[][];
    links?: { label: string; href: string }[];
    list?: [string, string[]];
    closing?: string[];
  },
): { text: string; html: string } {
  const links = blocks.links ?? [];
  const closing = blocks.closing ?? [];
  const text = [
    ...blocks.paragraphs,
    ...blocks.rows.map((rows) => rows.map((row) => `${row.label}: ${row.value}`).join('\n')),
    ...links.map((link) => `${link.label}: ${link.href}`),
    ...(blocks.list
      ? [`${blocks.list[0]}:\n${blocks.list[1].map((s) => `- ${s}`).join('\n')}`]
      : []),
    ...closing,
  ].join('\n\n');
  const dir = directionOf(language);
  const table = (rows: { label: string; value: string }[]) =>
    `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(
        (row) =>
          `<tr><td>${escapeHtml(row.label)}</td><td style="text-align:end"><bdi>${escapeHtml(row.value)}</bdi></td></tr>`,
      )
      .join('')}</table>`;
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif;line-height:1.6">${[
    ...blocks.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    ...blocks.rows.map(table),
    ...links.map(
      (link) =>
        `<p><a href="${escapeHtml(link.href)}" style="${LINK_STYLE}">${escapeHtml(link.label)}</a></p>`,
    ),
    ...(blocks.list
      ? [
          `<h3>${escapeHtml(blocks.list[0])}</h3><ul>${blocks.list[1]
            .map((s) => `<li>${escapeHtml(s)}</li>`)
            .join('')}</ul>`,
        ]
      : []),
    ...closing.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
  ].join('')}</body></html>`;
  return { text, html };
}

/** "Questions? Contact us: email · phone", or nothing when the store gives neither. */
export function contactLines(settings: SiteSettings, language: Language): string[] {
  const contact = [settings.contactInfo.email, settings.contactInfo.phone]
    .filter(Boolean)
    .join(' · ');
  return contact ? [`${TEXTS[language].questions} ${contact}`] : [];
}

/** The shopper's confirmation, in the order's language, with a link to their order's page. */
export function customerConfirmation(
  placed: EmailOrder,
  settings: SiteSettings,
  language: Language,
  orderPage?: string,
): ComposedEmail {
  const t = TEXTS[language];
  const { order } = placed;
  const site = localize(settings.siteInfo.siteName, language);
  const { lines, totals, gift } = summaryRows(placed, language);
  const body = render(language, {
    paragraphs: [
      t.hello(order.customerFirstName),
      t.thanks(site, order.orderNumber),
      `${t.payment}: ${order.paymentMethod === 'cod' ? t.cod : t.paid}`,
    ],
    rows: [lines, totals, ...(gift.length ? [gift] : [])],
    links: orderPage ? [{ label: t.followOrder, href: orderPage }] : [],
    list: [t.next, [...t.steps, ...contactLines(settings, language)]],
  });
  return { subject: t.customerSubject(order.orderNumber, site), ...body };
}

/** The merchant's notice of a new order, with what is needed to call and deliver. */
export function adminNotification(placed: EmailOrder, language: Language): ComposedEmail {
  const t = TEXTS[language];
  const { order } = placed;
  const { lines, totals, gift } = summaryRows(placed, language);
  const address = [order.addressLine, order.city, order.postalCode, order.country]
    .filter(Boolean)
    .join(', ');
  const customer = [
    { label: t.customer, value: `${order.customerFirstName} ${order.customerLastName}`.trim() },
    { label: 'Email', value: order.customerEmail },
    { label: 'Tel', value: order.customerPhone },
    ...(address ? [{ label: t.address, value: address }] : []),
    ...(order.notes ? [{ label: t.notes, value: order.notes }] : []),
    { label: t.payment, value: order.paymentMethod === 'cod' ? t.codShort : t.paidShort },
  ];
  const body = render(language, {
    paragraphs: [t.newOrder(order.orderNumber)],
    rows: [customer, lines, totals, ...(gift.length ? [gift] : [])],
  });
  return {
    subject: t.adminSubject(order.orderNumber, money(order.totalHalalas, language)),
    ...body,
  };
}
