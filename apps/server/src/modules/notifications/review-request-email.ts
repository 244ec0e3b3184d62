import { intlLocaleOf, localize, type Language, type LocalizedText } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import { type ComposedEmail, contactLines, render } from './order-emails.ts';

/** What the review request tells: who, which order, what it brought, and the link. */
export interface ReviewRequestNotice {
  firstName: string;
  orderNumber: string;
  products: LocalizedText[];
  /** The one-time review page. */
  link: string;
  expiresAt: Date;
}

const TEXTS = {
  en: {
    subject: (n: string, site: string) => `How do you like your order ${n}? – ${site}`,
    hello: (name: string) => `Hello ${name},`,
    ask: (n: string) =>
      `We hope you are enjoying your order ${n}. Would you tell other shoppers what you think? Your review will be shown with your first name and the initial of your last name, once we have read it.`,
    once: (day: string) => `The link works once, until ${day}.`,
    bought: 'What you bought',
    write: 'Write your review',
  },
  ar: {
    subject: (n: string, site: string) => `ما رأيك في طلبك رقم ${n}؟ – ${site}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    ask: (n: string) =>
      `نأمل أن ينال طلبك رقم ${n} إعجابك. هل تشارك المتسوقين الآخرين رأيك؟ سيظهر تقييمك باسمك الأول والحرف الأول من اسم عائلتك بعد أن نطّلع عليه.`,
    once: (day: string) => `يعمل الرابط مرة واحدة حتى ${day}.`,
    bought: 'ما اشتريته',
    write: 'اكتب تقييمك',
  },
} as const;

/**
 * The buyer's invitation to review a delivered order (issue 21 point 5), in the order's language:
 * the products it brought and the one-time link to the review page.
 */
export function reviewRequestNotice(
  notice: ReviewRequestNotice,
  settings: SiteSettings,
  language: Language,
): ComposedEmail {
  const t = TEXTS[language];
  const site = localize(settings.siteInfo.siteName, language);
  const day = new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(notice.expiresAt);
  return {
    subject: t.subject(notice.orderNumber, site),
    ...render(language, {
      paragraphs: [t.hello(notice.firstName), t.ask(notice.orderNumber)],
      rows: [],
      list: [t.bought, notice.products.map((name) => localize(name, language))],
      links: [{ label: t.write, href: notice.link }],
      closing: [t.once(day), ...contactLines(settings, language)],
    }),
  };
}
