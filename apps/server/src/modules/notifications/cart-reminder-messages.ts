import { localize, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import { type ComposedEmail, contactLines, render } from './order-emails.ts';

/** What a cart reminder tells: what is in the cart, and its two links. */
export interface CartReminderNotice {
  products: { name: string; quantity: number }[];
  /** Puts the cart back in the shopper's browser. */
  restoreLink: string;
  /** Stops cart reminders with one click. */
  unsubscribeLink: string;
}

const TEXTS = {
  en: {
    subject: (site: string) => `You left something in your cart – ${site}`,
    hello: 'Hello,',
    intro: (site: string) =>
      `You left these perfumes in your cart at ${site}. They are waiting for you, at today's prices, while stock lasts.`,
    list: 'In your cart',
    restore: 'Return to my cart',
    why: 'You asked to be reminded of your cart when you checked out. This is the only reminder for it.',
    stop: 'Stop cart reminders',
    sms: (site: string, link: string, stop: string) =>
      `${site}: your cart is waiting for you: ${link} To stop these reminders: ${stop}`,
  },
  ar: {
    subject: (site: string) => `تركت شيئًا في سلتك – ${site}`,
    hello: 'مرحبًا،',
    intro: (site: string) =>
      `تركت هذه العطور في سلتك لدى ${site}. إنها بانتظارك بأسعار اليوم ما دامت الكمية متوفرة.`,
    list: 'في سلتك',
    restore: 'العودة إلى سلتي',
    why: 'طلبت تذكيرك بسلتك عند إتمام الشراء، وهذا هو التذكير الوحيد بها.',
    stop: 'إيقاف التذكير بالسلة',
    sms: (site: string, link: string, stop: string) =>
      `${site}: سلتك بانتظارك: ${link} لإيقاف التذكير: ${stop}`,
  },
} as const;

/** The one email reminding a shopper of the cart they left, in the cart's language. */
export function cartReminderEmail(
  notice: CartReminderNotice,
  settings: SiteSettings,
  language: Language,
): ComposedEmail {
  const t = TEXTS[language];
  const site = localize(settings.siteInfo.siteName, language);
  return {
    subject: t.subject(site),
    ...render(language, {
      paragraphs: [t.hello, t.intro(site)],
      rows: [],
      list: [
        t.list,
        notice.products.map((product) =>
          product.quantity > 1 ? `${product.name} × ${product.quantity}` : product.name,
        ),
      ],
      links: [
        { label: t.restore, href: notice.restoreLink },
        { label: t.stop, href: notice.unsubscribeLink },
      ],
      closing: [t.why, ...contactLines(settings, language)],
    }),
  };
}

/** The same reminder as one text message. */
export function cartReminderSms(
  notice: CartReminderNotice,
  settings: SiteSettings,
  language: Language,
): string {
  const site = localize(settings.siteInfo.siteName, language);
  return TEXTS[language].sms(site, notice.restoreLink, notice.unsubscribeLink);
}
